export { PagedTable, type PagedTableProps } from './PagedTable';
export {
  DEFAULT_PAGE_SIZE,
  initialPagedQuery,
  lastValidPage,
  type PagedQuery,
  pagedQueryReducer,
  SEARCH_WORD_MAX_LENGTH,
  toRequestParams,
} from './paged-query';
export { type PagedList, type PagedListStatus, type PageLoader, usePagedList } from './use-paged-list';
