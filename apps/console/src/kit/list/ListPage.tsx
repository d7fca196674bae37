import { PageWrapper } from '@weassit/ui';
import type { ReactNode } from 'react';
import { column } from '../../components/column.css';
import * as styles from './ListPage.css';
import { ListSearchField, type ListSearchFieldProps } from './ListSearchField';
import { isEmptyList, PagedTable, type PagedTableProps } from './PagedTable';
import type { ListFilters } from './paged-query';

export interface ListPageProps<T extends object, F extends ListFilters> extends PagedTableProps<T, F> {
  /** The page's heading (h1). */
  title: string;
  /** What the list depends on, above the toolbar (e.g. the card that switches the feature on). */
  header?: ReactNode;
  /** One search box (debounced, Enter and clear at once) searching `onSearch(word)`. */
  search?: ListSearchFieldProps;
  /** Other filters for the toolbar, e.g. a form of several fields. */
  filters?: ReactNode;
  /**
   * The primary action (添加…, 同步…): in the toolbar, and in the empty state instead when the list has no rows
   * at all, so there is one button of that name, where the user looks.
   */
  primaryAction?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** A list page: title, toolbar (filters and the primary action), then the paged table with its states. */
export function ListPage<T extends object, F extends ListFilters>({
  title,
  header,
  search,
  filters,
  primaryAction,
  children,
  empty,
  ...table
}: ListPageProps<T, F>) {
  const isEmpty = isEmptyList(table.list);
  const hasToolbar = search !== undefined || filters !== undefined || (primaryAction !== undefined && !isEmpty);
  return (
    <PageWrapper title={title}>
      <div className={column.md}>
        {header}
        {hasToolbar && (
          <div className={styles.toolbar}>
            <div className={styles.filters}>
              {search && <ListSearchField {...search} />}
              {filters}
            </div>
            {!isEmpty && primaryAction !== undefined && <div className={styles.actions}>{primaryAction}</div>}
          </div>
        )}
        <PagedTable {...table} empty={{ action: primaryAction, ...empty }} />
      </div>
      {children}
    </PageWrapper>
  );
}
