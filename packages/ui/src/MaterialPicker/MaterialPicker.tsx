import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { type Key, VisuallyHidden } from 'react-aria-components';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import { SearchField } from '../SearchField';
import { Table, type TableColumn } from '../Table';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import * as styles from './MaterialPicker.css';
import { applyPageSelection, countByType } from './MaterialPicker.selection';
import {
  MATERIAL_TYPE_LABELS,
  type Material,
  type MaterialPage,
  type MaterialPageQuery,
  type MaterialType,
} from './MaterialPicker.types';
import { MaterialPreview } from './MaterialPickerPreview';

export interface MaterialPickerProps<T extends Material = Material>
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'children'> {
  /** The material types offered, one tab each (1 文字, 2 文件, 4 H5链接, 5 小程序); one type shows no tabs. */
  types: MaterialType[];
  /**
   * Loads one page of one type, filtered by alias. Called again when the tab, the page or the search changes,
   * and by the retry button; a stale answer is ignored. Read when called, so it need not be memoised.
   */
  loadPage: (query: MaterialPageQuery) => Promise<MaterialPage<T>>;
  /**
   * Rows per page. The pagination hides when everything fits on one page.
   * @default 5
   */
  pageSize?: number;
  /**
   * `multiple`: check any number of materials, of every type. `single`: one material in all, a new choice
   * replaces the old one (even of another type).
   * @default 'multiple'
   */
  selectionMode?: 'single' | 'multiple';
  /**
   * The most materials that may be selected in all types together; rows selected beyond it stay unselected and
   * 只能选中N项 is announced.
   */
  maxSelection?: number;
  /** The selected materials, controlled. */
  value?: T[];
  /**
   * The materials selected at first when `value` is not controlled.
   * @default []
   */
  defaultValue?: T[];
  /** Called with every selected material (all types, all pages), in the order they were selected. */
  onChange?: (selected: T[]) => void;
  /**
   * The tab shown first.
   * @default the first of `types`
   */
  defaultType?: MaterialType;
  /**
   * How long typing in the search box must pause before the list is searched (Enter searches at once).
   * @default 300
   */
  searchDebounce?: number;
  /**
   * The name of the widget for assistive technology.
   * @default '选择素材'
   */
  'aria-label'?: string;
  /** Tab names per type (default 文字, 文件, H5链接, 小程序). */
  typeLabels?: Partial<Record<MaterialType, string>>;
  /**
   * The label of the search box.
   * @default '素材别名'
   */
  searchLabel?: string;
  /**
   * @default '搜索素材别名'
   */
  searchPlaceholder?: string;
  /**
   * Shown when a type (or a search) has no material.
   * @default '暂无素材'
   */
  emptyText?: ReactNode;
  /**
   * The title of the error shown when `loadPage` fails (its message, if any, follows).
   * @default '加载失败'
   */
  errorText?: ReactNode;
  /**
   * @default '重试'
   */
  retryText?: string;
  /**
   * The message when a selection goes over `maxSelection`.
   * @default (max) => `只能选中${max}项`
   */
  maxSelectionMessage?: (max: number) => string;
  /**
   * The count of selected materials.
   * @default (count) => `已选 ${count} 项`
   */
  selectedCountText?: (count: number) => string;
  ref?: Ref<HTMLDivElement>;
}

type LoadState<T> =
  | { status: 'loading'; count?: number }
  | { status: 'ready'; count: number; list: T[] }
  | { status: 'error'; count?: number; message?: string };

/**
 * Picks materials (素材) for a message: one tab per material type, a table of the caller's materials loaded a
 * page at a time through `loadPage`, each row previewed the way WeChat shows it (text bubble, file row, link
 * card, mini-program card), a debounced search by alias, and checkboxes whose selection is kept across pages
 * and tabs, optionally capped by `maxSelection`.
 */
