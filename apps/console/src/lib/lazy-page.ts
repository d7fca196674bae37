import { atom } from 'jotai';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { chunkLoaded, reloadForStaleChunk } from './chunk-reload';
import { store } from './store';

/** How many lazy chunks are loading right now; the route progress bar shows while it is above 0. */
export const pendingLoadsAtom = atom(0);

/** Counts `promise` as a pending load until it settles. */
export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  store.set(pendingLoadsAtom, (n) => n + 1);
  return promise.finally(() => store.set(pendingLoadsAtom, (n) => Math.max(0, n - 1)));
}

/** A lazy chunk that did not load (gone after a redeploy, or the network): the error boundary says so. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads chunk `key`, counted as a pending load. A failure reloads the page once (a stale chunk after a redeploy),
 * staying pending meanwhile; if the reload did not help, it rejects with a ChunkLoadError.
 */
function loadChunk<T>(key: string, load: () => Promise<T>): Promise<T> {
  return trackLoad(
    load().then(
      (module) => {
        chunkLoaded(key);
        return module;
      },
      (error: unknown) => {
        if (reloadForStaleChunk(key)) return new Promise<never>(() => {});
        throw new ChunkLoadError(String(error), { cause: error });
      },
    ),
  );
}

/** An area chunk: its pages by route name. */
export interface AreaModule {
  pages: Record<string, ComponentType>;
}

/** A lazy component whose chunk can be asked for before it renders. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now (once); rendering the component later waits for the same load. */
  preload: () => void;
};

/**
 * A lazy component over `start`, which is called once however often the component is preloaded or rendered. A
 * failed preload is left to the render: React.lazy gets the same rejected load and the error boundary shows it.
 */
function preloadable<P extends object>(start: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= start();
    return loading;
  };
  return Object.assign(lazy(load), {
    preload: () => {
      load().catch(() => {});
    },
  });
}

const cache = new Map<string, PreloadableComponent<object>>();

/**
 * The page of route `name` from a lazy area chunk, loaded on first render or on `preloadPage` (the progress bar
 * shows meanwhile). One component per name, so re-renders keep the page mounted.
 */
export function lazyPage(name: string, load: () => Promise<AreaModule>): PreloadableComponent<object> {
  let component = cache.get(name);
  if (!component) {
    component = preloadable(() =>
      loadChunk(name, load).then((module) => {
        const page = module.pages[name];
        if (!page) throw new Error(`The area chunk has no page for route ${name}`);
        return { default: page };
      }),
    );
    cache.set(name, component);
  }
  return component;
}

/** Starts loading the page of route `name` before it renders, e.g. while the auth guard still waits. */
export function preloadPage(name: string, load: () => Promise<AreaModule>): void {
  lazyPage(name, load).preload();
}

/**
 * A lazily loaded component (e.g. a layout frame) whose load also drives the progress bar and reloads once when
 * stale; `preload()` starts it early. `key` names the chunk for the reload guard; without one, only its time
 * window applies.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  key = '',
): PreloadableComponent<P> {
  return preloadable(() => loadChunk(key, load));
}

/**
 * A page in its own chunk. An area's page must be a plain component (the route loader hands it to React.lazy,
 * which does not take another lazy component), so this one renders the lazy one; the route's Suspense waits.
 * (Here rather than in a module of its own: several areas use it, which would make it a chunk of a few bytes.)
 */
export function splitPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazyComponent<object>(async () => ({ default: await load() }));
  return function SplitPage() {
    return createElement(Lazy);
  };
}
