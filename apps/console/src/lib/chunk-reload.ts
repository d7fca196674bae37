/**
 * Reload-once for stale chunks: after a redeploy the running entry still asks for the old chunk names, which are
 * gone (404), and a reload fetches the new entry. A sessionStorage marker (when, and which chunk) stops a chunk
 * that keeps failing from reloading the page in a loop: within `RELOAD_WINDOW_MS` of the last reload, a failed
 * chunk shows the error instead. Only a later successful load of that same chunk clears the marker, so another
 * chunk's success between the reload and the failure cannot re-arm it.
 */

const MARKER = 'weassit_chunk_reload';
/** Long enough for a slow network to reach the failing chunk again after the reload. */
export const RELOAD_WINDOW_MS = 60_000;

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  /** False when the browser knows it is offline: a reload would lose the console for the browser's error page. */
  online: () => boolean;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => ({
  storage: sessionStorage,
  now: Date.now,
  online: () => navigator.onLine,
  reload: () => location.reload(),
});

/**
 * Chunk `key` failed to load: reloads the page and returns true, unless the page reloaded for a chunk less
 * than the window ago, the browser is offline, or storage is unavailable (no loop guard): then false, and the
 * error should show.
 */
export function reloadForStaleChunk(key: string, env?: ReloadEnv): boolean {
  try {
    const { storage, now, online, reload } = env ?? browserEnv();
    if (!online()) return false;
    const at = Number((storage.getItem(MARKER) ?? '').split(' ')[0]);
    if (now() - at < RELOAD_WINDOW_MS) return false;
    storage.setItem(MARKER, `${now()} ${key}`);
    reload();
    return true;
  } catch {
    return false;
  }
}

/** Chunk `key` loaded: when the last reload was for it, the reload helped and the guard is re-armed. */
export function chunkLoaded(key: string, env?: ReloadEnv): void {
  if (!key) return;
  try {
    const { storage } = env ?? browserEnv();
    if (storage.getItem(MARKER)?.split(' ')[1] === key) storage.removeItem(MARKER);
  } catch {
    // Storage unavailable: nothing was marked.
  }
}
