import type { Page } from '@weassit/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  initialPagedQuery,
  type ListFilters,
  lastValidPage,
  type PagedQuery,
  type PageParams,
  pagedQueryReducer,
  type SearchFilters,
  toRequestParams,
} from './paged-query';

/** Loads one page: each filter is present only while it is set. */
export type PageLoader<T, F extends ListFilters = SearchFilters> = (params: PageParams<F>) => Promise<Page<T>>;

export type PagedListStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T, F extends ListFilters = SearchFilters> {
  query: PagedQuery<F>;
  /** The last page loaded (kept while the next one loads), or undefined before the first answer. */
  data: Page<T> | undefined;
  status: PagedListStatus;
  /** New filter values (trimmed; the others stay): back to page 1. */
  filter: (filters: Partial<F>) => void;
  /** Another page or page size. */
  setPage: (current: number, pageSize: number) => void;
  /** Loads the current page again (after a save or a delete, or to retry). */
  reload: () => void;
}

export interface PagedListOptions<F extends ListFilters> {
  /** Every filter with its starting value; a list with one search box gets `{ word: '' }`. */
  filters?: F;
  pageSize?: number;
}

/**
 * A server-paged, filterable list: keeps the query, loads a page whenever it changes, drops answers that come
 * back after a newer request, and keeps the previous rows on screen while the next page loads. Failures are
 * already shown by the API client; the list only reports `status: 'error'`.
 */
export function usePagedList<T, F extends ListFilters = SearchFilters>(
  load: PageLoader<T, F>,
  { filters, pageSize }: PagedListOptions<F> = {},
): PagedList<T, F> {
  // Without filters the list has one search box (F is then SearchFilters).
  const [query, dispatch] = useReducer(pagedQueryReducer<F>, undefined, () =>
    initialPagedQuery((filters ?? { word: '' }) as F, pageSize),
  );
  const [data, setData] = useState<Page<T> | undefined>(undefined);
  const [status, setStatus] = useState<PagedListStatus>('loading');
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadRef.current(toRequestParams(query)).then(
      (page) => {
        if (!live) return;
        // A page beyond the end (the last row of the last page was deleted): go back to the last real one.
        const valid = lastValidPage(query.current, page.count, query.pageSize);
        if (valid !== query.current && page.list.length === 0) {
          dispatch({ type: 'page', current: valid, pageSize: query.pageSize });
          return;
        }
        setData(page);
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [query, generation]);

  const filter = useCallback((next: Partial<F>) => dispatch({ type: 'filter', filters: next }), []);
  const setPage = useCallback(
    (current: number, size: number) => dispatch({ type: 'page', current, pageSize: size }),
    [],
  );
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { query, data, status, filter, setPage, reload };
}
