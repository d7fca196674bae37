import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRobotConfig, parseRobotConfig, saveRobotConfig } from './robot-config';
import { startSessionAtom } from './session';
import { store } from './store';

/** Records each call and answers it with `answer`. */
function serve(answer: unknown) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://console.test'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}

beforeEach(() => store.set(startSessionAtom, { token: 'tok', userId: 'u1' }));
afterEach(() => vi.unstubAllGlobals());

describe('the robot config calls', () => {
  it('reads the record for the user', async () => {
    const calls = serve({ code: 0, msg: '成功', data: { id: 'c1', config: '{}' } });
    await expect(getRobotConfig('u1')).resolves.toEqual({ id: 'c1', config: '{}' });
    expect(calls[0]?.url.pathname).toBe('/v1/api/wechat/config');
    expect(calls[0]?.url.searchParams.get('userId')).toBe('u1');
  });

  it('rejects a quiet read with the server code', async () => {
    serve({ code: 40001, msg: '你已被登出，请重新登录' });
    await expect(getRobotConfig(null, { quiet: true })).rejects.toMatchObject({ code: 40001 });
  });

  it('saves the whole config with the version it started from', async () => {
    const calls = serve({ code: 0, msg: '更新成功', data: { id: 'c1', version: 4 } });
    await expect(saveRobotConfig({ config: '{"a":1}', id: 'c1', version: 3, userId: 'u1' })).resolves.toEqual({
      id: 'c1',
      version: 4,
    });
    expect(calls[0]?.url.pathname).toBe('/v1/api/wechat/config/update');
    expect(calls[0]?.body).toEqual({ config: '{"a":1}', id: 'c1', version: 3, userId: 'u1' });
  });

  it('parses the stored text, and gives {} for none or for text that is not an object', () => {
    const record = { id: 'c', verifyCode: '', panelVersion: '', version: 1 };
    expect(parseRobotConfig({ ...record, config: '{"txApiKey":"k"}' })).toEqual({ txApiKey: 'k' });
    expect(parseRobotConfig({ ...record, config: '[1]' })).toEqual({});
    expect(parseRobotConfig({ ...record, config: 'not json' })).toEqual({});
    expect(parseRobotConfig(null)).toEqual({});
  });
});
