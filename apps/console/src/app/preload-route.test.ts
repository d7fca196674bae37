import { afterEach, describe, expect, it, vi } from 'vitest';

// The toasts are what a stale token must not add to: they are recorded, not shown.
vi.mock('../lib/notify', () => ({
  notify: { error: vi.fn(), warning: vi.fn(), success: vi.fn() },
  askConfirm: vi.fn(),
}));

const { takeDashboardPrefetch } = await import('../features/dashboard/main/prefetch');
const { askConfirm, notify } = await import('../lib/notify');
const { clearSessionAtom, startSessionAtom, tokenAtom, userInfoAtom } = await import('../lib/session');
const { store } = await import('../lib/store');
const { preloadRoute } = await import('./preload-route');

const DATA_PATHS = ['/v1/api/common/message', '/v1/api/wechat/config', '/v1/api/wechat/status'];

/** Answers each API call (every one with `code`), and records the paths asked for in order. */
function serve(code = 0) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      asked.push(path);
      const data = path === '/v1/api/user/info' ? { name: '小明' } : null;
      return new Response(JSON.stringify(code ? { code, msg: '登录已过期', data: null } : { code, msg: '成功', data }));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  takeDashboardPrefetch(null);
});

describe('preloadRoute', () => {
  it('asks nothing for a visitor on a protected page', () => {
    const asked = serve();
    store.set(clearSessionAtom);
    preloadRoute('/dashboard/main');
    // The API client and the prefetch call fetch synchronously: a request started here would be recorded already.
    expect(asked).toEqual([]);
  });

  it('starts the user info and the dashboard data together, once (also through the /dashboard redirect)', async () => {
    const asked = serve();
    store.set(startSessionAtom, { token: 'tok', userId: 'u1' });
    preloadRoute('/dashboard');
    preloadRoute('/dashboard/main');
    // All four before any answer.
    expect(asked[0]).toBe('/v1/api/user/info');
    expect(asked.slice(1).sort()).toEqual(DATA_PATHS);
    await vi.waitFor(() => expect(store.get(userInfoAtom)).toEqual({ name: '小明' }));
    expect(takeDashboardPrefetch('u1')).not.toBeNull();
  });

  it('with a stale token, ends the session and shows only the user-info error', async () => {
    const asked = serve(40001);
    store.set(startSessionAtom, { token: 'stale', userId: 'u1' });
    preloadRoute('/dashboard/main');
    await vi.waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(asked.slice(1).sort()).toEqual(DATA_PATHS);
    const prefetched = takeDashboardPrefetch('u1');
    await Promise.allSettled([prefetched?.config, prefetched?.notices, prefetched?.status]);
    await expect(prefetched?.status).rejects.toMatchObject({ code: 40001 });
    expect(vi.mocked(notify.error).mock.calls).toEqual([['登录已过期']]);
    expect(askConfirm).not.toHaveBeenCalled();
  });
});
