import {
  type BulkSendJobDetail,
  ErrorCode,
  LAST_SENT_MAX_TARGETS,
  LAST_SENT_MESSAGES,
  type LastSent,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';

const LINK = '/v1/api/message_history/link';
const LAST_SENT = '/v1/api/message_history/last_sent';
const TEXT = '群发：今晚八点开会';

/** A server listening on loopback with its embedded broker on a free port (jobs need a connected robot). */
async function listening(): Promise<FastifyInstance> {
  const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.listenBroker();
  return app;
}

type Answer<T = unknown> = { code: number; msg: string; data: T };

function caller(app: FastifyInstance, user: TestUser) {
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app
      .inject({ method, url, headers: bearer(user), ...(payload === undefined ? {} : { payload: payload as object }) })
      .then((r) => r.json() as Answer<T>);
  return {
    user,
    get: <T>(url: string) => send<T>('GET', url),
    post: <T>(url: string, payload: unknown = {}) => send<T>('POST', url, payload),
    del: <T>(url: string) => send<T>('DELETE', url),
  };
}

async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return caller(app, user);
}

/** The user's robot, connected over MQTT like the plugin (a job publishes only to a connected robot). */
async function robotOf(app: FastifyInstance, user: TestUser) {
  const robot = robotClient(app, await robotKeys(app, user));
  return { robot, mqtt: await robotSubscriber(robot, user.userId) };
}

/** Turns message history on; answers the ingest path with its key. */
async function enable(user: ReturnType<typeof caller>): Promise<string> {
  const link = await user.post<{ url: string }>(LINK);
  expect(link.code, link.msg).toBe(0);
  const url = new URL(link.data.url);
  return `${url.pathname}${url.search}`;
}

/** A record of the robot's own message as the plugin posts it (the arrival time is the server's). */
function own(message: Record<string, unknown>) {
  return {
    robotInfo: { wxid: 'wxid_robot', name: '小秘书' },
    message: {
      conversionId: 'wxid_robot',
      conversionName: '小秘书',
      isRoom: false,
      chatName: '小秘书',
      chatId: 'wxid_robot',
      isMyself: true,
      time: Math.floor(Date.now() / 1000),
      type: '文字',
      content: TEXT,
      ...message,
    },
  };
}

async function ingest(app: FastifyInstance, path: string, body: unknown) {
  const res = await app.inject({ method: 'POST', url: path, payload: body as object });
  expect(res.json()).toMatchObject({ code: 0 });
}

async function until<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Creates a job and waits until every recipient was published. */
async function publishedJob(user: ReturnType<typeof caller>, body: object) {
  const created = await user.post<{ id: string }>('/v1/api/ws/messages', body);
  expect(created.code, created.msg).toBe(0);
  const path = `/v1/api/bulk-sends/${created.data.id}`;
  await until(async () => {
    const job = (await user.get<BulkSendJobDetail>(path)).data;
    return job.recipients.every((r) => r.publishedAt !== null) ? job : undefined;
  });
  return { path, read: async () => (await user.get<BulkSendJobDetail>(path)).data };
}

