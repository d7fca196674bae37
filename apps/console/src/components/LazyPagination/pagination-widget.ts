// The lazy chunk of LazyPagination: @weassit/ui's Pagination, with the Select, list box and popover of its
// page-size selector.
export { Pagination as default } from '@weassit/ui';
