import {
  BATCH_MESSAGES,
  BATCH_TASKS_MAX,
  type BatchTask,
  ErrorCode,
  SCHEDULE_MESSAGES,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';

const BASE = '/v1/api/batch_tasks';
/** A string as long as the 1 MB body limit allows with the rest of a task around it. */
const MB = 'x'.repeat(1024 * 1024 - 2048);

/** A valid 素材定时发送 task to two groups; `extra` overrides fields. */
const custom = (extra: Record<string, unknown> = {}) => ({
  name: '早安',
  taskType: 'custom',
  type: 'room',
  cron: '0 0 8 * * *',
  targets: [{ id: 'r1@chatroom', name: '一群' }, { name: '二群' }],
  taskInfo: { contents: [{ type: 1, content: '早上好' }] },
  ...extra,
});
const news = (extra: Record<string, unknown> = {}) => ({
  taskType: 'news',
  type: 'contact',
  cron: '0 30 7 * * *',
  isAll: true,
  excludeTargets: [{ id: 'wxid_boss', name: '老板' }],
  taskInfo: { sortId: 2, num: 5, endWord: '完' },
  ...extra,
});
const dify = (extra: Record<string, unknown> = {}) => ({
  taskType: 'customContent',
  type: 'room',
  cron: '0 0 9 * * *',
  targets: [{ name: '一群' }],
  taskInfo: { sortId: 30001, baseUrl: 'https://dify.example.com/v1', apikey: 'app-key', variables: [{ key: 'city' }] },
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
    list: async () => (await send('GET', BASE)).data as BatchTask[],
    add: (body: unknown) => send('POST', BASE, body),
    addId: async (body: unknown) => {
      const res = await send('POST', BASE, body);
      expect(res).toMatchObject({ code: 0 });
      return (res.data as { id: string }).id;
    },
    put: (id: string, body: unknown) => send('PUT', `${BASE}/${id}`, body),
    remove: (id: string) => send('DELETE', `${BASE}/${id}`),
    run: (id: string) => send('POST', `${BASE}/${id}/run`),
  };
}

async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { user, api: consoleClient(app, user), robot: robotClient(app, await robotKeys(app, user)) };
}

