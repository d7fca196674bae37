import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';

/** A friend or a group found by a name search. */
export interface NameOption {
  /** The contact's or group's id. */
  id: Key;
  /** The nickname (or the group's name): the text chosen into the field. */
  name: string;
  /** The remark name the robot's owner gave the friend (备注), shown beside the name. */
  alias?: string;
}

/** What a name search is asked: `type: 'name'` for contacts, `'room'` for groups, and the typed word. */
export interface NameSearchQuery {
  type: string;
  word: string;
}

/**
 * The caller's search. The signal is aborted when a newer search supersedes this one (pass it to `fetch`); a
 * superseded search's result is ignored even if it arrives.
 */
export type NameSearchFunction = (query: NameSearchQuery, signal: AbortSignal) => Promise<NameOption[]>;

/** The default debounce of a name search, in milliseconds. */
export const DEFAULT_SEARCH_DEBOUNCE = 300;

export interface SearchControllerOptions<R> {
  /** How long typing must pause before a search starts. */
  delay: number;
  /** Runs one search. */
  run: (word: string, signal: AbortSignal) => Promise<R>;
  /** A search is pending or running for `word`. */
  onPending?: (word: string) => void;
  /** The latest search finished. Never called for a superseded search. */
  onResult: (word: string, result: R) => void;
  /** The latest search failed. Never called for a superseded or aborted search. */
  onError: (word: string, error: unknown) => void;
}

export interface SearchController {
  /** Searches `word` once typing has paused for the delay; supersedes any pending or running search. */
  schedule(word: string): void;
  /** Searches `word` now; supersedes any pending or running search. */
  runNow(word: string): void;
  /** Drops any pending or running search (its result will be ignored). */
  cancel(): void;
}

/**
 * A debounced search that only ever reports the latest request: scheduling or starting a search aborts the
 * running one (through its AbortSignal) and a superseded request's result or error is ignored, so a slow old
 * response can never overwrite a newer one.
 */
export function createSearchController<R>(options: SearchControllerOptions<R>): SearchController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;

  const supersede = () => {
    clearTimeout(timer);
    timer = undefined;
    generation += 1;
    controller?.abort();
    controller = undefined;
  };

  const start = (word: string) => {
    supersede();
    const current = generation;
    const own = new AbortController();
    controller = own;
    options.onPending?.(word);
    const isLatest = () => current === generation && !own.signal.aborted;
    let request: Promise<R>;
    try {
      request = Promise.resolve(options.run(word, own.signal));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (result) => {
        if (isLatest()) {
          controller = undefined;
          options.onResult(word, result);
        }
      },
      (error: unknown) => {
        if (isLatest()) {
          controller = undefined;
          options.onError(word, error);
        }
      },
    );
  };

  return {
    schedule(word) {
      supersede();
      options.onPending?.(word);
      timer = setTimeout(() => start(word), options.delay);
    },
    runNow: start,
    cancel: supersede,
  };
}

/** The state of a name search: idle (nothing asked), loading, done (with results) or failed. */
export type NameSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface NameSearchState {
  status: NameSearchStatus;
  /** The results of the latest finished search (empty otherwise). */
  results: NameOption[];
  /** The word the results (or the error) are for. */
  word: string | null;
  /** The latest search's rejection. */
  error: unknown;
}

const IDLE: NameSearchState = { status: 'idle', results: [], word: null, error: null };

export interface NameSearchOptions {
  search: NameSearchFunction;
  /** The `type` of the query: 'name' for contacts, 'room' for groups. */
  searchType: string;
  /** Debounce in milliseconds. */
  debounce: number;
}

/**
 * The React side of a name search (internal): `schedule` on typing, `runNow` when the list is opened on demand,
 * `clear` when there is nothing to search; cancelled on unmount.
 */
export function useNameSearch({ search, searchType, debounce }: NameSearchOptions) {
  const [state, setState] = useState<NameSearchState>(IDLE);
  // The latest props, read when a search starts (not when it was scheduled).
  const latest = useRef({ search, searchType });
  latest.current = { search, searchType };

  const controllerRef = useRef<SearchController | null>(null);
  const delayRef = useRef(debounce);
  if (!controllerRef.current || delayRef.current !== debounce) {
    controllerRef.current?.cancel();
    delayRef.current = debounce;
    controllerRef.current = createSearchController<NameOption[]>({
      delay: debounce,
      run: (word, signal) => latest.current.search({ type: latest.current.searchType, word }, signal),
      onPending: (word) =>
        setState((s) => ({ status: 'loading', results: s.word === word ? s.results : [], word, error: null })),
      onResult: (word, results) => setState({ status: 'done', results, word, error: null }),
      onError: (word, error) => setState({ status: 'error', results: [], word, error }),
    });
  }
  const controller = controllerRef.current;

  useEffect(() => () => controllerRef.current?.cancel(), []);

  return {
    ...state,
    schedule: (word: string) => controller.schedule(word),
    runNow: (word: string) => controller.runNow(word),
    /** Forgets everything: no pending search, no results. */
    clear: () => {
      controller.cancel();
      setState(IDLE);
    },
    /** Stops any pending search and keeps the results shown. */
    cancel: () => {
      controller.cancel();
      setState((s) => (s.status === 'loading' ? { ...s, status: s.word == null ? 'idle' : 'done' } : s));
    },
  };
}

/** What the list says for a search state with no options: 加载中, the error, or 无匹配项. */
export function searchEmptyText(
  status: NameSearchStatus,
  error: unknown,
  texts: { loading: ReactNode; empty: ReactNode; error: ReactNode | ((error: unknown) => ReactNode) },
): ReactNode {
  if (status === 'loading') return texts.loading;
  if (status === 'error') return typeof texts.error === 'function' ? texts.error(error) : texts.error;
  return texts.empty;
}
