import { Writable } from 'node:stream';
import { ErrorCode, ROBOT_CONFIG_MAX_BYTES } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const getConfig = (app: App, user: TestUser, query = '') =>
  app.inject({ method: 'GET', url: `/v1/api/wechat/config${query}`, headers: bearer(user) });
const update = (app: App, user: TestUser, payload: object) =>
  app.inject({ method: 'POST', url: '/v1/api/wechat/config/update', headers: bearer(user), payload });

describe('robot config', () => {
  it('answers null before the first save', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect((await getConfig(app, user, `?userId=${user.userId}`)).json()).toEqual({ code: 0, msg: '成功', data: null });
  });

  it('creates the config on the first save with every default filled in', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const saved = await update(app, user, {
      config: JSON.stringify({ autoReply: true, roomAt: true }),
      userId: user.userId,
    });
    expect(saved.json()).toMatchObject({ code: 0, data: { id: expect.any(String), version: 1 } });
    const { data } = (await getConfig(app, user)).json();
    expect(data).toMatchObject({ id: saved.json().data.id, verifyCode: '', panelVersion: '', version: 1 });
    expect(typeof data.config).toBe('string');
    expect(JSON.parse(data.config)).toMatchObject({
      autoReply: true,
      roomAt: 1,
      defaultReply: '我在呢',
      preventLength: 1000,
      openaiTimeout: 180,
      puppetType: 'wechaty-puppet-wechat',
      replyKeywords: [],
      eventKeywords: [
        { event: 'updateConfig', keywords: ['更新'], reg: 2 },
        { event: 'reloadFriend', keywords: ['同步'], reg: 2 },
      ],
    });
  });

  it('refuses a stale version so two tabs never overwrite each other', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await update(app, user, { config: '{}' });
    const first = await update(app, user, { config: JSON.stringify({ defaultReply: '来自标签页一' }), version: 1 });
    expect(first.json()).toMatchObject({ code: 0, data: { version: 2 } });
    const stale = await update(app, user, { config: JSON.stringify({ defaultReply: '来自标签页二' }), version: 1 });
    expect(stale.json()).toMatchObject({ code: ErrorCode.CONFLICT });
    const { data } = (await getConfig(app, user)).json();
    expect(data.version).toBe(2);
    expect(JSON.parse(data.config).defaultReply).toBe('来自标签页一');
    const missing = await update(app, user, { config: '{}' });
    expect(missing.json().code).toBe(ErrorCode.MISSING_PARAMETER);
  });

  it.each([
    [{ config: '{"autoReply": tru' }, ErrorCode.INVALID_PARAMETER, /合法的 JSON/],
    [{ config: '[1,2]' }, ErrorCode.INVALID_PARAMETER, /对象/],
    [{ config: JSON.stringify({ botScope: 'everyone' }) }, ErrorCode.INVALID_PARAMETER, /botScope/],
    [
      { config: JSON.stringify({ replyKeywords: [{ keywords: ['a'], reg: 9 }] }) },
      ErrorCode.INVALID_PARAMETER,
      /replyKeywords\.0\.reg/,
    ],
    [{ config: JSON.stringify({ preventLength: '1000' }) }, ErrorCode.INVALID_PARAMETER, /preventLength/],
    [{ config: { autoReply: true } }, ErrorCode.INVALID_PARAMETER, /config/],
    [{}, ErrorCode.MISSING_PARAMETER, /config/],
    [
      { config: JSON.stringify({ defaultReply: 'x'.repeat(ROBOT_CONFIG_MAX_BYTES) }) },
      ErrorCode.INVALID_PARAMETER,
      /配置过大/,
    ],
  ])('refuses %# with a clear message and stores nothing', async (payload, code, msg) => {
    const app = await build();
    const user = await signupAndLogin(app);
    const res = await update(app, user, payload);
    expect(res.json()).toMatchObject({ code, msg: expect.stringMatching(msg) });
    expect((await getConfig(app, user)).json().data).toBeNull();
  });

  it("keeps users apart: nobody reads or changes another user's config", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    await update(app, alice, { config: JSON.stringify({ defaultReply: 'alice' }) });
    expect((await getConfig(app, bob)).json().data).toBeNull();
    expect((await getConfig(app, bob, `?userId=${alice.userId}`)).json().code).toBe(ErrorCode.FORBIDDEN);
    const hijack = await update(app, bob, {
      config: JSON.stringify({ defaultReply: 'bob' }),
      userId: alice.userId,
      version: 1,
    });
    expect(hijack.json().code).toBe(ErrorCode.FORBIDDEN);
    await update(app, bob, { config: JSON.stringify({ defaultReply: 'bob' }) });
    expect(JSON.parse((await getConfig(app, alice)).json().data.config).defaultReply).toBe('alice');
  });

  it('needs a session for every config call', async () => {
    const app = await build();
    for (const [method, url] of [
      ['GET', '/v1/api/wechat/config'],
      ['POST', '/v1/api/wechat/config/update'],
      ['POST', '/v1/api/wechat/worker/setverifycode'],
      ['GET', '/v1/api/wechat/status'],
      ['POST', '/v1/api/wechat/clear'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).json().code, url).toBe(
        ErrorCode.NOT_LOGGED_IN,
      );
    }
  });

  it('sets the verify code once a config exists, and clear empties it', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const setCode = (verifyCode: unknown) =>
      app.inject({
        method: 'POST',
        url: '/v1/api/wechat/worker/setverifycode',
        headers: bearer(user),
        payload: { verifyCode },
      });
    expect((await setCode('123456')).json()).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '请先初始化配置文件' });
    await update(app, user, { config: '{}' });
    expect((await setCode('  123456 ')).json().code).toBe(0);
    expect((await getConfig(app, user)).json().data.verifyCode).toBe('123456');
    expect((await setCode('')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await setCode('1'.repeat(33))).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    await app.inject({ method: 'POST', url: '/v1/api/wechat/clear', headers: bearer(user) });
    expect((await getConfig(app, user)).json().data.verifyCode).toBe('');
  });

  it('reports the robot as blank (1) until a robot reports', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(user) })).json(),
    ).toMatchObject({
      code: 0,
      data: { status: 1 },
    });
  });

  it('never writes provider secrets to the logs', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk;
        done();
      },
    });
    const app = await buildApp(await testConfig(), { logger: { level: 'trace', stream } });
    try {
      const user = await signupAndLogin(app);
      const secret = 'sk-very-secret-token-123';
      await update(app, user, { config: JSON.stringify({ gpttoken: secret, dify_token: secret }) });
      await update(app, user, { config: JSON.stringify({ gpttoken: secret, botScope: 'bad' }), version: 1 });
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).not.toContain(secret);
      expect(logs).not.toContain(user.token);
    } finally {
      await app.close();
    }
  });
});
