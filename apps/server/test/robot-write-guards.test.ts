import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { ReplayCache } from '../src/lib/replay-cache.ts';
import { signedParams } from '../src/lib/signature.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';
import { openApiKeys, type RobotKeys, robotClient, robotKeys } from './robot-helper.ts';

async function setup(overrides: Partial<Config> = {}) {
  const app = await build(overrides);
  const user = await signupAndLogin(app);
  const keys = await robotKeys(app, user);
  return { app, user, keys, robot: robotClient(app, keys) };
}

/** One signed request, kept so that it can be sent again byte for byte, as a replaying attacker would. */
function captured(app: FastifyInstance, keys: RobotKeys, method: 'GET' | 'POST', path: string, params = {}) {
  const signed = signedParams(params, keys);
  const url = `/open/v1/api${path}`;
  return async () => {
    const res =
      method === 'GET'
        ? await app.inject({
            method,
            url,
            query: Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
            headers: { authorization: '' },
          })
        : await app.inject({ method, url, payload: signed, headers: { authorization: '' } });
    expect(res.statusCode).toBe(200);
    return res.json() as { code: number; msg: string; data: unknown };
  };
}

const reminder = { setter: '张三', subscribe: '张三', isLoop: false, time: '2030-1-1 8:00', content: '喝水' };

describe('replayed robot calls', () => {
  it('refuses a signed write sent a second time, in the robot API’s shape, and applies it once', async () => {
    const { app, keys, robot } = await setup();
    const addReminder = captured(app, keys, 'POST', '/task', reminder);
    expect(await addReminder()).toMatchObject({ code: 200, data: { id: expect.any(String) } });
    expect(await addReminder()).toEqual({ code: 401, msg: expect.stringMatching(/^重复的请求/), data: {} });
    expect((await robot.get('/task')).body.data).toHaveLength(1);
    // The same reminder signed afresh is a new call, not a replay.
    expect((await robot.post('/task', reminder)).body.code).toBe(200);
    expect((await robot.get('/task')).body.data).toHaveLength(2);

    // A GET write too: the heartbeat. The plugin may send identical ones within a millisecond; their nonces
    // differ, so only the byte-for-byte copy is refused.
    const heartbeat = captured(app, keys, 'GET', '/wechat/heart', { heartBeat: 'live' });
    expect((await heartbeat()).code).toBe(200);
    expect(await heartbeat()).toMatchObject({ code: 401, data: {} });
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      const signed = signedParams({ heartBeat: 'live' }, keys, now);
      const query = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)]));
      expect((await app.inject({ method: 'GET', url: '/open/v1/api/wechat/heart', query })).json().code).toBe(200);
    }
  });

  it('makes the MQTT config and open-API sends single-use, keeps reads repeatable, and keys on user and path', async () => {
    const { app, keys, user } = await setup();
    // The answer that holds the MQTT password: a copy of the request (say, from a log of URLs) gets nothing.
    const mqttConfig = captured(app, keys, 'GET', '/ws/mqtt/config');
    expect(await mqttConfig()).toMatchObject({ code: 200, data: { password: expect.any(String) } });
    expect(await mqttConfig()).toEqual({ code: 401, msg: expect.any(String), data: {} });

    // A send through the open API: a copy must not send the message again.
    await app.db.kysely.updateTable('users').set({ role: 'vip' }).where('id', '=', user.userId).execute();
    const send = captured(app, await openApiKeys(app, user), 'POST', '/message/send', {
      target: 'contact',
      name: '张三',
      messages: [{ type: 1, content: '转账已到' }],
    });
    expect((await send()).msg).toMatch(/^机器人不在线/);
    expect(await send()).toMatchObject({ code: 401, msg: expect.stringMatching(/^重复的请求/) });

    // Other reads stay outside the cache: the plugin may fetch the config twice at once (login and ready).
    const config = captured(app, keys, 'GET', '/wechat/config');
    expect((await config()).code).toBe(200);
    expect((await config()).code).toBe(200);

    // The path is not signed, so the same parameters, timestamp and nonce sign alike on two paths: both are
    // genuine calls. Another user's signatures are another user's.
    const signed = signedParams({}, keys);
    const query = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)]));
    expect((await app.inject({ method: 'GET', url: '/open/v1/api/worker/clearverifycode', query })).json().code).toBe(
      200,
    );
    const security = await app.inject({
      method: 'POST',
      url: '/open/v1/api/wechat/clearSecurityInfo',
      payload: signed,
    });
    expect(security.json().code).toBe(200);
    const other = await robotKeys(app, await signupAndLogin(app));
    expect((await captured(app, other, 'GET', '/worker/clearverifycode')()).code).toBe(200);
  });

  it('forgets entries when their signature window is over, and never holds more than its cap', () => {
    const cache = new ReplayCache(3);
    expect(cache.remember('a', 1000, 0)).toBe(true);
    expect(cache.remember('a', 1000, 999)).toBe(false);
    // Past its expiry the signature is refused by the timestamp window anyway; the entry may go.
    expect(cache.remember('a', 3000, 1000)).toBe(true);
    for (const key of ['b', 'c', 'd', 'e']) cache.remember(key, 5000, 1000);
    expect(cache.size).toBe(3);
    expect(cache.remember('e', 5000, 1001)).toBe(false);
    expect(cache.remember('x', 9000, 5000)).toBe(true);
    expect(cache.size).toBe(1);
  });
});

describe('robot write rate', () => {
  it('refuses writes over the per-user rate with a clear message in the robot shape; reads and other users go on', async () => {
    const { app, robot } = await setup({ robotWritesPerMinute: 5 });
    for (let i = 0; i < 5; i++) expect((await robot.get('/wechat/heart', { heartBeat: 'live' })).body.code).toBe(200);
    expect((await robot.get('/wechat/heart', { heartBeat: 'live' })).body).toEqual({
      code: 429,
      msg: '机器人上报过于频繁：每个账号每分钟最多 5 次，请稍后再试',
      data: {},
    });
    const friends = Array.from({ length: 80 }, (_, i) => ({
      robotId: 'wxid_bot',
      contactId: `wxid_${i}`,
      wxid: `wxid_${i}`,
      name: `好友${i}`,
      alias: '',
      gender: 1,
      avatar: '',
      friend: true,
      type: 1,
      weixin: '',
    }));
    expect((await robot.post('/wechat/friend', { friend: friends })).body).toMatchObject({ code: 429, data: {} });
    expect((await robot.get('/wechat/config')).body.code).toBe(200);

    const other = robotClient(app, await robotKeys(app, await signupAndLogin(app)));
    expect((await other.post('/wechat/friend', { friend: friends })).body.code).toBe(200);
  });
});