describe('bulk send delivery truth', () => {
  it('shows each group seen sent once the robot’s own record of it arrives, and only its own records', async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await robotOf(app, alice.user);
    const ingestPath = await enable(alice);
    const bob = await vipUser(app);
    const bobIngest = await enable(bob);
    const job = await publishedJob(alice, {
      target: 'Room',
      groups: [{ wxid: 'r1@chatroom' }, { roomName: '家人群' }],
      messages: [{ type: 1, content: TEXT }],
    });
    let detail = await job.read();
    expect(detail.recipients.map((r) => r.delivery)).toEqual([
      { state: 'awaiting', seenAt: null, estimated: false },
      { state: 'awaiting', seenAt: null, estimated: false },
    ]);

    const room = { isRoom: true, chatName: '小秘书' };
    // Not it: someone else saying the text in the group, Bob's robot sending it there, another text.
    await ingest(app, ingestPath, own({ ...room, conversionId: 'r1@chatroom', isMyself: false, chatId: 'wxid_z' }));
    await ingest(app, bobIngest, own({ ...room, conversionId: 'r1@chatroom', conversionName: '家人群' }));
    await ingest(app, ingestPath, own({ ...room, conversionId: 'r1@chatroom', content: '别的话' }));
    expect((await job.read()).recipients.map((r) => r.delivery?.state)).toEqual(['awaiting', 'awaiting']);

    await ingest(app, ingestPath, own({ ...room, conversionId: 'r1@chatroom', conversionName: '产品群' }));
    // The group named only by its topic is found by name.
    await ingest(app, ingestPath, own({ ...room, conversionId: 'r9@chatroom', conversionName: '家人群' }));
    detail = await job.read();
    expect(detail.recipients.map((r) => r.delivery?.state)).toEqual(['seen', 'seen']);
    for (const r of detail.recipients) {
      expect(r.delivery?.seenAt).toBeGreaterThanOrEqual(r.publishedAt ?? Number.POSITIVE_INFINITY);
      expect(r.delivery?.seenAt).toBeLessThanOrEqual(Date.now());
    }
  });

  it('matches friends by content and time only, in publish order, as an estimate', async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await robotOf(app, alice.user);
    const ingestPath = await enable(alice);
    const job = await publishedJob(alice, {
      target: 'Contact',
      groups: [{ name: '张三' }, { name: '李四' }],
      messages: [{ type: 1, content: TEXT }],
    });
    // The plugin's quirk: the robot itself is the conversation of its private message.
    await ingest(app, ingestPath, own({}));
    expect((await job.read()).recipients.map((r) => r.delivery)).toEqual([
      { state: 'seen', seenAt: expect.any(Number), estimated: true },
      { state: 'awaiting', seenAt: null, estimated: true },
    ]);
  });

  it('is unknown without message history, or with 消息回调 switched off; null before a recipient is published', async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await robotOf(app, alice.user);
    const job = await publishedJob(alice, {
      target: 'Room',
      groups: [{ wxid: 'r1@chatroom' }],
      messages: [{ type: 1, content: TEXT }],
    });
    expect((await job.read()).recipients[0]?.delivery).toEqual({ state: 'unknown', seenAt: null, estimated: false });
    // Switched on after the send: still nothing to say about it.
    await enable(alice);
    expect((await job.read()).recipients[0]?.delivery?.state).toBe('unknown');

    const later = await publishedJob(alice, {
      target: 'Room',
      groups: [{ wxid: 'r1@chatroom' }],
      messages: [{ type: 1, content: TEXT }],
    });
    expect((await later.read()).recipients[0]?.delivery?.state).toBe('awaiting');
    expect(await alice.del(LINK)).toMatchObject({ code: 0 });
    expect((await later.read()).recipients[0]?.delivery?.state).toBe('unknown');

    // A recipient still queued (its turn is about 1 s later) has no delivery yet.
    const created = await alice.post<{ id: string }>('/v1/api/ws/messages', {
      target: 'Room',
      groups: [{ wxid: 'r1@chatroom' }, { wxid: 'r2@chatroom' }],
      messages: [{ type: 1, content: TEXT }],
    });
    const queued = await until(async () => {
      const detail = (await alice.get<BulkSendJobDetail>(`/v1/api/bulk-sends/${created.data.id}`)).data;
      return detail.recipients[0]?.publishedAt ? detail : undefined;
    });
    expect(queued.recipients[1]).toMatchObject({ status: 'queued', delivery: null });
  });

  it('refuses bad ids, another user’s job and free users', async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await robotOf(app, alice.user);
    await enable(alice);
    const job = await publishedJob(alice, {
      target: 'Room',
      groups: [{ wxid: 'r1' }],
      messages: [{ type: 1, content: TEXT }],
    });
    const bob = await vipUser(app);
    expect(await bob.get(job.path)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await alice.get(`/v1/api/bulk-sends/${'x'.repeat(65)}`)).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    const free = caller(app, await signupAndLogin(app));
    expect(await free.get(job.path)).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE });
  });
});

describe('the 消息记录 switch writes the robot’s 消息回调', () => {
  it('turns conversationRecord on with the new URL, keeps its other fields, and tells the robot', async () => {
    const app = await listening();
    const alice = await vipUser(app);
    const { robot, mqtt } = await robotOf(app, alice.user);
    const kept = { header: [{ key: 'x-source', value: 'robot' }], ossConfig: { custom_path: 'chat/' }, timeout: 10 };
    const saved = await alice.post('/v1/api/wechat/config/update', {
      config: JSON.stringify({ conversationRecord: { ...kept, open: false, customUrl: '' }, autoReply: true }),
    });
    expect(saved).toMatchObject({ code: 0 });
    await mqtt.until(1);

    const link = await alice.post<{ url: string }>(LINK);
    expect(link.code).toBe(0);
    const stored = async () => {
      const record = (await alice.get<{ config: string; version: number }>('/v1/api/wechat/config')).data;
      return { version: record.version, config: JSON.parse(record.config) as Record<string, unknown> };
    };
    let config = await stored();
    expect(config.version).toBe(2);
    expect(config.config.conversationRecord).toEqual({ ...kept, open: true, customUrl: link.data.url });
    expect(config.config.autoReply).toBe(true);
    // Pushed like a console save: the robot reloads its config, and the robot endpoint serves the switch.
    await mqtt.until(2);
    expect(mqtt.received[1]).toEqual({
      topic: `aibotk/${alice.user.userId}/event`,
      payload: { target: 'system', event: 'updateConfig' },
    });
    const served = JSON.parse(((await robot.get('/wechat/config')).body.data as { config: string }).config);
    expect(served.conversationRecord).toEqual({ ...kept, open: true, customUrl: link.data.url });

    // Rotating writes the new URL; stopping switches it off and clears it.
    const rotated = await alice.post<{ url: string }>(LINK);
    expect(rotated.data.url).not.toBe(link.data.url);
    expect((await stored()).config.conversationRecord).toMatchObject({ open: true, customUrl: rotated.data.url });
    expect(await alice.del(LINK)).toMatchObject({ code: 0 });
    config = await stored();
    expect(config.config.conversationRecord).toEqual({ ...kept, open: false, customUrl: '' });
    expect(config.version).toBe(4);
    await mqtt.until(4);
  });

  it('creates the config when none was saved yet, and a stop with no config stores nothing', async () => {
    const app = await build({ publicUrl: 'https://weassit.example.com' });
    const alice = await vipUser(app);
    expect(await alice.del(LINK)).toMatchObject({ code: 0 });
    expect((await alice.get('/v1/api/wechat/config')).data).toBeNull();
    const link = await alice.post<{ url: string }>(LINK);
    const record = (await alice.get<{ config: string }>('/v1/api/wechat/config')).data;
    expect(JSON.parse(record.config).conversationRecord).toEqual({ open: true, customUrl: link.data.url });
    const free = caller(app, await signupAndLogin(app));
    expect(await free.post(LINK)).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect((await free.get('/v1/api/wechat/config')).data).toBeNull();
  });
});

