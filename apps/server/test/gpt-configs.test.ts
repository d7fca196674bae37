import {
  ErrorCode,
  GPT_SERVICE_DEFAULTS,
  type GptConfig,
  QUOTA_DEFAULTS,
  quotaReachedMessage,
  RobotType,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';

const BASE = '/v1/api/gpt_config';

/** A valid per-target config for the group 测试群; `extra` overrides fields. */
const roomConfig = (extra: Record<string, unknown> = {}) => ({
  name: '测试群 AI',
  type: 'room',
  targets: [{ id: 'r1@chatroom', name: '测试群' }],
  robotType: RobotType.CHATGPT,
  botConfig: { token: 'sk-room', model: 'gpt-4o-mini' },
  ...extra,
});

function consoleClient(app: FastifyInstance, user: TestUser) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    (
      await app.inject({
        method,
        url,
        headers: bearer(user),
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
    ).json() as { code: number; msg: string; data: unknown };
  return {
    send,
    list: async () => (await send('GET', BASE)).data as GptConfig[],
    add: (body: unknown) => send('POST', BASE, body),
    addId: async (body: unknown) => {
      const res = await send('POST', BASE, body);
      expect(res).toMatchObject({ code: 0 });
      return (res.data as { id: string }).id;
    },
    put: (id: string, body: unknown) => send('PUT', `${BASE}/${id}`, body),
    remove: (id: string) => send('DELETE', `${BASE}/${id}`),
    reset: (id: string) => send('POST', `${BASE}/${id}/reset`),
  };
}

async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { user, api: consoleClient(app, user), robot: robotClient(app, await robotKeys(app, user)) };
}

describe('per-target AI configs in the console', () => {
  it('adds, lists in order with secrets and defaults, replaces keeping the count, resets and deletes', async () => {
    const app = await build();
    const { api, robot } = await vipUser(app);
    expect(await api.list()).toEqual([]);
    const first = await api.addId(roomConfig());
    const second = await api.addId(
      roomConfig({ name: '好友', type: 'contact', targets: [{ name: '张三' }], botConfig: { token: 'sk-2' } }),
    );
    const listed = await api.list();
    expect(listed.map((c) => c.id)).toEqual([first, second]);
    expect(listed[0]).toEqual({
      id: first,
      name: '测试群 AI',
      type: 'room',
      targets: [{ id: 'r1@chatroom', name: '测试群' }],
      onlyId: false,
      isAllRoom: false,
      isAllFriend: false,
      excludes: [],
      allowRoomMembers: [],
      openChat: true,
      needAt: 1,
      keywords: [],
      replaceKeyword: false,
      limitNum: 0,
      rechargeTip: '',
      defaultReply: '',
      openFileAnalyze: false,
      robotType: RobotType.CHATGPT,
      botConfig: { token: 'sk-room', model: 'gpt-4o-mini' },
      usedNum: 0,
      updatedAt: expect.any(Number),
    });

    expect((await robot.post('/gpt/config', { id: first, usedNum: 4 })).body).toMatchObject({ code: 200 });
    // The console re-sends what it read (id, usedNum, updatedAt included): those are not settings.
    const edited = { ...listed[0], targets: [{ name: '群1' }], usedNum: 99, id: 'other' };
    expect(await api.put(first, edited)).toMatchObject({ code: 0, msg: '修改成功' });
    expect((await api.list())[0]).toMatchObject({ id: first, targets: [{ name: '群1' }], usedNum: 4 });

    expect(await api.reset(first)).toMatchObject({ code: 0 });
    expect((await api.list())[0]?.usedNum).toBe(0);
    expect(await api.remove(first)).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await api.list()).map((c) => c.id)).toEqual([second]);
    // Gone means gone: every call on it is now not found.
    expect(await api.remove(first)).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '配置不存在' });
  });

  it('refuses bad input with the contract message and a 1000x code, never a 500, storing nothing', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    const cases: [unknown, number, RegExp][] = [
      [[roomConfig()], ErrorCode.MALFORMED_REQUEST, /JSON 对象/],
      ['text', ErrorCode.MALFORMED_REQUEST, /JSON 对象/],
      // An absent enum is reported as an invalid value (lib/validate.ts counts only type errors as missing).
      [roomConfig({ type: undefined }), ErrorCode.INVALID_PARAMETER, /请选择对象类型/],
      [roomConfig({ type: 'group' }), ErrorCode.INVALID_PARAMETER, /请选择对象类型/],
      [roomConfig({ robotType: undefined }), ErrorCode.MISSING_PARAMETER, /请选择 AI 服务/],
      [roomConfig({ robotType: '6' }), ErrorCode.INVALID_PARAMETER, /请选择 AI 服务/],
      [roomConfig({ robotType: 7 }), ErrorCode.INVALID_PARAMETER, /不支持的 AI 服务/],
      [roomConfig({ targets: [] }), ErrorCode.INVALID_PARAMETER, /请至少选择一个对象/],
      [roomConfig({ targets: 'all' }), ErrorCode.INVALID_PARAMETER, /targets/],
      [roomConfig({ targets: [{ name: '' }] }), ErrorCode.INVALID_PARAMETER, /名称不能为空/],
      [roomConfig({ targets: Array.from({ length: 501 }, (_, i) => ({ name: `群${i}` })) }), 10002, /最多 500 个/],
      [roomConfig({ name: 'x'.repeat(65) }), ErrorCode.INVALID_PARAMETER, /名称不能超过 64 个字符/],
      [roomConfig({ rechargeTip: 'x'.repeat(2001) }), ErrorCode.INVALID_PARAMETER, /提示不能超过 2000/],
      [roomConfig({ needAt: 2 }), ErrorCode.INVALID_PARAMETER, /needAt/],
      [roomConfig({ limitNum: -1 }), ErrorCode.INVALID_PARAMETER, /次数不能小于 0/],
      [roomConfig({ openChat: 'yes' }), ErrorCode.INVALID_PARAMETER, /openChat/],
      [roomConfig({ keywords: [''] }), ErrorCode.INVALID_PARAMETER, /关键词不能为空/],
      [roomConfig({ botConfig: {} }), ErrorCode.INVALID_PARAMETER, /请输入密钥/],
      [roomConfig({ botConfig: { token: 'x'.repeat(2049) } }), ErrorCode.INVALID_PARAMETER, /密钥不能超过 2048/],
      [roomConfig({ botConfig: { token: 't', proxyPass: 'ftp://x' } }), 10002, /接口地址必须以 http/],
      [roomConfig({ botConfig: { token: 't', proxyPass: `https://${'a'.repeat(2048)}` } }), 10002, /不能超过 2048/],
      [roomConfig({ robotType: RobotType.COZE_V3 }), ErrorCode.INVALID_PARAMETER, /请输入机器人编号/],
      [roomConfig({ botConfig: { token: 't', timeoutMs: 0 } }), ErrorCode.INVALID_PARAMETER, /timeoutMs/],
    ];
    for (const [body, code, msg] of cases) {
      const res = await api.add(body);
      expect({ body, res }).toMatchObject({ res: { code, msg, data: null } });
    }
    const id = await api.addId(roomConfig());
    for (const [body, code, msg] of cases) {
      expect(await api.put(id, body)).toMatchObject({ code, msg });
    }
    expect(await api.put('x'.repeat(65), roomConfig())).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect((await api.list()).map((c) => c.targets)).toEqual([[{ id: 'r1@chatroom', name: '测试群' }]]);
  });

  it("treats another user's config as not found on every call, and leaves it unchanged", async () => {
    const app = await build();
    const alice = await vipUser(app);
    const bob = await vipUser(app);
    const id = await alice.api.addId(roomConfig());
    await alice.robot.post('/gpt/config', { id, usedNum: 2 });
    const before = await alice.api.list();

    expect(await bob.api.list()).toEqual([]);
    expect((await bob.robot.get('/gpt/config')).body.data).toEqual([]);
    const notFound = { code: ErrorCode.NOT_FOUND, msg: '配置不存在', data: null };
    expect(await bob.api.put(id, roomConfig({ name: 'bob' }))).toEqual(notFound);
    expect(await bob.api.remove(id)).toEqual(notFound);
    expect(await bob.api.reset(id)).toEqual(notFound);
    expect((await bob.robot.post('/gpt/config', { id, usedNum: 50 })).body).toEqual({
      code: 404,
      msg: '配置不存在',
      data: {},
    });
    expect(await alice.api.list()).toEqual(before);
  });

  it('refuses one more config at the cap', async () => {
    const app = await buildApp(await testConfig({ quotas: { ...QUOTA_DEFAULTS, gptConfigs: 2 } }), { logger: false });
    onTestFinished(() => app.close());
    const { api } = await vipUser(app);
    await api.addId(roomConfig());
    const second = await api.addId(roomConfig());
    expect(await api.add(roomConfig())).toEqual({
      code: ErrorCode.QUOTA_EXCEEDED,
      msg: quotaReachedMessage('gptConfigs', 2),
      data: null,
    });
    // Editing one at the cap is not adding one; after a delete there is room again.
    expect(await api.put(second, roomConfig({ name: '改' }))).toMatchObject({ code: 0 });
    expect(await api.remove(second)).toMatchObject({ code: 0 });
    expect(await api.add(roomConfig())).toMatchObject({ code: 0 });
  });
});

