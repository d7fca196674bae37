import type { Page } from '@weassit/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { initialPagedQuery, lastValidPage, type PagedQuery, pagedQueryReducer, toRequestParams } from './paged-query';

/** Loads one page: `word` is present only while searching. */
export type PageLoader<T> = (params: { current: number; pageSize: number; word?: string }) => Promise<Page<T>>;

export type PagedListStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  query: PagedQuery;
  /** The last page loaded (kept while the next one loads), or undefined before the first answer. */
  data: Page<T> | undefined;
  status: PagedListStatus;
  /** A new search word (trimmed): back to page 1. */
  search: (word: string) => void;
  /** Another page or page size. */
  setPage: (current: number, pageSize: number) => void;
  /** Loads the current page again (after a delete, or to retry). */
  reload: () => void;
}

/**
 * A server-paged, searchable list: keeps the query, loads a page whenever it changes, drops answers that come
 * back after a newer request, and keeps the previous rows on screen while the next page loads. Failures are
 * already shown by the API client; the list only reports `status: 'error'`.
 */
export function usePagedList<T>(load: PageLoader<T>, pageSize?: number): PagedList<T> {
  const [query, dispatch] = useReducer(pagedQueryReducer, pageSize, initialPagedQuery);
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

  const search = useCallback((word: string) => dispatch({ type: 'search', word }), []);
  const setPage = useCallback(
    (current: number, size: number) => dispatch({ type: 'page', current, pageSize: size }),
    [],
  );
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { query, data, status, search, setPage, reload };
}