describe('batch tasks in the console', () => {
  it('adds with defaults, lists in order, replaces and deletes', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    expect(await api.list()).toEqual([]);
    const first = await api.addId(custom());
    const second = await api.addId(news());
    const third = await api.addId(dify());
    const listed = await api.list();
    expect(listed.map((t) => t.id)).toEqual([first, second, third]);
    expect(listed[0]).toEqual({
      id: first,
      name: '早安',
      taskType: 'custom',
      type: 'room',
      cron: '0 0 8 * * *',
      isAll: false,
      targets: [{ id: 'r1@chatroom', name: '一群' }, { name: '二群' }],
      excludeTargets: [],
      paused: false,
      taskInfo: { contents: [{ type: 1, content: '早上好' }] },
      updatedAt: expect.any(Number),
    });
    expect(listed[1]).toMatchObject({ name: '', isAll: true, targets: [], taskInfo: { sortId: 2, num: 5 } });
    expect(listed[2]?.taskInfo).toEqual({
      sortId: 30001,
      isLocal: true,
      baseUrl: 'https://dify.example.com/v1',
      apikey: 'app-key',
      variables: [{ key: 'city', value: '' }],
    });
    expect(await api.put(first, custom({ cron: '0 0 */7 * * *', paused: true }))).toMatchObject({
      code: 0,
      msg: '修改成功',
    });
    expect((await api.list())[0]).toMatchObject({ id: first, cron: '0 0 */7 * * *', paused: true });
    expect(await api.remove(first)).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await api.list()).map((t) => t.id)).toEqual([second, third]);
  });

  it('refuses bad input with the contract messages, storing nothing', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    const refused: [unknown, string][] = [
      [custom({ taskType: 'countDown' }), BATCH_MESSAGES.taskTypeRequired],
      [custom({ taskType: undefined }), BATCH_MESSAGES.taskTypeRequired],
      [custom({ taskInfo: undefined }), BATCH_MESSAGES.taskInfoRequired],
      [custom({ taskInfo: 'text' }), BATCH_MESSAGES.taskInfoRequired],
      // A news task's settings under the custom type.
      [custom({ taskInfo: { sortId: 2 } }), BATCH_MESSAGES.contentsRequired],
      [custom({ taskInfo: { contents: [] } }), BATCH_MESSAGES.contentsRequired],
      [
        custom({ taskInfo: { contents: Array.from({ length: 21 }, () => ({ type: 1, content: 'a' })) } }),
        BATCH_MESSAGES.contentsTooMany,
      ],
      [custom({ taskInfo: { contents: [{ type: 1, content: 'a' }], delay: -1 } }), BATCH_MESSAGES.delayInvalid],
      [custom({ taskInfo: { contents: [{ type: 1, content: 'a' }], delay: 600_001 } }), BATCH_MESSAGES.delayInvalid],
      [custom({ type: 'all' }), BATCH_MESSAGES.typeRequired],
      [custom({ targets: [] }), BATCH_MESSAGES.targetsRequired],
      [custom({ targets: Array.from({ length: 501 }, (_, i) => ({ name: `群${i}` })) }), BATCH_MESSAGES.targetsTooMany],
      [custom({ targets: [{ name: ' ' }] }), '名称不能为空'],
      [custom({ cron: '0 0 8 * *' }), SCHEDULE_MESSAGES.cronFields],
      [custom({ cron: undefined }), SCHEDULE_MESSAGES.cronRequired],
      [custom({ name: 'x'.repeat(65) }), BATCH_MESSAGES.nameTooLong],
      [news({ taskInfo: { sortId: 9999 } }), BATCH_MESSAGES.categoryRequired],
      [news({ taskInfo: { sortId: '2' } }), BATCH_MESSAGES.categoryRequired],
      [news({ taskInfo: { sortId: 2, num: 31 } }), BATCH_MESSAGES.numInvalid],
      [news({ taskInfo: { sortId: 2, num: 1.5 } }), BATCH_MESSAGES.numInvalid],
      [dify({ taskInfo: { ...dify().taskInfo, sortId: 1 } }), BATCH_MESSAGES.sourceRequired],
      [dify({ taskInfo: { ...dify().taskInfo, baseUrl: '' } }), BATCH_MESSAGES.baseUrlRequired],
      [dify({ taskInfo: { ...dify().taskInfo, baseUrl: 'javascript:alert(1)' } }), BATCH_MESSAGES.baseUrlInvalid],
      [dify({ taskInfo: { ...dify().taskInfo, apikey: ' ' } }), BATCH_MESSAGES.apikeyRequired],
      [dify({ taskInfo: { ...dify().taskInfo, variables: [{ key: '' }] } }), BATCH_MESSAGES.variableKeyRequired],
      [
        dify({ taskInfo: { ...dify().taskInfo, variables: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}` })) } }),
        BATCH_MESSAGES.variablesTooMany,
      ],
      // ~1 MB strings: refused by their bound, quickly, never a 500.
      [custom({ name: MB }), BATCH_MESSAGES.nameTooLong],
      [custom({ cron: MB }), SCHEDULE_MESSAGES.cronTooLong],
      [custom({ targets: [{ id: MB, name: '一群' }] }), ''],
      [custom({ taskInfo: { contents: [{ type: 1, content: MB }] } }), ''],
      [news({ taskInfo: { sortId: 2, endWord: MB } }), ''],
      [dify({ taskInfo: { ...dify().taskInfo, baseUrl: `https://${MB}` } }), BATCH_MESSAGES.baseUrlInvalid],
      [dify({ taskInfo: { ...dify().taskInfo, apikey: MB } }), BATCH_MESSAGES.apikeyTooLong],
    ];
    for (const [body, msg] of refused) {
      const res = await api.add(body);
      expect([ErrorCode.INVALID_PARAMETER, ErrorCode.MISSING_PARAMETER], JSON.stringify(res).slice(0, 200)).toContain(
        res.code,
      );
      if (msg) expect(res.msg).toContain(msg);
    }
    for (const body of [null, [], 'text']) {
      expect((await api.add(body)).code).toBe(ErrorCode.MALFORMED_REQUEST);
    }
    expect(await api.list()).toEqual([]);
    const id = await api.addId(custom());
    expect((await api.put(id, custom({ targets: [] }))).msg).toContain(BATCH_MESSAGES.targetsRequired);
    expect(await api.put('x'.repeat(65), custom())).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect(await api.remove('x'.repeat(65))).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect(await api.run('x'.repeat(65))).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect((await api.list())[0]?.targets).toEqual([{ id: 'r1@chatroom', name: '一群' }, { name: '二群' }]);
  });

  it(`keeps at most ${BATCH_TASKS_MAX} tasks`, async () => {
    const app = await build();
    const { user, api } = await vipUser(app);
    // Filled directly: a hundred requests would only slow the test.
    const now = Date.now();
    await app.db.kysely
      .insertInto('batch_tasks')
      .values(
        Array.from({ length: BATCH_TASKS_MAX }, (_, i) => ({
          id: newId(),
          user_id: user.userId,
          position: i + 1,
          config: JSON.stringify({ ...custom(), isAll: false, excludeTargets: [], paused: false }),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(await api.add(custom())).toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED, msg: BATCH_MESSAGES.tooMany });
    expect(await api.list()).toHaveLength(BATCH_TASKS_MAX);
  });

  it("never shows, changes, deletes or runs another user's task", async () => {
    const app = await build();
    const alice = await vipUser(app);
    const bob = await vipUser(app);
    const id = await alice.api.addId(custom());
    expect(await bob.api.list()).toEqual([]);
    const notFound = { code: ErrorCode.NOT_FOUND, msg: BATCH_MESSAGES.notFound };
    expect(await bob.api.put(id, custom({ name: '改' }))).toMatchObject(notFound);
    expect(await bob.api.remove(id)).toMatchObject(notFound);
    expect(await bob.api.run(id)).toMatchObject(notFound);
    expect(await alice.api.list()).toMatchObject([{ id, name: '早安' }]);
    expect((await bob.robot.get('/user/task')).body.data).toEqual([]);
  });

  it('refuses every write and 立即发送 to a free user with the vip message; a former member keeps the list', async () => {
    const app = await build();
    const { user, api, robot } = await vipUser(app);
    const id = await api.addId(custom());
    await makeVip(app, user, 'user');
    const refused = { code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE };
    expect(await api.add(custom())).toMatchObject(refused);
    expect(await api.put(id, custom({ name: '改' }))).toMatchObject(refused);
    expect(await api.remove(id)).toMatchObject(refused);
    expect(await api.run(id)).toMatchObject(refused);
    expect(await api.list()).toMatchObject([{ id, name: '早安' }]);
    // The robot of a former member runs none of them.
    expect((await robot.get('/user/task')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    const anonymous = await app.inject({ method: 'GET', url: BASE });
    expect(anonymous.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses 立即发送 while the robot is offline', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    const id = await api.addId(custom());
    expect(await api.run(id)).toMatchObject({ code: ErrorCode.ROBOT_OFFLINE });
    expect(await api.run('missing')).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

describe('the robot API', () => {
  it('serves the tasks in the shape of §5.3, paused ones left out', async () => {
    const app = await build();
    const { api, robot } = await vipUser(app);
    expect((await robot.get('/user/task')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    const first = await api.addId(custom({ cron: ' 0 0 8 * * * ' }));
    await api.addId(custom({ name: '暂停的', paused: true }));
    const third = await api.addId(news({ targets: [{ name: '不用' }] }));
    const fourth = await api.addId(dify({ isAll: true, excludeTargets: [] }));
    expect((await robot.get('/user/task')).body).toEqual({
      code: 200,
      msg: 'ok',
      data: [
        {
          id: first,
          type: 'room',
          cron: '0 0 8 * * *',
          isAll: false,
          excludeTargets: [],
          targets: [{ id: 'r1@chatroom', name: '一群' }, { name: '二群' }],
          taskType: 'custom',
          taskInfo: { contents: [{ type: 1, content: '早上好' }] },
        },
        {
          id: third,
          type: 'contact',
          cron: '0 30 7 * * *',
          isAll: true,
          excludeTargets: [{ id: 'wxid_boss', name: '老板' }],
          targets: [],
          taskType: 'news',
          taskInfo: { sortId: 2, num: 5, endWord: '完' },
        },
        {
          id: fourth,
          type: 'room',
          cron: '0 0 9 * * *',
          isAll: true,
          excludeTargets: [],
          targets: [],
          taskType: 'customContent',
          taskInfo: {
            sortId: 30001,
            isLocal: true,
            baseUrl: 'https://dify.example.com/v1',
            apikey: 'app-key',
            variables: [{ key: 'city', value: '' }],
          },
        },
      ],
    });
  });

  it('fills in the id of an uploaded group or friend for a target picked by name', async () => {
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
    expect((await robot.post('/wechat/room', { room: [room('r2@chatroom', '二群')] })).body.code).toBe(200);
    expect(
      (await robot.post('/wechat/friend', { friend: [friend('wxid_a', '张三'), friend('wxid_b', '李四', '老李')] }))
        .body.code,
    ).toBe(200);
    await api.addId(custom({ targets: [{ id: 'r1@chatroom', name: '一群' }, { name: '二群' }, { name: '三群' }] }));
    await api.addId(custom({ type: 'contact', targets: [{ name: '张三' }, { name: '老李' }, { name: '路人' }] }));
    const served = (await robot.get('/user/task')).body.data as { targets: unknown[] }[];
    expect(served.map((t) => t.targets)).toEqual([
      [{ id: 'r1@chatroom', name: '一群' }, { id: 'r2@chatroom', name: '二群' }, { name: '三群' }],
      [{ id: 'wxid_a', name: '张三' }, { id: 'wxid_b', name: '老李' }, { name: '路人' }],
    ]);
    // The console keeps what the operator picked.
    expect((await api.list())[0]?.targets).toEqual([
      { id: 'r1@chatroom', name: '一群' },
      { name: '二群' },
      { name: '三群' },
    ]);
  });

  it('answers /customnews with an empty list, and bounds its parameters', async () => {
    const app = await build();
    const { api, robot } = await vipUser(app);
    const id = await api.addId(dify());
    expect((await robot.get('/customnews', { id: 1, taskId: id })).body).toEqual({ code: 200, msg: 'ok', data: [] });
    expect((await robot.get('/customnews')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    expect((await robot.get('/customnews', { id: 'x'.repeat(65) })).body).toMatchObject({ code: 400, data: [] });
  });

  it('publishes tasks after each save and delete, and the task as the robot reads it on 立即发送', async () => {
    const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.listenBroker();
    const { user, api, robot } = await vipUser(app);
    const { received, until } = await robotSubscriber(robot, user.userId);
    const topic = `aibotk/${user.userId}/tasks`;

    const id = await api.addId(custom());
    await until(1);
    expect(received[0]).toEqual({ topic, payload: {} });
    await api.put(id, custom({ targets: [{ name: '一群', id: '' }, { name: '二群' }], paused: true }));
    await until(2);
    expect(received[1]).toEqual({ topic, payload: {} });
    // Refused writes push nothing.
    expect(await api.put(id, custom({ targets: [] }))).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });

    // A paused task still runs when asked to; an empty id is left out.
    expect(await api.run(id)).toMatchObject({ code: 0, msg: '发送成功，5s内请勿再次发送' });
    await until(3);
    expect(received[2]).toEqual({
      topic: `aibotk/${user.userId}/event`,
      payload: {
        target: 'Tasks',
        task: {
          id,
          type: 'room',
          cron: '0 0 8 * * *',
          isAll: false,
          excludeTargets: [],
          targets: [{ name: '一群' }, { name: '二群' }],
          taskType: 'custom',
          taskInfo: { contents: [{ type: 1, content: '早上好' }] },
        },
      },
    });
    // The console's event cooldown applies (shared with every other console event).
    expect(await api.run(id)).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: '5s内请勿再次发送' });

    await api.remove(id);
    await until(4);
    expect(received[3]).toEqual({ topic, payload: {} });
    expect(received).toHaveLength(4);
  });
});