describe('per-target AI configs for the robot', () => {
  it('serves the §4.6 shape: named chats first, exclusions expanded, default base URL and model filled', async () => {
    const app = await build();
    const { api, robot } = await vipUser(app);
    const room = (wxid: string, topic: string) => ({
      robotId: 'wxid_bot',
      wxid,
      roomId: wxid,
      topic,
      avatar: '',
      ownerId: '',
      adminIds: '',
      memberCount: 3,
    });
    const friend = (wxid: string, name: string, alias = '') => ({
      robotId: 'wxid_bot',
      contactId: wxid,
      wxid,
      name,
      alias,
      gender: 1,
      avatar: '',
      friend: true,
      type: 1,
      weixin: '',
    });
    expect(
      (
        await robot.post('/wechat/room', {
          room: [room('r1@chatroom', '测试群'), room('r2@chatroom', '群1'), room('r3@chatroom', '群2')],
        })
      ).body.code,
    ).toBe(200);
    expect(
      (
        await robot.post('/wechat/friend', {
          friend: [friend('wxid_a', '张三'), friend('wxid_b', '李四', '老李'), friend('wxid_c', '王五')],
        })
      ).body.code,
    ).toBe(200);

    // Saved in this order: the catch-alls first, which the robot must not see first.
    const allRoomsBut = await api.addId(
      roomConfig({
        targets: [],
        isAllRoom: true,
        excludes: [{ id: 'r2@chatroom', name: '群1' }],
        robotType: RobotType.DIFY,
        botConfig: { token: 'app-dify' },
      }),
    );
    const allFriends = await api.addId({
      type: 'contact',
      isAllFriend: true,
      // Meaningless on a friend config: it must not reach the robot, whose group lookup would take it.
      isAllRoom: true,
      robotType: RobotType.FASTGPT,
      botConfig: { token: 'fastgpt-key', proxyPass: 'https://fastgpt.example.com/api/v1' },
    });
    const allFriendsBut = await api.addId({
      type: 'contact',
      isAllFriend: true,
      excludes: [{ name: '老李' }],
      robotType: RobotType.CHATGPT,
      botConfig: { token: 'sk-friends' },
    });
    const named = await api.addId(
      roomConfig({
        needAt: 0,
        keywords: ['小助手'],
        limitNum: 10,
        rechargeTip: '次数已用完',
        allowRoomMembers: [{ id: 'wxid_a', name: '张三' }],
        botConfig: { token: 'sk-room', model: 'gpt-4o-mini', showQuestion: false, filter: true },
      }),
    );
    await robot.post('/gpt/config', { id: named, usedNum: 3 });

    const served = (await robot.get('/gpt/config')).body;
    expect(served.code).toBe(200);
    const list = served.data as Record<string, unknown>[];
    expect(list.map((c) => c.id)).toEqual([named, allRoomsBut, allFriends, allFriendsBut]);
    expect(list[0]).toEqual({
      id: named,
      type: 'room',
      targets: [{ id: 'r1@chatroom', name: '测试群' }],
      onlyId: false,
      isAllRoom: false,
      isAllFriend: false,
      allowRoomMembers: [{ id: 'wxid_a', name: '张三' }],
      openChat: true,
      needAt: 0,
      keywords: ['小助手'],
      replaceKeyword: false,
      limitNum: 10,
      usedNum: 3,
      rechargeTip: '次数已用完',
      defaultReply: '',
      openFileAnalyze: false,
      robotType: RobotType.CHATGPT,
      // Unknown fields the robot reads (filter) pass through; the base URL is the service's default.
      botConfig: {
        token: 'sk-room',
        model: 'gpt-4o-mini',
        showQuestion: false,
        filter: true,
        proxyPass: GPT_SERVICE_DEFAULTS[RobotType.CHATGPT].baseUrl,
      },
    });
    expect(list[1]).toMatchObject({
      isAllRoom: false,
      isAllFriend: false,
      targets: [
        { id: 'r1@chatroom', name: '测试群' },
        { id: 'r3@chatroom', name: '群2' },
      ],
      botConfig: { token: 'app-dify', proxyPass: 'https://api.dify.ai/v1' },
    });
    expect(list[2]).toMatchObject({
      type: 'contact',
      isAllRoom: false,
      isAllFriend: true,
      targets: [],
      botConfig: { proxyPass: 'https://fastgpt.example.com/api/v1' },
    });
    // Excluded by remark; the ChatGPT client needs a model, so the robot config's default one is filled in.
    expect(list[3]).toMatchObject({
      isAllFriend: false,
      targets: [
        { id: 'wxid_a', name: '张三' },
        { id: 'wxid_c', name: '王五' },
      ],
      botConfig: { token: 'sk-friends', model: 'gpt-3.5-turbo' },
    });
    for (const config of list) expect(config).not.toHaveProperty('excludes');
  });

  it('takes the usage report from the signed body, validated; a former member gets no configs', async () => {
    const app = await build();
    const { user, api, robot } = await vipUser(app);
    const id = await api.addId(roomConfig());
    expect((await robot.post('/gpt/config', { id, usedNum: 1 })).body).toEqual({ code: 200, msg: 'ok', data: {} });
    expect((await api.list())[0]?.usedNum).toBe(1);
    for (const bad of [
      { usedNum: 2 },
      { id, usedNum: -1 },
      { id, usedNum: 1.5 },
      { id, usedNum: 'x' },
      { id: 'x'.repeat(65), usedNum: 2 },
    ]) {
      expect((await robot.post('/gpt/config', bad)).body).toMatchObject({ code: 400, data: {} });
    }
    expect((await api.list())[0]?.usedNum).toBe(1);
    // An unsigned call changes nothing either.
    const unsigned = await app.inject({ method: 'POST', url: '/open/v1/api/gpt/config', payload: { id, usedNum: 9 } });
    expect(unsigned.json()).toMatchObject({ code: 400 });
    expect((await api.list())[0]?.usedNum).toBe(1);

    expect((await robot.get('/gpt/config')).body.data).toHaveLength(1);
    await makeVip(app, user, 'user');
    expect((await robot.get('/gpt/config')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    expect(await api.list()).toHaveLength(1);
  });

  it('pushes gptconfig to the robot after each write, naming the config on update and delete', async () => {
    const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.listenBroker();
    const { user, api, robot } = await vipUser(app);
    const { received, until } = await robotSubscriber(robot, user.userId);
    const topic = `aibotk/${user.userId}/gptconfig`;

    const id = await api.addId(roomConfig());
    await until(1);
    expect(received[0]).toEqual({ topic, payload: {} });
    await api.put(id, roomConfig({ name: '改' }));
    await until(2);
    expect(received[1]).toEqual({ topic, payload: { event: 'update', updateId: id } });
    await api.reset(id);
    await until(3);
    expect(received[2]).toEqual({ topic, payload: {} });
    // Refused writes push nothing: the delete below is the very next message.
    expect(await api.put(id, roomConfig({ robotType: 7 }))).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect(await api.reset('missing')).toMatchObject({ code: ErrorCode.NOT_FOUND });
    await api.remove(id);
    await until(4);
    expect(received[3]).toEqual({ topic, payload: { event: 'delete', updateId: id } });
    expect(received).toHaveLength(4);
  });
});
