/** What a paged list asks the server for: `current` (1-based), `pageSize`, and the search `word`. */
export interface PagedQuery {
  current: number;
  pageSize: number;
  word: string;
}

export type PagedQueryAction = { type: 'search'; word: string } | { type: 'page'; current: number; pageSize: number };

export const DEFAULT_PAGE_SIZE = 10;
/** The server's longest search word (CONTACT_SEARCH_MAX_LENGTH). */
export const SEARCH_WORD_MAX_LENGTH = 64;

export const initialPagedQuery = (pageSize = DEFAULT_PAGE_SIZE): PagedQuery => ({ current: 1, pageSize, word: '' });

/**
 * The next query: a new search word (trimmed, capped) goes back to page 1; an unchanged one keeps the query (the
 * same object, so no reload); a page change keeps the word.
 */
export function pagedQueryReducer(query: PagedQuery, action: PagedQueryAction): PagedQuery {
  if (action.type === 'search') {
    const word = action.word.trim().slice(0, SEARCH_WORD_MAX_LENGTH);
    return word === query.word ? query : { ...query, word, current: 1 };
  }
  const current = Math.max(1, Math.floor(action.current) || 1);
  const pageSize = Math.max(1, Math.floor(action.pageSize) || query.pageSize);
  return current === query.current && pageSize === query.pageSize ? query : { ...query, current, pageSize };
}

/** The query parameters of a request: `word` only when there is one. */
export function toRequestParams(query: PagedQuery): { current: number; pageSize: number; word?: string } {
  return query.word
    ? { current: query.current, pageSize: query.pageSize, word: query.word }
    : { current: query.current, pageSize: query.pageSize };
}

/**
 * The page to show after the list shrank (a row deleted, a filter narrowed elsewhere): the last page that still
 * has rows, at least 1.
 */
export function lastValidPage(current: number, count: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return Math.min(current, pages);
}