describe('last_sent', () => {
  const targets = [
    { id: 'r1@chatroom', name: '产品群', isRoom: true },
    { name: '家人群', isRoom: true },
    { id: 'r3@chatroom', name: '没发过的群', isRoom: true },
    { id: 'wxid_zhangsan', name: '张三', isRoom: false },
  ];

  it('answers when the robot was last seen sending to each group; friends are unidentifiable', async () => {
    const app = await build({ publicUrl: 'https://weassit.example.com' });
    const alice = await vipUser(app);
    const statuses = async () => (await alice.post<LastSent[]>(LAST_SENT, { targets })).data;
    expect(await statuses()).toEqual([
      { status: 'not_recording', lastSentAt: null },
      { status: 'not_recording', lastSentAt: null },
      { status: 'not_recording', lastSentAt: null },
      { status: 'unidentifiable', lastSentAt: null },
    ]);
    const path = await enable(alice);
    const bob = await vipUser(app);
    await ingest(app, await enable(bob), own({ isRoom: true, conversionId: 'r3@chatroom' }));
    const before = Date.now();
    await ingest(app, path, own({ isRoom: true, conversionId: 'r1@chatroom' }));
    await ingest(app, path, own({ isRoom: true, conversionId: 'r1@chatroom', isMyself: false, chatId: 'wxid_z' }));
    await ingest(app, path, own({ isRoom: true, conversionId: 'r7@chatroom', conversionName: '家人群' }));
    await ingest(app, path, own({}));
    const answers = await statuses();
    expect(answers.map((a) => a.status)).toEqual(['seen', 'seen', 'not_seen', 'unidentifiable']);
    for (const a of answers.slice(0, 2)) {
      expect(a.lastSentAt).toBeGreaterThanOrEqual(before);
      expect(a.lastSentAt).toBeLessThanOrEqual(Date.now());
    }
  });

  it('refuses bad input and free users', async () => {
    const app = await build();
    const alice = await vipUser(app);
    const cases: [unknown, string][] = [
      [{}, LAST_SENT_MESSAGES.targetsInvalid],
      [{ targets: [] }, LAST_SENT_MESSAGES.targetsInvalid],
      [{ targets: 'r1' }, LAST_SENT_MESSAGES.targetsInvalid],
      [
        { targets: Array.from({ length: LAST_SENT_MAX_TARGETS + 1 }, () => targets[0]) },
        LAST_SENT_MESSAGES.targetsInvalid,
      ],
      [{ targets: [{ name: ' ', isRoom: true }] }, LAST_SENT_MESSAGES.nameRequired],
      [{ targets: [{ name: 'x'.repeat(257), isRoom: true }] }, LAST_SENT_MESSAGES.tooLong(256)],
      [{ targets: [{ id: 'x'.repeat(129), name: '群', isRoom: true }] }, LAST_SENT_MESSAGES.tooLong(128)],
      [{ targets: [{ name: '群', isRoom: 'yes' }] }, LAST_SENT_MESSAGES.isRoomInvalid],
    ];
    for (const [payload, message] of cases) {
      const answer = await alice.post(LAST_SENT, payload);
      expect([ErrorCode.INVALID_PARAMETER, ErrorCode.MISSING_PARAMETER]).toContain(answer.code);
      expect(answer.msg).toContain(message);
    }
    expect((await alice.post(LAST_SENT, [])).code).toBeGreaterThan(0);
    const free = caller(app, await signupAndLogin(app));
    expect(await free.post(LAST_SENT, { targets })).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: VIP_REQUIRED_MESSAGE,
    });
    const anonymous = await app.inject({ method: 'POST', url: LAST_SENT, payload: { targets } });
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });
});
