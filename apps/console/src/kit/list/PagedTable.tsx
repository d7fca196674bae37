import { Button, EmptyState, Skeleton, SkeletonRegion, Table, type TableColumn } from '@weassit/ui';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { LazyPagination } from '../../components/LazyPagination';
import { useKitListMessages } from '../../lib/i18n/console/kit-list';
import { format } from '../../lib/i18n/format';
import * as styles from './PagedTable.css';
import { isFiltered, type ListFilters } from './paged-query';
import type { PagedList } from './use-paged-list';

export interface PagedTableProps<T extends object, F extends ListFilters = ListFilters> {
  /** The list's state, from `usePagedList`. */
  list: PagedList<T, F>;
  /** Names the table for assistive technology (e.g. 好友列表). */
  'aria-label': string;
  columns: TableColumn<T>[];
  getRowKey: (row: T) => Key;
  /** What shows when the list has no rows at all (no filter set): title, why, what to do. */
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** The table's text when the filters matched nothing; by default 没有找到与“…”匹配的结果. */
  noMatch?: ReactNode;
  /** The table's minimum width before it scrolls sideways. */
  minWidth?: number;
}

/** Whether the list is loaded and has no rows at all: the empty state shows (and carries the primary action). */
export const isEmptyList = (list: Pick<PagedList<unknown, ListFilters>, 'status' | 'data' | 'query'>): boolean =>
  list.status === 'ready' && list.data?.count === 0 && !isFiltered(list.query);

/**
 * The body of a server-paged list: skeletons until the first page arrives, a retry when it failed, an empty
 * state that explains where rows come from, then the table (busy while the next page loads) and the pagination.
 */
export function PagedTable<T extends object, F extends ListFilters>({
  list,
  'aria-label': ariaLabel,
  columns,
  getRowKey,
  empty,
  noMatch,
  minWidth,
}: PagedTableProps<T, F>) {
  const t = useKitListMessages();
  const { data, status, query } = list;

  if (data === undefined && status !== 'error') {
    return <SkeletonRegion isLoading loadingLabel={t.loading} skeleton={<Skeleton lines={6} />} />;
  }
  if (data === undefined) {
    return (
      <EmptyState
        title={t.loadFailed}
        description={t.loadFailedDescription}
        headingLevel={2}
        action={
          <Button variant="secondary" onPress={list.reload}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (isEmptyList(list)) return <EmptyState {...empty} headingLevel={2} />;
  const words = Object.values(query.filters).filter(Boolean).join(' ');
  return (
    <div className={styles.root}>
      <Table
        aria-label={ariaLabel}
        columns={columns}
        rows={data.list}
        getRowKey={getRowKey}
        isLoading={status === 'loading'}
        emptyContent={noMatch ?? format(t.noMatch, { word: words })}
        minWidth={minWidth}
      />
      <div className={styles.footer}>
        <LazyPagination
          total={data.count}
          current={query.current}
          pageSize={query.pageSize}
          pageSizeOptions={[10, 20, 50]}
          onChange={list.setPage}
        />
      </div>
    </div>
  );
}