export function MaterialPicker<T extends Material = Material>({
  types,
  loadPage,
  pageSize = 5,
  selectionMode = 'multiple',
  maxSelection,
  value,
  defaultValue = [],
  onChange,
  defaultType,
  searchDebounce = 300,
  'aria-label': ariaLabel = '选择素材',
  typeLabels,
  searchLabel = '素材别名',
  searchPlaceholder = '搜索素材别名',
  emptyText = '暂无素材',
  errorText = '加载失败',
  retryText = '重试',
  maxSelectionMessage = (max) => `只能选中${max}项`,
  selectedCountText = (count) => `已选 ${count} 项`,
  className,
  ref,
  ...props
}: MaterialPickerProps<T>) {
  const labelOf = (type: MaterialType) => typeLabels?.[type] ?? MATERIAL_TYPE_LABELS[type];
  const [activeType, setActiveType] = useState<MaterialType>(() =>
    defaultType !== undefined && types.includes(defaultType) ? defaultType : (types[0] ?? 1),
  );
  const type = types.includes(activeType) ? activeType : (types[0] ?? activeType);

  // The page of each type, so that coming back to a tab finds the page left.
  const [pages, setPages] = useState<Partial<Record<MaterialType, number>>>({});
  const current = pages[type] ?? 1;
  const setPage = (page: number) => setPages((old) => ({ ...old, [type]: page }));

  // The search box, and the name actually searched once typing pauses.
  const [searchText, setSearchText] = useState('');
  const [name, setName] = useState('');
  const searchFor = (next: string) => {
    setName(next.trim());
    setPages({});
  };
  useEffect(() => {
    const next = searchText.trim();
    if (next === name) return;
    const timer = setTimeout(() => {
      setName(next);
      setPages({});
    }, searchDebounce);
    return () => clearTimeout(timer);
  }, [searchText, name, searchDebounce]);

  // Loading: the latest loadPage is used, and an answer to an older query is dropped.
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const [attempt, setAttempt] = useState(0);
  const [loads, setLoads] = useState<Partial<Record<MaterialType, LoadState<T>>>>({});
  const load: LoadState<T> = loads[type] ?? { status: 'loading' };
  useEffect(() => {
    let stale = false;
    setLoads((old) => ({ ...old, [type]: { status: 'loading', count: old[type]?.count } }));
    const query: MaterialPageQuery = { type, name, current, pageSize };
    void attempt;
    loadRef.current(query).then(
      (page) => {
        if (!stale) setLoads((old) => ({ ...old, [type]: { status: 'ready', count: page.count, list: page.list } }));
      },
      (error: unknown) => {
        if (stale) return;
        const message = error instanceof Error && error.message ? error.message : undefined;
        setLoads((old) => ({ ...old, [type]: { status: 'error', count: old[type]?.count, message } }));
      },
    );
    return () => {
      stale = true;
    };
  }, [type, name, current, pageSize, attempt]);

  // A page past the end (rows removed meanwhile): go to the last page.
  const lastPage = load.status === 'ready' ? Math.max(1, Math.ceil(load.count / pageSize)) : current;
  useEffect(() => {
    if (current > lastPage) setPages((old) => ({ ...old, [type]: lastPage }));
  }, [current, lastPage, type]);

  // The selection spans types and pages.
  const [innerSelected, setInnerSelected] = useState<T[]>(defaultValue);
  const selected = value ?? innerSelected;
  const [capNotice, setCapNotice] = useState<{ id: number; max: number } | null>(null);
  const rows = load.status === 'ready' ? load.list : [];
  const selectedKeys = useMemo(
    () => new Set<Key>(selected.filter((m) => m.type === type).map((m) => m.id)),
    [selected, type],
  );
  const counts = countByType(selected);

  const onSelectionChange = (keys: 'all' | Set<Key>) => {
    const result = applyPageSelection<T>({
      selected,
      type,
      rows,
      pageSelection: keys === 'all' ? 'all' : (keys as Set<T['id']>),
      selectionMode,
      maxSelection,
    });
    const overCap = selectionMode === 'multiple' && maxSelection !== undefined && result.rejected.length > 0;
    setCapNotice(overCap ? { id: (capNotice?.id ?? 0) + 1, max: maxSelection } : null);
    setInnerSelected(result.selected);
    onChange?.(result.selected);
  };

  const columns = useMemo<TableColumn<T>[]>(
    () => [
      {
        key: 'name',
        title: '素材别名',
        width: '30%',
        isRowHeader: true,
        render: (material) => (
          <span className={styles.nameCell}>
            <span className={styles.name}>{material.name}</span>
            {material.tag && <Badge variant="brand">{material.tag}</Badge>}
          </span>
        ),
      },
      { key: 'preview', title: '预览', render: (material) => <MaterialPreview material={material} /> },
    ],
    [],
  );

  const content = (
    <div className={styles.body}>
      {capNotice && (
        <Alert key={capNotice.id} variant="warning" isDismissable onClose={() => setCapNotice(null)}>
          {maxSelectionMessage(capNotice.max)}
        </Alert>
      )}
      {load.status === 'error' ? (
        <Alert
          variant="error"
          title={errorText}
          action={
            <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
              {retryText}
            </Button>
          }
        >
          {load.message}
        </Alert>
      ) : (
        <Table<T>
          aria-label={`${labelOf(type)}素材列表`}
          columns={columns}
          rows={rows}
          getRowKey={(material) => material.id}
          isLoading={load.status === 'loading'}
          emptyContent={
            <EmptyState
              className={styles.empty}
              title={emptyText}
              description={name ? `没有别名包含“${name}”的素材` : undefined}
            />
          }
          minWidth={480}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          className={styles.table}
        />
      )}
      <div className={styles.footer}>
        <span className={styles.count}>{selectedCountText(selected.length)}</span>
        {load.count !== undefined && (
          <Pagination total={load.count} pageSize={pageSize} current={current} onChange={setPage} hideOnSinglePage />
        )}
      </div>
    </div>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset brings form-control semantics and wants a legend; a named group is what this is.
    <div {...props} ref={ref} role="group" aria-label={ariaLabel} className={clsx(styles.root, className)}>
      <SearchField
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={searchText}
        onChange={setSearchText}
        onSubmit={(text) => searchFor(text)}
        onClear={() => searchFor('')}
        className={styles.search}
      />
      {types.length > 1 ? (
        <Tabs selectedKey={type} onSelectionChange={(key) => setActiveType(Number(key) as MaterialType)}>
          <TabList aria-label="素材类型">
            {types.map((t) => (
              <Tab key={t} id={t}>
                {labelOf(t)}
                {(counts[t] ?? 0) > 0 && (
                  <span className={styles.tabCount}>
                    <VisuallyHidden elementType="span">，已选</VisuallyHidden>
                    {counts[t]}
                    <VisuallyHidden elementType="span">项</VisuallyHidden>
                  </span>
                )}
              </Tab>
            ))}
          </TabList>
          {types.map((t) => (
            <TabPanel key={t} id={t} className={styles.panel}>
              {content}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        content
      )}
    </div>
  );
}
