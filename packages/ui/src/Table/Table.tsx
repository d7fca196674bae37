import { clsx } from 'clsx';
import { type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { mergeRefs } from 'react-aria';
import {
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Table as RACTable,
  type TableProps as RACTableProps,
  Row,
  TableBody,
  TableHeader,
  VisuallyHidden,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, MinusIcon } from '../icons';
import { Spinner } from '../Spinner';
import * as styles from './Table.css';

export interface TableColumn<T> {
  /** The column's id: the `column` of a `sortDescriptor`, and the field of `row` shown when there is no `render`. */
  key: string;
  /** The header text. */
  title: ReactNode;
  /** A CSS width (`120`, `'20%'`); columns without one share the rest. */
  width?: number | string;
  /** Whether the header sorts the table when pressed (the caller sorts `rows` in `onSortChange`). */
  allowsSorting?: boolean;
  /**
   * Horizontal alignment of the header and the cells (`end` for numbers).
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end';
  /** Renders the cell of `row`; without it the cell shows `row[key]`. */
  render?: (row: T) => ReactNode;
  /**
   * Whether the cells of this column name their row for screen readers (`rowheader`). When no column sets it,
   * the first column does.
   */
  isRowHeader?: boolean;
  /** The header's text for assistive technology when `title` is not a string. */
  textValue?: string;
}

export interface TableProps<T extends object>
  extends Omit<RACTableProps, 'children' | 'className' | 'style' | 'aria-label'> {
  /** What the table lists (e.g. 素材列表); required, since a table needs a name. */
  'aria-label': string;
  /** The columns, in display order. */
  columns: TableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** A stable, unique key of a row: what `selectedKeys` and `onRowAction` use. */
  getRowKey: (row: T) => Key;
  /**
   * Replace the rows with a loading row (a spinner and `loadingText`) and mark the table `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * @default '加载中…'
   */
  loadingText?: ReactNode;
  /**
   * Shown in a single row when `rows` is empty.
   * @default '暂无数据'
   */
  emptyContent?: ReactNode;
  /**
   * The table's minimum width: below it the table scrolls sideways in its container (below 480 px the rows
   * become a list instead).
   * @default 640
   */
  minWidth?: number | string;
  /**
   * The header of the selection column in single-selection mode (read by screen readers only; multiple
   * selection shows a select-all checkbox there).
   * @default '选择'
   */
  selectionColumnLabel?: string;
  /** The class of the scroll container (the outer element). */
  className?: string;
  ref?: Ref<HTMLTableElement | HTMLDivElement>;
}

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/** The column's name as text, shown above each of its cells when the rows are a list. */
function labelOf(column: TableColumn<never>): string | undefined {
  return typeof column.title === 'string' && column.title ? column.title : column.textValue || undefined;
}

function defaultCell(row: object, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

/**
 * A data table for console lists, built on RAC Table: a column/row API (`columns`, `rows`, `getRowKey`,
 * custom cells through `render`), sortable headers (`sortDescriptor` / `onSortChange`, `aria-sort` on the
 * header), row selection with checkboxes (`selectionMode`, Space or a click toggles a row), grid keyboard
 * navigation, a loading row, an empty state, sideways scrolling below `minWidth`, and a list (each row a block, each
 * cell under its column's name) when the table's container is narrower than 480 px.
 */
export function Table<T extends object>({
  columns,
  rows,
  getRowKey,
  isLoading = false,
  loadingText = '加载中…',
  emptyContent = '暂无数据',
  minWidth = 640,
  selectionColumnLabel = '选择',
  selectionMode = 'none',
  className,
  ref,
  ...props
}: TableProps<T>) {
  const tableRef = useRef<HTMLTableElement | HTMLDivElement>(null);
  // RAC passes only labelling ARIA attributes through, so aria-busy is set on the element directly.
  useLayoutEffect(() => {
    if (isLoading) tableRef.current?.setAttribute('aria-busy', 'true');
    else tableRef.current?.removeAttribute('aria-busy');
  }, [isLoading]);

  const hasSelection = selectionMode !== 'none';
  // RAC needs at least one row-header column: the first one unless the caller picked others.
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  return (
    <div className={clsx(styles.container, className)}>
      <RACTable
        {...props}
        ref={mergeRefs(ref, tableRef)}
        selectionMode={selectionMode}
        className={styles.table}
        style={{ minWidth }}
      >
        <TableHeader className={styles.header}>
          {hasSelection && (
            <Column id="__selection" className={clsx(styles.column, styles.selectionCell)}>
              {selectionMode === 'multiple' ? (
                <SelectionCheckbox />
              ) : (
                <VisuallyHidden>{selectionColumnLabel}</VisuallyHidden>
              )}
            </Column>
          )}
          {columns.map((column, index) => (
            <Column
              key={column.key}
              id={column.key}
              allowsSorting={column.allowsSorting}
              isRowHeader={hasRowHeader ? column.isRowHeader : index === 0}
              textValue={column.textValue}
              className={clsx(styles.column, styles.align({ align: column.align }))}
              style={column.width !== undefined ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.title}
                  {allowsSorting && (
                    <span className={styles.sortIndicator} aria-hidden="true">
                      <ChevronUpIcon
                        className={styles.sortArrow}
                        data-active={sortDirection === 'ascending' || undefined}
                      />
                      <ChevronDownIcon
                        className={styles.sortArrow}
                        data-active={sortDirection === 'descending' || undefined}
                      />
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className={styles.body}
          items={isLoading ? [] : rows}
          dependencies={[columns, hasSelection]}
          renderEmptyState={() => (
            <div className={styles.placeholder}>
              {isLoading ? (
                <>
                  <Spinner />
                  {loadingText}
                </>
              ) : (
                emptyContent
              )}
            </div>
          )}
        >
          {(row) => (
            <Row id={getRowKey(row)} className={styles.row} columns={columns} dependencies={[columns, hasSelection]}>
              {hasSelection && (
                <Cell className={clsx(styles.cell, styles.selectionCell)}>
                  <SelectionCheckbox />
                </Cell>
              )}
              <Collection items={columns}>
                {(column) => (
                  <Cell
                    className={clsx(styles.cell, styles.align({ align: column.align }))}
                    data-label={labelOf(column)}
                  >
                    {column.render ? column.render(row) : defaultCell(row, column.key)}
                  </Cell>
                )}
              </Collection>
            </Row>
          )}
        </TableBody>
      </RACTable>
    </div>
  );
}
