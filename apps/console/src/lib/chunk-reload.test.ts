import { describe, expect, it } from 'vitest';
import { chunkLoaded, RELOAD_WINDOW_MS, type ReloadEnv, reloadForStaleChunk } from './chunk-reload';

/** A session with its own storage and clock, counting reloads. */
function session(start = 1_000_000) {
  const items = new Map<string, string>();
  const state = { now: start, reloads: 0, online: true };
  const env: ReloadEnv = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    now: () => state.now,
    online: () => state.online,
    reload: () => {
      state.reloads += 1;
    },
  };
  return { env, state, items };
}

describe('reloadForStaleChunk', () => {
  it('reloads on the first failure, and not again for a failure within the window', () => {
    const { env, state } = session();
    expect(reloadForStaleChunk('contactList', env)).toBe(true);
    expect(state.reloads).toBe(1);
    state.now += RELOAD_WINDOW_MS - 1;
    expect(reloadForStaleChunk('contactList', env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('does not reload for another chunk within the window either', () => {
    const { env, state } = session();
    reloadForStaleChunk('contactList', env);
    state.now += 1_000;
    expect(reloadForStaleChunk('consoleFrame', env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('reloads again once the window has passed', () => {
    const { env, state } = session();
    reloadForStaleChunk('contactList', env);
    state.now += RELOAD_WINDOW_MS;
    expect(reloadForStaleChunk('contactList', env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('is re-armed when the chunk it reloaded for loads, but not by another chunk loading', () => {
    const { env, state } = session();
    reloadForStaleChunk('contactList', env);
    state.now += 1_000;
    // After the reload the frame loads first: the page's chunk may still be missing, so no second reload.
    chunkLoaded('consoleFrame', env);
    expect(reloadForStaleChunk('contactList', env)).toBe(false);
    // The page's chunk loaded: the reload helped, and the next stale chunk may reload again.
    chunkLoaded('contactList', env);
    expect(reloadForStaleChunk('roomList', env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('a keyless chunk loading clears nothing', () => {
    const { env, state } = session();
    reloadForStaleChunk('', env);
    chunkLoaded('', env);
    expect(reloadForStaleChunk('', env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('never reloads when storage is unavailable (no loop guard)', () => {
    const { env, state } = session();
    const broken: ReloadEnv = {
      ...env,
      storage: {
        ...env.storage,
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    };
    expect(reloadForStaleChunk('contactList', broken)).toBe(false);
    expect(state.reloads).toBe(0);
    expect(() => chunkLoaded('contactList', broken)).not.toThrow();
  });

  it('does not reload while offline, nor count that as its one reload', () => {
    const { env, state } = session();
    state.online = false;
    expect(reloadForStaleChunk('contactList', env)).toBe(false);
    state.online = true;
    expect(reloadForStaleChunk('contactList', env)).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('treats an unreadable marker as no marker', () => {
    const { env, state, items } = session();
    items.set('weassit_chunk_reload', 'garbage');
    expect(reloadForStaleChunk('contactList', env)).toBe(true);
    expect(state.reloads).toBe(1);
  });
});
