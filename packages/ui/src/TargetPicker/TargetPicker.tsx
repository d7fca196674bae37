import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFocusRing } from 'react-aria';
import type { Key } from 'react-aria-components';
import { type ItemProps, type ListRange, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { FieldDescription, type FieldLabelProps, Label } from '../Field';
import { CheckIcon } from '../icons';
import { SearchField } from '../SearchField';
import { Spinner } from '../Spinner';
import { Tag, TagGroup } from '../Tag';
import * as styles from './TargetPicker.css';
import {
  buildSearchIndex,
  filterOptions,
  findTypeaheadMatch,
  normalizeQuery,
  removeFromSelection,
  type SearchIndex,
  selectAllMatching,
  type TargetOption,
  type TypeaheadBuffer,
  toggleSelection,
  typeaheadStep,
} from './TargetPicker.logic';

export type { TargetOption } from './TargetPicker.logic';

/** Friends (`contact`) or groups (`room`): only the built-in texts differ. */
export type TargetKind = 'contact' | 'room';

/** The picker's built-in texts. Every one has a Chinese default (some depend on `kind`). */
export interface TargetPickerTexts {
  /** The search box's accessible name. Default 搜索好友 / 搜索群组. */
  searchLabel: string;
  /** The search box's placeholder. Default 搜索昵称、备注或微信号 / 搜索群名称或群 ID. */
  searchPlaceholder: string;
  /** The list's accessible name when there is no `label`. Default 好友列表 / 群组列表. */
  listLabel: string;
  /** The selected tags' accessible name. Default 已选好友 / 已选群组. */
  selectedLabel: string;
  /** Shown in place of the tags when nothing is selected. Default 未选择好友 / 未选择群组. */
  noneSelected: string;
  /** Shown when there are no options at all. Default 暂无好友 / 暂无群组. */
  empty: string;
  /** Shown when the search matches nothing. Default 无匹配结果. */
  noMatches: string;
  /** Shown while `isLoading`. Default 加载中…. */
  loading: string;
  /** The action that selects every option the search matches. Default 全选当前结果. */
  selectAll: string;
  /** The action that empties the selection. Default 清空. */
  clear: string;
  /** A tag's remove button (read before the tag's text). Default 移除. */
  removeTag: string;
  /** The number of options the search matches. Default 共 N 个结果. */
  resultCount: (count: number) => string;
  /** The number of selected options. Default 已选 N 项. */
  selectedCount: (count: number) => string;
  /** After the tags when more are selected than `maxVisibleTags`. Default 等另外 N 项. */
  moreSelected: (count: number) => string;
}

const numberFormat = new Intl.NumberFormat('zh-CN');
const formatCount = (n: number) => numberFormat.format(n);

const commonTexts = {
  noMatches: '无匹配结果',
  loading: '加载中…',
  selectAll: '全选当前结果',
  clear: '清空',
  removeTag: '移除',
  resultCount: (n: number) => `共 ${formatCount(n)} 个结果`,
  selectedCount: (n: number) => `已选 ${formatCount(n)} 项`,
  moreSelected: (n: number) => `等另外 ${formatCount(n)} 项`,
};

const defaultTexts: Record<TargetKind, TargetPickerTexts> = {
  contact: {
    ...commonTexts,
    searchLabel: '搜索好友',
    searchPlaceholder: '搜索昵称、备注或微信号',
    listLabel: '好友列表',
    selectedLabel: '已选好友',
    noneSelected: '未选择好友',
    empty: '暂无好友',
  },
  room: {
    ...commonTexts,
    searchLabel: '搜索群组',
    searchPlaceholder: '搜索群名称或群 ID',
    listLabel: '群组列表',
    selectedLabel: '已选群组',
    noneSelected: '未选择群组',
    empty: '暂无群组',
  },
};

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

/** What every rendered row reads, passed to Virtuoso as its `context`. */
interface RowContext {
  multiple: boolean;
  activeIndex: number;
  selected: ReadonlySet<string>;
  total: number;
  optionId: (index: number) => string;
  /** Re-checks, once the DOM has settled, whether the active option is rendered (see `syncActiveDescendant`). */
  syncActiveDescendant: () => void;
}

/** One option row: Virtuoso's item element itself carries role="option", so nothing sits between it and the list. */
function OptionRow({
  item,
  context,
  children,
  style,
  'data-index': index,
  'data-item-index': itemIndex,
  'data-known-size': knownSize,
}: ItemProps<TargetOption> & { context: RowContext }) {
  const id = context.optionId(index);
  const isActive = index === context.activeIndex;
  const isSelected = context.selected.has(item.id);
  const { syncActiveDescendant } = context;
  // The active row announces itself when it is rendered and when it goes (scrolled out of the rendered window,
  // or no longer active), so the listbox points at it exactly while it is in the DOM.
  useLayoutEffect(() => {
    if (!isActive) return;
    syncActiveDescendant();
    return syncActiveDescendant;
  }, [isActive, syncActiveDescendant]);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: options are not focusable by design; DOM focus stays on the listbox, which points at the active option with aria-activedescendant.
    <div
      style={style}
      data-index={index}
      data-item-index={itemIndex}
      data-known-size={knownSize}
      id={id}
      role="option"
      aria-selected={isSelected}
      aria-setsize={context.total}
      aria-posinset={index + 1}
      data-active={isActive || undefined}
      data-selected={isSelected || undefined}
      className={styles.option}
    >
      {children}
    </div>
  );
}

