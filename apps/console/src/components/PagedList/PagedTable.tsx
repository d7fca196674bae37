import { Button, EmptyState, Skeleton, SkeletonRegion, Table, type TableColumn } from '@weassit/ui';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useContactsMessages } from '../../lib/i18n/console/contacts';
import { LazyPagination } from '../LazyPagination';
import * as styles from './PagedTable.css';
import type { PagedList } from './use-paged-list';

export interface PagedTableProps<T extends object> {
  /** The list's state, from `usePagedList`. */
  list: PagedList<T>;
  /** Names the table for assistive technology (e.g. 好友列表). */
  'aria-label': string;
  columns: TableColumn<T>[];
  getRowKey: (row: T) => Key;
  /** What shows when the list has no rows at all (not a search without matches): title, why, what to do. */
  empty: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** The table's text when a search matched nothing. */
  noMatch?: ReactNode;
  /** The table's minimum width before it scrolls sideways. */
  minWidth?: number;
}

/**
 * The body of a server-paged list: skeletons until the first page arrives, a retry when it failed, an empty
 * state that explains where rows come from, then the table (busy while the next page loads) and the pagination.
 */
export function PagedTable<T extends object>({
  list,
  'aria-label': ariaLabel,
  columns,
  getRowKey,
  empty,
  noMatch,
  minWidth,
}: PagedTableProps<T>) {
  const t = useContactsMessages();
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
  if (data.count === 0 && !query.word && status === 'ready') {
    return <EmptyState {...empty} headingLevel={2} />;
  }
  return (
    <div className={styles.root}>
      <Table
        aria-label={ariaLabel}
        columns={columns}
        rows={data.list}
        getRowKey={getRowKey}
        isLoading={status === 'loading'}
        emptyContent={noMatch}
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
