import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode, NEWS_CHANNELS } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BUILT_IN_ROLES } from '../src/db/migrations/0005-content.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';
import { databaseEnv } from './process-helper.ts';

type App = Awaited<ReturnType<typeof build>>;
const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/admin-cli.ts');

/** Writing preset roles is for members: these tests sign up vip users. */
const VIP = { defaultRole: 'vip' } as const;

const roles = (app: App, user: TestUser) => ({
  list: (query = '') => app.inject({ method: 'GET', url: `/v1/api/promot_store${query}`, headers: bearer(user) }),
  get: (id: string) => app.inject({ method: 'GET', url: `/v1/api/promot_store/${id}`, headers: bearer(user) }),
  all: () => app.inject({ method: 'GET', url: '/v1/api/promot_store/getall', headers: bearer(user) }),
  add: (payload: object) => app.inject({ method: 'POST', url: '/v1/api/promot_store', headers: bearer(user), payload }),
  put: (id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/v1/api/promot_store/${id}`, headers: bearer(user), payload }),
  del: (id: string) => app.inject({ method: 'DELETE', url: `/v1/api/promot_store/${id}`, headers: bearer(user) }),
});

describe('preset roles', () => {
  it('lists the built-in roles to everyone and lets a user add, read, edit and delete their own', async () => {
    const app = await build(VIP);
    const user = await signupAndLogin(app);
    const api = roles(app, user);
    expect((await api.all()).json().data.map((r: { name: string }) => r.name)).toEqual(
      BUILT_IN_ROLES.map((r) => r.name),
    );

    const added = (await api.add({ name: ' 售后客服 ', content: '你是售后客服。' })).json();
    expect(added).toMatchObject({ code: 0, msg: '添加成功' });
    const id = added.data.id as string;
    expect((await api.get(id)).json().data).toEqual({
      id,
      name: '售后客服',
      content: '你是售后客服。',
      builtIn: false,
    });
    expect((await api.put(id, { id, name: '售后', content: '新的设定' })).json().code).toBe(0);
    expect((await api.get(id)).json().data).toMatchObject({ name: '售后', content: '新的设定' });
    const page = (await api.list('?current=1&pageSize=2')).json().data;
    expect(page.count).toBe(BUILT_IN_ROLES.length + 1);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ id, builtIn: false });
    expect((await api.del(id)).json().code).toBe(0);
    expect((await api.get(id)).json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('protects the built-in roles', async () => {
    const app = await build(VIP);
    const api = roles(app, await signupAndLogin(app));
    const builtIn = BUILT_IN_ROLES[0]?.id ?? '';
    expect((await api.put(builtIn, { name: 'x', content: 'y' })).json()).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '内置角色不可修改',
    });
    expect((await api.del(builtIn)).json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '内置角色不可删除' });
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const app = await build(VIP);
    const api = roles(app, await signupAndLogin(app));
    await api.add({ name: 'GPT Helper', content: 'a' });
    await api.add({ name: '100% 满意', content: 'b' });
    await api.add({ name: '100 分', content: 'c' });
    const names = async (q: string) =>
      (await api.list(`?name=${encodeURIComponent(q)}`)).json().data.list.map((r: { name: string }) => r.name);
    expect(await names('gpt')).toEqual(['GPT Helper']);
    expect(await names('100%')).toEqual(['100% 满意']);
    expect(await names('_')).toEqual([]);
  });

  it.each([
    [{ name: '', content: 'x' }, ErrorCode.INVALID_PARAMETER],
    [{ name: 'x' }, ErrorCode.MISSING_PARAMETER],
    [{ name: 'x'.repeat(65), content: 'x' }, ErrorCode.INVALID_PARAMETER],
    [{ name: 'x', content: 'x'.repeat(20_001) }, ErrorCode.INVALID_PARAMETER],
    [{ name: 7, content: 'x' }, ErrorCode.INVALID_PARAMETER],
  ])('refuses %j', async (payload, code) => {
    const app = await build(VIP);
    const api = roles(app, await signupAndLogin(app));
    expect((await api.add(payload)).json().code).toBe(code);
  });

  it('refuses bad paging', async () => {
    const app = await build(VIP);
    const api = roles(app, await signupAndLogin(app));
    expect((await api.list('?pageSize=101')).json()).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
      msg: expect.stringContaining('每页最多 100 条'),
    });
    expect((await api.list('?current=0')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await api.list('?current=abc')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it("keeps users' roles apart", async () => {
    const app = await build(VIP);
    const alice = roles(app, await signupAndLogin(app));
    const bob = roles(app, await signupAndLogin(app));
    const id = (await alice.add({ name: '私有角色', content: '只属于 alice' })).json().data.id as string;
    expect((await bob.get(id)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.put(id, { name: 'bob', content: 'bob' })).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.del(id)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.all()).json().data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await alice.get(id)).json().data).toMatchObject({ name: '私有角色', content: '只属于 alice' });
  });
});

describe('custom centre', () => {
  it('is only for users with the custom entitlement', async () => {
    const config = await testConfig();
    const app = await buildApp(config, { logger: false });
    try {
      const user = await signupAndLogin(app);
      const get = () => app.inject({ method: 'GET', url: '/v1/api/wechat/custom', headers: bearer(user) });
      expect((await get()).json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '你没有开通定制中心' });
      await run(process.execPath, [CLI, 'custom', user.email, 'gptChat'], {
        env: { PATH: process.env.PATH ?? '', ...databaseEnv(config) },
      });
      expect((await get()).json()).toMatchObject({ code: 0, data: null });
      const update = (payload: object) =>
        app.inject({ method: 'POST', url: '/v1/api/wechat/custom/update', headers: bearer(user), payload });
      const saved = (await update({ config: JSON.stringify({ privateKeywords: [{ keywords: ['画图'] }] }) })).json();
      expect(saved).toMatchObject({ code: 0, data: { id: expect.any(String) } });
      expect((await get()).json().data).toEqual({
        id: saved.data.id,
        config: { privateKeywords: [{ keywords: ['画图'] }] },
      });
      expect((await update({ config: '{oops' })).json().code).toBe(ErrorCode.INVALID_PARAMETER);
      expect((await update({ config: { privateKeywords: 'no' } })).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    } finally {
      await app.close();
    }
  });
});

describe('common data', () => {
  it('answers notices added by npm run admin, the event list and the channel lists', async () => {
    const config = await testConfig();
    const app = await buildApp(config, { logger: false });
    try {
      const user = await signupAndLogin(app);
      await run(process.execPath, [CLI, 'notice', '系统将于今晚 23:00 升级'], {
        env: { PATH: process.env.PATH ?? '', ...databaseEnv(config) },
      });
      const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(user) }).then((r) => r.json());
      expect((await get('/v1/api/common/message')).data).toEqual([
        expect.objectContaining({ text: '系统将于今晚 23:00 升级' }),
      ]);
      expect((await get('/v1/api/common/callapi')).data.list).toContainEqual({
        value: 'news',
        label: '新闻资讯',
        privateOnly: false,
      });
      expect((await get('/v1/api/wechat/channellist')).data).toHaveLength(NEWS_CHANNELS.length);
      expect((await get('/v1/api/wechat/customchannellist')).data).toEqual([{ sortId: 30001, name: 'Dify 工作流' }]);
      expect((await app.inject({ method: 'GET', url: '/v1/api/common/message' })).json().code).toBe(
        ErrorCode.NOT_LOGGED_IN,
      );
    } finally {
      await app.close();
    }
  });
});
