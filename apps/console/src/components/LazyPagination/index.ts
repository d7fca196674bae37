export { LazyPagination } from './LazyPagination';
