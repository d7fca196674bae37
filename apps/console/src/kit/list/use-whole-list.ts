import { type PagedList, usePagedList } from './use-paged-list';

/** A page size no whole list reaches: the table shows every row and the pagination never appears. */
export const WHOLE_LIST_PAGE_SIZE = Number.MAX_SAFE_INTEGER;

/**
 * A list the server sends whole (a small, capped one, e.g. 自定义对话): `usePagedList` over one page holding
 * every row, so the page gets the same states (loading, failed with 重试, empty, reload after a change) and the
 * same ListPage/PagedTable as a paged list.
 */
export function useWholeList<T>(loadAll: () => Promise<readonly T[]>): PagedList<T> {
  return usePagedList<T>(
    async () => {
      const list = [...(await loadAll())];
      return { list, count: list.length };
    },
    { pageSize: WHOLE_LIST_PAGE_SIZE },
  );
}
