/** The React plumbing TargetPicker needs that is not about rendering: controlled state, stable callbacks, idle work. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buildSearchIndex, type SearchIndex, type TargetOption } from './TargetPicker.logic';

/** The value of a controlled prop, or of local state when the prop is left out. */
export function useControlledIds(
  value: readonly string[] | undefined,
  defaultValue: readonly string[],
  onChange: ((ids: string[]) => void) | undefined,
): [readonly string[], (ids: string[]) => void] {
  const [local, setLocal] = useState(defaultValue);
  const current = value ?? local;
  const set = useCallback(
    (ids: string[]) => {
      if (value === undefined) setLocal(ids);
      onChange?.(ids);
    },
    [value, onChange],
  );
  return [current, set];
}

/** A callback with a stable identity that always calls the latest `fn` (for memoised children). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** Runs `task` when the browser is idle (soon after the first paint), or after a short timeout. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * The search index (one lower-cased text per option), built once per options array: when the browser is idle
 * after the list first paints, or on the first search if that comes sooner, so mounting does not wait for it.
 * Returns the getter; its identity changes with `options`.
 */
export function useIdleSearchIndex(options: readonly TargetOption[]): () => SearchIndex {
  const cache = useRef<SearchIndex | null>(null);
  const getIndex = useCallback(() => {
    if (cache.current?.options !== options) cache.current = buildSearchIndex(options);
    return cache.current;
  }, [options]);
  useEffect(() => whenIdle(getIndex), [getIndex]);
  return getIndex;
}

/**
 * The active option, as an index into `list`: back to the first after every filter (a new `version`, even when
 * it yields the same list) and when the list changes. Returns the index (kept within the list) and its setter.
 */
export function useActiveIndex(list: readonly unknown[], version: number): [number, (index: number) => void] {
  const [active, setActive] = useState({ list, version, index: 0 });
  const index =
    active.list === list && active.version === version ? Math.min(active.index, Math.max(list.length - 1, 0)) : 0;
  const move = useCallback((next: number) => setActive({ list, version, index: next }), [list, version]);
  return [index, move];
}