const components = { Item: OptionRow };

function rowContent(_index: number, option: TargetOption, context: RowContext): ReactNode {
  const isSelected = context.selected.has(option.id);
  return (
    <>
      <span className={styles.indicator} aria-hidden="true">
        {isSelected &&
          (context.multiple ? <CheckIcon className={styles.indicatorIcon} /> : <span className={styles.dot} />)}
      </span>
      <span className={styles.name}>{option.name}</span>
      {option.alias && <span className={styles.alias}>{option.alias}</span>}
      <span className={styles.wxid}>{option.id}</span>
    </>
  );
}

/** The value of a controlled prop, or of local state when the prop is left out. */
function useControlledIds(
  value: readonly string[] | undefined,
  defaultValue: readonly string[],
  onChange: ((ids: string[]) => void) | undefined,
): [readonly string[], (ids: string[]) => void] {
  const [local, setLocal] = useState(defaultValue);
  const current = value ?? local;
  const set = useCallback(
    (ids: string[]) => {
      if (value === undefined) setLocal(ids);
      onChange?.(ids);
    },
    [value, onChange],
  );
  return [current, set];
}

/** A callback with a stable identity that always calls the latest `fn` (for memoised children). */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

interface SearchBoxProps {
  label: string;
  placeholder: string;
  delay: number;
  isDisabled: boolean;
  /** Called `delay` ms after the last keystroke with the text to filter by. */
  onQuery: (query: string) => void;
  /** Called on the first keystroke of a burst: a filter is pending. */
  onPending: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
}

/** The search box with its own text state, so typing re-renders only the box until the debounced filter runs. */
const SearchBox = memo(function SearchBox({
  label,
  placeholder,
  delay,
  isDisabled,
  onQuery,
  onPending,
  onKeyDown,
}: SearchBoxProps) {
  const [value, setValue] = useState('');
  // Whether the user typed since the last filter (a ref: the timer firing must not re-render the box).
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      onQuery(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay, onQuery]);
  return (
    <SearchField
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        typed.current = true;
        setValue(next);
        onPending();
      }}
      onKeyDown={onKeyDown}
      isDisabled={isDisabled}
    />
  );
});

interface SelectedTagsProps {
  label: string;
  emptyText: string;
  removeLabel: string;
  tags: readonly { id: string; text: string }[];
  moreText: string | null;
  onRemove: ((keys: Set<Key>) => void) | undefined;
}

/** The selected targets as tags (memoised: filtering does not re-render them). */
const SelectedTags = memo(function SelectedTags({
  label,
  emptyText,
  removeLabel,
  tags,
  moreText,
  onRemove,
}: SelectedTagsProps) {
  return (
    <div className={styles.tags}>
      <TagGroup aria-label={label} items={tags} onRemove={onRemove} renderEmptyState={() => emptyText}>
        {(tag) => (
          <Tag id={tag.id} color="brand" removeLabel={removeLabel}>
            {tag.text}
          </Tag>
        )}
      </TagGroup>
      {moreText && <span className={styles.moreTags}>{moreText}</span>}
    </div>
  );
});

