/** A list's text filters, by request parameter name (`word`, or e.g. `name` and `tag`). */
export type ListFilters = Record<string, string>;

/** The filters of a list with one search box. */
export interface SearchFilters extends ListFilters {
  word: string;
}

/** What a paged list asks the server for: `current` (1-based), `pageSize`, and its filters. */
export interface PagedQuery<F extends ListFilters = SearchFilters> {
  current: number;
  pageSize: number;
  filters: F;
}

export type PagedQueryAction<F extends ListFilters = SearchFilters> =
  | { type: 'filter'; filters: Partial<F> }
  | { type: 'page'; current: number; pageSize: number };

/** One request's parameters: the page, and the filters that are set (empty ones are left out). */
export type PageParams<F extends ListFilters = SearchFilters> = { current: number; pageSize: number } & Partial<F>;

export const DEFAULT_PAGE_SIZE = 10;
/** The server's longest search word (CONTACT_SEARCH_MAX_LENGTH in @weassit/contract, not imported: no zod here). */
export const SEARCH_WORD_MAX_LENGTH = 64;

export const initialPagedQuery = <F extends ListFilters>(filters: F, pageSize = DEFAULT_PAGE_SIZE): PagedQuery<F> => ({
  current: 1,
  pageSize,
  filters,
});

/**
 * The next query: new filter values (trimmed, capped) go back to page 1; unchanged ones keep the query (the same
 * object, so no reload); a page change keeps the filters.
 */
export function pagedQueryReducer<F extends ListFilters>(
  query: PagedQuery<F>,
  action: PagedQueryAction<F>,
): PagedQuery<F> {
  if (action.type === 'filter') {
    let filters = query.filters;
    for (const [key, value] of Object.entries(action.filters)) {
      const next = (value ?? '').trim().slice(0, SEARCH_WORD_MAX_LENGTH);
      if (next !== filters[key]) filters = { ...filters, [key]: next };
    }
    return filters === query.filters ? query : { ...query, filters, current: 1 };
  }
  const current = Math.max(1, Math.floor(action.current) || 1);
  const pageSize = Math.max(1, Math.floor(action.pageSize) || query.pageSize);
  return current === query.current && pageSize === query.pageSize ? query : { ...query, current, pageSize };
}

/** The query parameters of a request: each filter only when it is set. */
export function toRequestParams<F extends ListFilters>(query: PagedQuery<F>): PageParams<F> {
  const params: Record<string, string | number> = { current: query.current, pageSize: query.pageSize };
  for (const [key, value] of Object.entries(query.filters)) if (value) params[key] = value;
  return params as PageParams<F>;
}

/** Whether any filter is set: an empty answer then means "no match", not "no rows at all". */
export const isFiltered = (query: PagedQuery<ListFilters>): boolean => Object.values(query.filters).some(Boolean);

/**
 * The page to show after the list shrank (a row deleted, a filter narrowed elsewhere): the last page that still
 * has rows, at least 1.
 */
export function lastValidPage(current: number, count: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return Math.min(current, pages);
}
