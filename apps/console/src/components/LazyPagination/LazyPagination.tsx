import type { PaginationProps } from '@weassit/ui';
import { lazy, Suspense } from 'react';
import * as styles from './LazyPagination.css';

/** Pagination's default page size (its `defaultPageSize`). */
const DEFAULT_PAGE_SIZE = 10;

/*
 * @weassit/ui's Pagination holds a react-aria Select for its page-size choice (list box, popover, focus scope:
 * ~20 kB gzip, a tenth of a table page's first visit), and it shows nothing for a list that fits on one page.
 * So it loads once a list has a second page, after the table is on screen.
 */
const Pagination = lazy(() => import('./pagination-widget'));

/**
 * @weassit/ui's Pagination, loaded on first use: nothing while everything fits on one page (Pagination's own
 * `hideOnSinglePage`), a placeholder of its height while its chunk loads.
 */
export function LazyPagination(props: PaginationProps) {
  const { total, pageSize, defaultPageSize = DEFAULT_PAGE_SIZE, hideOnSinglePage = true } = props;
  if (hideOnSinglePage && total <= (pageSize ?? defaultPageSize)) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <Pagination {...props} />
    </Suspense>
  );
}