interface BulkActionsProps {
  selectAllLabel: string | null;
  clearLabel: string;
  canSelectAll: boolean;
  canClear: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/** 全选当前结果 and 清空 (memoised: filtering does not re-render them unless their state changes). */
const BulkActions = memo(function BulkActions({
  selectAllLabel,
  clearLabel,
  canSelectAll,
  canClear,
  onSelectAll,
  onClear,
}: BulkActionsProps) {
  return (
    <div className={styles.actions}>
      {selectAllLabel && (
        <Button variant="secondary" size="sm" onPress={onSelectAll} isDisabled={!canSelectAll}>
          {selectAllLabel}
        </Button>
      )}
      <Button variant="secondary" size="sm" onPress={onClear} isDisabled={!canClear}>
        {clearLabel}
      </Button>
    </div>
  );
});

const EMPTY: readonly string[] = [];

/** Runs `task` when the browser is idle (soon after the first paint), or after a short timeout. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

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

  // The search index (one lower-cased text per option) is built once per options array: when the browser is
  // idle after the list first paints, or on the first search if that comes sooner. Mounting does not wait for it.
  const indexCache = useRef<SearchIndex | null>(null);
  const getIndex = useCallback(() => {
    if (indexCache.current?.options !== options) indexCache.current = buildSearchIndex(options);
    return indexCache.current;
  }, [options]);
  useEffect(() => whenIdle(getIndex), [getIndex]);

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

  // The active option (index into `filtered`): back to the first after every filter and when the options change.
  const [active, setActive] = useState({ list: filtered, version: search.version, index: 0 });
  const activeIndex =
    active.list === filtered && active.version === search.version
      ? Math.min(active.index, Math.max(filtered.length - 1, 0))
      : 0;
  const moveActive = useCallback(
    (next: number) => setActive({ list: filtered, version: search.version, index: next }),
    [filtered, search.version],
  );

  const virtuoso = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const visibleRange = useRef<ListRange>({ startIndex: 0, endIndex: 0 });
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  // aria-activedescendant is set on the scroller directly (not rendered by React) and only while the active
  // option's element exists: virtualised rows come and go without the picker re-rendering. Rows and active-index
  // changes ask for a check, which runs once the commit is done (rows may be replaced within one commit).
  const activeId = useRef<string | null>(null);
  const syncQueued = useRef(false);
  const syncActiveDescendant = useCallback(() => {
    if (syncQueued.current) return;
    syncQueued.current = true;
    queueMicrotask(() => {
      syncQueued.current = false;
      const element = scroller.current;
      if (!element) return;
      const id = activeId.current;
      if (id && element.querySelector(`[id="${id}"]`)) element.setAttribute('aria-activedescendant', id);
      else element.removeAttribute('aria-activedescendant');
    });
  }, []);

  const currentActiveId = filtered.length > 0 ? optionId(activeIndex) : null;
  useLayoutEffect(() => {
    activeId.current = currentActiveId;
    syncActiveDescendant();
  }, [currentActiveId, syncActiveDescendant]);

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

  const go = (next: number) => moveActive(Math.max(0, Math.min(filtered.length - 1, next)));
  const pageSize = Math.max(1, Math.floor(listHeight / styles.rowHeight) - 1);

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (filtered.length === 0) return;
    const mod = e.ctrlKey || e.metaKey;
    switch (e.key) {
      case 'ArrowDown':
        go(activeIndex + 1);
        break;
      case 'ArrowUp':
        go(activeIndex - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(filtered.length - 1);
        break;
      case 'PageDown':
        go(activeIndex + pageSize);
        break;
      case 'PageUp':
        go(activeIndex - pageSize);
        break;
      case ' ':
      case 'Enter':
        toggle(filtered[activeIndex]);
        break;
      default:
        if (mod && !e.altKey && e.key.toLowerCase() === 'a' && multiple && !isDisabled) {
          selectAll();
          break;
        }
        if (e.key.length === 1 && !mod && !e.altKey) {
          const step = typeaheadStep(typeahead.current, e.key, performance.now(), activeIndex);
          typeahead.current = step.buffer;
          const match = findTypeaheadMatch(filtered, step.search, step.from);
          if (match >= 0) go(match);
          break;
        }
        return;
    }
    e.preventDefault();
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
        components={components}
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
