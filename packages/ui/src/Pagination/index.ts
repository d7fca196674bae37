export { Pagination, type PaginationProps } from './Pagination';
export { getPageItems, type PageItem } from './Pagination.pages';
