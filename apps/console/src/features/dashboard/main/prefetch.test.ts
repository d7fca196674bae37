import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { PREFETCH_FRESH_MS, peekDashboardAnswers, prefetchDashboard, takeDashboardPrefetch } from './prefetch';

/** Answers each API call with an envelope for its path, and records the paths asked for. */
function serve() {
  const asked: string[] = [];
  const bodies: Record<string, unknown> = {
    '/v1/api/wechat/config': { id: 'c1', verifyCode: '' },
    '/v1/api/common/message': [{ id: 'n1', text: '公告', createdAt: 0 }],
    '/v1/api/wechat/status': { status: 1 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      asked.push(path);
      return new Response(JSON.stringify({ code: 0, msg: '成功', data: bodies[path] ?? null }));
    }),
  );
  return asked;
}

beforeEach(() => {
  store.set(startSessionAtom, { token: 'tok', userId: 'u1' });
  // Nothing left over from a previous test.
  takeDashboardPrefetch(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard prefetch', () => {
  it('starts the three first requests once and hands them to the page once', async () => {
    const asked = serve();
    prefetchDashboard('u1');
    prefetchDashboard('u1');
    expect(asked.sort()).toEqual(['/v1/api/common/message', '/v1/api/wechat/config', '/v1/api/wechat/status']);

    const taken = takeDashboardPrefetch('u1');
    expect(taken).not.toBeNull();
    await expect(taken?.config).resolves.toEqual({ id: 'c1', verifyCode: '' });
    await expect(taken?.status).resolves.toEqual({ status: 1 });
    await expect(taken?.notices).resolves.toHaveLength(1);
    // A later visit asks again.
    expect(takeDashboardPrefetch('u1')).toBeNull();
  });

  it('shows the answers already in to the first render without taking them', async () => {
    serve();
    prefetchDashboard('u1');
    expect(peekDashboardAnswers('u1')).toEqual({});
    await vi.waitFor(() => expect(Object.keys(peekDashboardAnswers('u1'))).toHaveLength(3));
    expect(peekDashboardAnswers('u1')).toEqual({
      config: { id: 'c1', verifyCode: '' },
      notices: [{ id: 'n1', text: '公告', createdAt: 0 }],
      status: { status: 1 },
    });
    expect(peekDashboardAnswers('u2')).toEqual({});
    expect(takeDashboardPrefetch('u1')).not.toBeNull();
    expect(peekDashboardAnswers('u1')).toEqual({});
  });

  it('gives nothing to another user or after the freshness window', () => {
    serve();
    const start = Date.now();
    prefetchDashboard('u1', start);
    expect(takeDashboardPrefetch('u2', start)).toBeNull();
    prefetchDashboard('u1', start);
    expect(takeDashboardPrefetch('u1', start + PREFETCH_FRESH_MS)).toBeNull();
  });

  it('starts a new set once the last one is stale', () => {
    const asked = serve();
    const start = Date.now();
    prefetchDashboard('u1', start);
    prefetchDashboard('u1', start + PREFETCH_FRESH_MS);
    expect(asked).toHaveLength(6);
  });
});
