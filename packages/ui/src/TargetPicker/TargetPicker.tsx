import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFocusRing } from 'react-aria';
import type { Key } from 'react-aria-components';
import { type ListRange, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { EmptyState } from '../EmptyState';
import { FieldDescription, type FieldLabelProps, Label } from '../Field';
import { Spinner } from '../Spinner';
import { useActiveDescendant } from './TargetPicker.activeDescendant';
import * as styles from './TargetPicker.css';
import { useActiveIndex, useControlledIds, useIdleSearchIndex, useStableCallback } from './TargetPicker.hooks';
import { listKeyAction } from './TargetPicker.keyboard';
import {
  filterOptions,
  normalizeQuery,
  removeFromSelection,
  selectAllMatching,
  type TargetOption,
  type TypeaheadBuffer,
  toggleSelection,
} from './TargetPicker.logic';
import { defaultTexts, type TargetKind, type TargetPickerTexts } from './TargetPicker.texts';
import { BulkActions } from './TargetPickerBulkActions';
import { type RowContext, rowComponents, rowContent } from './TargetPickerOptionRow';
import { SearchBox } from './TargetPickerSearchBox';
import { SelectedTags } from './TargetPickerSelectedTags';

export type { TargetOption } from './TargetPicker.logic';
export type { TargetKind, TargetPickerTexts } from './TargetPicker.texts';

export interface TargetPickerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'>,
    Pick<FieldLabelProps, 'label' | 'description'> {
  /** The friends or groups to choose from. Ids must be unique. Memoise the array: the search index is rebuilt when it changes. */
  options: readonly TargetOption[];
  /**
   * Whether the options are friends or groups; only the built-in texts differ.
   * @default 'contact'
   */
  kind?: TargetKind;
  /**
   * `multiple` shows check boxes and the 全选当前结果 action; `single` keeps at most one selected.
   * @default 'multiple'
   */
  selectionMode?: 'single' | 'multiple';
  /** The selected ids (controlled), in the order they were picked. */
  selectedIds?: readonly string[];
  /**
   * The initially selected ids (uncontrolled).
   * @default []
   */
  defaultSelectedIds?: readonly string[];
  /** Called with the new selected ids whenever the selection changes. */
  onSelectionChange?: (ids: string[]) => void;
  /** Called with the search text when the debounced filter runs (`searchDelay` ms after the last keystroke). */
  onSearchChange?: (query: string) => void;
  /**
   * How long (ms) the search waits after the last keystroke before filtering.
   * @default 100
   */
  searchDelay?: number;
  /**
   * Disables searching, selecting and removing; the list can still be scrolled and read.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows a spinner in place of the list while the options are being fetched.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The list's height in px (rows are 36 px; about height / 36 + 8 rows are in the DOM).
   * @default 360
   */
  listHeight?: number;
  /**
   * How many selected tags are shown; the rest are counted (等另外 N 项).
   * @default 50
   */
  maxVisibleTags?: number;
  /**
   * Overrides of the built-in texts.
   * @default Chinese texts for the `kind`
   */
  texts?: Partial<TargetPickerTexts>;
  /** The list's accessible name when there is no visible `label`. */
  'aria-label'?: string;
  ref?: Ref<HTMLDivElement>;
}

const EMPTY: readonly string[] = [];

/**
 * A friend or group picker for lists of any size (tested with 100 000): a search box that filters by name, alias
 * and wxid (debounced), a virtualised listbox (react-virtuoso keeps about 20 rows in the DOM) with single or
 * multiple selection, the selected targets as removable tags, and 全选当前结果 / 清空 actions. DOM focus stays on
 * the listbox and the active option is announced with aria-activedescendant; arrows, Home/End, Page Up/Down,
 * Space/Enter and typeahead work as in any listbox. Counts are announced politely.
 */
export function TargetPicker({
  options,
  kind = 'contact',
  selectionMode = 'multiple',
  selectedIds: selectedIdsProp,
  defaultSelectedIds = EMPTY,
  onSelectionChange,
  onSearchChange,
  searchDelay = 100,
  isDisabled = false,
  isLoading = false,
  listHeight = 360,
  maxVisibleTags = 50,
  texts: textOverrides,
  label,
  description,
  'aria-label': ariaLabel,
  className,
  ref,
  ...props
}: TargetPickerProps) {
  const texts = useMemo(() => ({ ...defaultTexts[kind], ...textOverrides }), [kind, textOverrides]);
  const multiple = selectionMode === 'multiple';
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const statusId = `${baseId}-status`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  // Selection: ids in the order they were picked, plus a Set for the rows' lookups.
  const [selectedIds, setSelectedIds] = useControlledIds(selectedIdsProp, defaultSelectedIds, onSelectionChange);
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);

  const getIndex = useIdleSearchIndex(options);

  // Search: the box keeps its own text; the filter runs `searchDelay` ms after the last keystroke.
  // `version` counts the filters run, so returning to the same list (e.g. the unfiltered one) still counts as new.
  const [search, setSearch] = useState({ query: '', pending: false, version: 0 });
  const onQuery = useStableCallback((query: string) => {
    onSearchChange?.(query);
    setSearch((s) => ({ query, pending: false, version: s.version + 1 }));
  });
  const onPending = useCallback(() => setSearch((s) => (s.pending ? s : { ...s, pending: true })), []);
  const filtered = useMemo(
    () => (normalizeQuery(search.query) ? filterOptions(getIndex(), search.query) : options),
    [options, search.query, getIndex],
  );

  const hasSelection = selectedIds.length > 0;
  const byId = useMemo(() => {
    // Only the tags need it: built on first selection, not on mount.
    if (!hasSelection) return null;
    const map = new Map<string, TargetOption>();
    for (const option of options) map.set(option.id, option);
    return map;
  }, [options, hasSelection]);

  const [activeIndex, moveActive] = useActiveIndex(filtered, search.version);

  const virtuoso = useRef<VirtuosoHandle>(null);
  const visibleRange = useRef<ListRange>({ startIndex: 0, endIndex: 0 });
  const { scroller, scrollerRef, syncActiveDescendant } = useActiveDescendant(
    filtered.length > 0 ? optionId(activeIndex) : null,
  );

  // Keep the active option rendered and visible: scroll it into view when it moves (Home/End included), and back
  // to the top when a new filter resets it to the first option. Does nothing when it is already in view.
  useEffect(() => {
    if (filtered.length > 0) virtuoso.current?.scrollIntoView({ index: activeIndex });
  }, [activeIndex, filtered]);

  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const typeahead = useRef<TypeaheadBuffer | null>(null);

  const toggle = (option: TargetOption | undefined) => {
    if (!option || isDisabled) return;
    setSelectedIds(toggleSelection(selectedIds, option.id, selectionMode, selectedSet.has(option.id)));
  };
  const selectAll = useStableCallback(() => setSelectedIds(selectAllMatching(selectedIds, selectedSet, filtered)));
  const clear = useStableCallback(() => setSelectedIds([]));
  const removeTags = useStableCallback((keys: Set<Key>) =>
    setSelectedIds(removeFromSelection(selectedIds, keys as Set<string>)),
  );

  const pageSize = Math.max(1, Math.floor(listHeight / styles.rowHeight) - 1);

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = listKeyAction(
      {
        options: filtered,
        activeIndex,
        pageSize,
        multiple,
        isDisabled,
        typeahead: typeahead.current,
        now: performance.now(),
      },
      e,
    );
    if (!action) return;
    e.preventDefault();
    switch (action.type) {
      case 'move':
        moveActive(action.index);
        break;
      case 'toggle':
        toggle(filtered[action.index]);
        break;
      case 'selectAll':
        selectAll();
        break;
      case 'typeahead':
        typeahead.current = action.buffer;
        if (action.index !== null) moveActive(action.index);
        break;
    }
  };

  const onListClick = (e: MouseEvent<HTMLDivElement>) => {
    const row = (e.target as Element).closest('[role="option"]');
    if (!row || !e.currentTarget.contains(row)) return;
    const i = Number(row.getAttribute('data-index'));
    moveActive(i);
    toggle(filtered[i]);
  };

  const onListFocus = () => {
    // Focus arriving while the active option is scrolled away: make the first visible option active instead.
    const { startIndex, endIndex } = visibleRange.current;
    if (filtered.length > 0 && (activeIndex < startIndex || activeIndex > endIndex)) moveActive(startIndex);
  };

  const onSearchKeyDown = useStableCallback((e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && filtered.length > 0) {
      e.preventDefault();
      scroller.current?.focus();
    }
  });

  const context = useMemo<RowContext>(
    () => ({ multiple, activeIndex, selected: selectedSet, total: filtered.length, optionId, syncActiveDescendant }),
    [multiple, activeIndex, selectedSet, filtered.length, optionId, syncActiveDescendant],
  );

  const visibleTags = useMemo(
    () =>
      selectedIds.slice(0, maxVisibleTags).map((id) => {
        const option = byId?.get(id);
        return { id, text: option ? option.label || option.name : id };
      }),
    [selectedIds, maxVisibleTags, byId],
  );

  const status = isLoading
    ? texts.loading
    : `${texts.resultCount(filtered.length)}，${texts.selectedCount(selectedIds.length)}`;
  const name = label ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel ?? texts.listLabel };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className={styles.message} style={{ height: listHeight }}>
        <span className={styles.loading}>
          <Spinner />
          {texts.loading}
        </span>
      </div>
    );
  } else if (filtered.length === 0) {
    body = (
      <div className={clsx(styles.message, styles.messageEmpty)} style={{ height: listHeight }}>
        <EmptyState title={options.length === 0 ? texts.empty : texts.noMatches} />
      </div>
    );
  } else {
    body = (
      <Virtuoso<TargetOption, RowContext>
        {...focusProps}
        {...name}
        ref={virtuoso}
        scrollerRef={scrollerRef}
        data={filtered}
        context={context}
        components={rowComponents}
        itemContent={rowContent}
        fixedItemHeight={styles.rowHeight}
        initialItemCount={Math.min(filtered.length, Math.ceil(listHeight / styles.rowHeight))}
        increaseViewportBy={styles.rowHeight * 4}
        rangeChanged={(range) => {
          visibleRange.current = range;
        }}
        style={{ height: listHeight }}
        className={styles.listbox}
        role="listbox"
        tabIndex={0}
        aria-multiselectable={multiple || undefined}
        aria-disabled={isDisabled || undefined}
        aria-describedby={clsx(description != null && descriptionId, statusId) || undefined}
        aria-busy={search.pending || undefined}
        data-selection-mode={selectionMode}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        onKeyDown={onListKeyDown}
        onClick={onListClick}
        onFocus={(e) => {
          focusProps.onFocus?.(e);
          onListFocus();
        }}
      />
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend and brings form-control semantics; the group is named by the label instead.
    <div {...props} ref={ref} role="group" {...name} className={clsx(styles.root, className)}>
      {label && (
        <Label id={labelId} elementType="span">
          {label}
        </Label>
      )}
      <SelectedTags
        label={texts.selectedLabel}
        emptyText={texts.noneSelected}
        removeLabel={texts.removeTag}
        tags={visibleTags}
        moreText={selectedIds.length > maxVisibleTags ? texts.moreSelected(selectedIds.length - maxVisibleTags) : null}
        onRemove={isDisabled ? undefined : removeTags}
      />
      <SearchBox
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        delay={searchDelay}
        isDisabled={isDisabled}
        onQuery={onQuery}
        onPending={onPending}
        onKeyDown={onSearchKeyDown}
      />
      <div className={styles.toolbar}>
        <p id={statusId} role="status" className={styles.status}>
          {status}
        </p>
        <BulkActions
          selectAllLabel={multiple ? texts.selectAll : null}
          clearLabel={texts.clear}
          canSelectAll={!isDisabled && !isLoading && filtered.length > 0}
          canClear={!isDisabled && hasSelection}
          onSelectAll={selectAll}
          onClear={clear}
        />
      </div>
      <div className={styles.frame}>{body}</div>
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </div>
  );
}
