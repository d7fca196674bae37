import {
  BULK_SEND_MAX_RECIPIENTS,
  BULK_SEND_MESSAGES,
  BULK_SEND_RETENTION_DAYS,
  BULK_SEND_RUNNING_MAX,
  BULK_SEND_STORED_MAX,
  type BulkSendJob,
  type BulkSendJobDetail,
  BulkSendStatus,
  ErrorCode,
  type Page,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bulkSendJobsRepository, bulkSendsRepository } from '../src/repositories/bulk-sends.ts';
import { purgeExpiredRows } from '../src/services/purge.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';

/** What a bulk send pushes to the robot. */
interface Payload {
  target: string;
  groups: Record<string, string>[];
  messages: unknown[];
}

const text = { type: 1 as const, content: '群发通知' };

/** A server listening on loopback with its embedded broker on a free port. */
async function listening(): Promise<FastifyInstance> {
  const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.listenBroker();
  return app;
}

/** The user's robot, connected like the plugin (robot-helper.ts). */
async function connectRobot(app: FastifyInstance, user: TestUser) {
  return robotSubscriber<Payload>(robotClient(app, await robotKeys(app, user)), user.userId);
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

function caller(app: FastifyInstance, user: TestUser) {
  return {
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: bearer(user), payload }).then((r) => r.json()),
    get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(user) }).then((r) => r.json()),
  };
}

async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { user, ...caller(app, user) };
}

describe('bulk send jobs', () => {
  it('refuses bad input without creating a job or publishing anything', async () => {
    const app = await listening();
    const { user, post, get } = await vipUser(app);
    const robot = await connectRobot(app, user);
    const group = { wxid: 'r1@chatroom' };
    const cases: [object, string][] = [
      [{ target: 'Room', groups: [], messages: [text] }, BULK_SEND_MESSAGES.noRecipients],
      [{ target: 'Room', groups: [{}], messages: [text] }, BULK_SEND_MESSAGES.noRecipients],
      [{ target: 'Room', messages: [text] }, BULK_SEND_MESSAGES.noRecipients],
      [
        { target: 'Room', groups: Array.from({ length: BULK_SEND_MAX_RECIPIENTS + 1 }, () => group), messages: [text] },
        BULK_SEND_MESSAGES.tooManyRecipients,
      ],
      [{ target: 'Room', groups: [group], messages: [] }, BULK_SEND_MESSAGES.noMaterial],
      [{ target: 'Room', groups: [group] }, BULK_SEND_MESSAGES.noMaterial],
      [{ target: 'Room', groups: [group], messages: Array(21).fill(text) }, BULK_SEND_MESSAGES.tooManyMessages],
      [{ target: 'Everyone', groups: [group], messages: [text] }, BULK_SEND_MESSAGES.badTarget],
      [
        { target: 'RoomNotice', groups: [group], messages: [{ type: 2, url: 'https://a.example/f.pdf' }] },
        BULK_SEND_MESSAGES.noticeTextOnly,
      ],
      [{ target: 'RoomNotice', groups: [{ alias: '老王' }], messages: [text] }, BULK_SEND_MESSAGES.noticeGroupsOnly],
      [{ target: 'Room', groups: [{ wxid: 'r'.repeat(500) }], messages: [text] }, ''],
    ];
    for (const [payload, message] of cases) {
      const answer = await post('/v1/api/ws/messages', payload);
      expect([ErrorCode.INVALID_PARAMETER, ErrorCode.MISSING_PARAMETER]).toContain(answer.code);
      expect(answer.msg).toContain(message);
    }
    expect((await post('/v1/api/ws/messages', [])).code).toBeGreaterThan(0);
    for (const url of ['/v1/api/bulk-sends?pageSize=abc', '/v1/api/bulk-sends?current=0']) {
      expect((await get(url)).code).toBe(ErrorCode.INVALID_PARAMETER);
    }
    const longId = 'x'.repeat(65);
    expect((await get(`/v1/api/bulk-sends/${longId}`)).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await post(`/v1/api/bulk-sends/${longId}/cancel`)).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await get('/v1/api/bulk-sends/nope')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get('/v1/api/bulk-sends')).data).toEqual({ count: 0, list: [] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(robot.received).toEqual([]);
  });

  it('refuses a free user every bulk send call', async () => {
    const app = await listening();
    const { user: owner, post: ownerPost } = await vipUser(app);
    await connectRobot(app, owner);
    const created = await ownerPost('/v1/api/ws/messages', {
      target: 'Room',
      groups: [{ wxid: 'r1' }],
      messages: [text],
    });
    expect(created).toMatchObject({ code: 0 });
    const free = await signupAndLogin(app);
    await connectRobot(app, free);
    const { post, get } = caller(app, free);
    const refusal = { code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE };
    expect(await post('/v1/api/ws/messages', { target: 'Room', groups: [{ wxid: 'r1' }], messages: [text] })).toEqual(
      expect.objectContaining(refusal),
    );
    expect(await get('/v1/api/bulk-sends')).toMatchObject(refusal);
    expect(await get(`/v1/api/bulk-sends/${created.data.id}`)).toMatchObject(refusal);
    expect(await post(`/v1/api/bulk-sends/${created.data.id}/cancel`)).toMatchObject(refusal);
    const none = await app.db.kysely.selectFrom('bulk_sends').select('id').where('user_id', '=', free.userId).execute();
    expect(none).toEqual([]);
  });

  it("answers 404 for another user's job and lists only one's own", async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await connectRobot(app, alice.user);
    const created = await alice.post('/v1/api/ws/messages', {
      target: 'Contact',
      groups: [{ name: '张三' }, { name: '李四' }, { name: '王五' }],
      messages: [text],
    });
    const bob = await vipUser(app);
    expect(await bob.get(`/v1/api/bulk-sends/${created.data.id}`)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await bob.post(`/v1/api/bulk-sends/${created.data.id}/cancel`)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect((await bob.get('/v1/api/bulk-sends')).data).toEqual({ count: 0, list: [] });
    // Bob's cancel changed nothing: Alice's job still runs.
    const job = (await alice.get(`/v1/api/bulk-sends/${created.data.id}`)).data as BulkSendJobDetail;
    expect(job.status).toBe('running');
    expect(await alice.post(`/v1/api/bulk-sends/${created.data.id}/cancel`)).toMatchObject({ code: 0 });
  });

  it('sends recipient after recipient about 1 s apart, each reaching sent on the robot’s acknowledgement', async () => {
    const app = await listening();
    const { user, post, get } = await vipUser(app);
    const robot = await connectRobot(app, user);
    const groups = [{ wxid: 'r1@chatroom' }, { name: '家人群' }, { roomName: '同事群' }];
    const messages = [text, { type: 1, content: '第二条' }];
    const created = await post('/v1/api/ws/messages', { target: 'Room', groups, messages });
    expect(created).toMatchObject({ code: 0, msg: BULK_SEND_MESSAGES.success, data: { id: expect.any(String) } });
    const path = `/v1/api/bulk-sends/${created.data.id}`;
    const job = await until(async () => {
      const detail = (await get(path)).data as BulkSendJobDetail;
      // The job is marked done in a write after the last recipient's: wait for both.
      return detail.status === 'done' && detail.recipients.every((r) => r.status === 'sent') ? detail : undefined;
    });
    expect(job).toMatchObject({ target: 'Room', status: 'done', total: 3, sent: 3, done: 3, messages });
    expect(job.recipients.map((r) => r.name)).toEqual(['r1@chatroom', '家人群', '同事群']);
    // One multisay per recipient, in order, each naming that one group.
    expect(robot.received.map((r) => r.payload)).toEqual([
      { target: 'Room', groups: [{ wxid: 'r1@chatroom' }], messages },
      { target: 'Room', groups: [{ roomName: '家人群' }], messages },
      { target: 'Room', groups: [{ roomName: '同事群' }], messages },
    ]);
    expect(robot.received.every((r) => r.topic === `aibotk/${user.userId}/multisay`)).toBe(true);
    const published = job.recipients.map((r) => r.publishedAt ?? 0);
    for (let i = 1; i < published.length; i++) {
      expect((published[i] ?? 0) - (published[i - 1] ?? 0)).toBeGreaterThanOrEqual(900);
      expect((robot.arrivals[i] ?? 0) - (robot.arrivals[i - 1] ?? 0)).toBeGreaterThanOrEqual(850);
    }
    for (const r of job.recipients) expect(r.sentAt).toBeGreaterThanOrEqual(r.publishedAt ?? Infinity);

    // The list: newest first, with progress.
    const second = await post('/v1/api/ws/messages', { target: 'Contact', groups: [{ name: '张三' }], messages });
    const list = (await get('/v1/api/bulk-sends?current=1&pageSize=10')).data as Page<BulkSendJob>;
    expect(list.count).toBe(2);
    expect(list.list.map((j) => j.id)).toEqual([second.data.id, created.data.id]);
    expect(list.list[1]).toMatchObject({ total: 3, sent: 3, status: 'done' });
    expect((await get('/v1/api/bulk-sends?current=2&pageSize=1')).data.list.map((j: BulkSendJob) => j.id)).toEqual([
      created.data.id,
    ]);
  });

  it('refuses to start without a robot, and marks the recipients whose turn comes while it is away', async () => {
    const app = await listening();
    const { user, post, get } = await vipUser(app);
    const payload = { target: 'Contact', groups: [{ name: '张三' }, { alias: '老李' }], messages: [text] };
    expect(await post('/v1/api/ws/messages', payload)).toMatchObject({ code: ErrorCode.ROBOT_OFFLINE });
    expect((await get('/v1/api/bulk-sends')).data.count).toBe(0);

    const robot = await connectRobot(app, user);
    const created = await post('/v1/api/ws/messages', payload);
    const path = `/v1/api/bulk-sends/${created.data.id}`;
    await until(async () => ((await get(path)).data.recipients[0].status === 'sent' ? true : undefined));
    await robot.client.endAsync(true);
    const job = await until(async () => {
      const detail = (await get(path)).data as BulkSendJobDetail;
      return detail.status === 'done' ? detail : undefined;
    });
    expect(job.recipients.map((r) => r.status)).toEqual(['sent', 'robot_offline']);
    expect(job).toMatchObject({ sent: 1, done: 2 });
    expect(robot.received.map((r) => r.payload.groups)).toEqual([[{ name: '张三' }]]);
  });

  it('cancels a running job: its queued recipients are never sent', async () => {
    const app = await listening();
    const { user, post, get } = await vipUser(app);
    const robot = await connectRobot(app, user);
    const created = await post('/v1/api/ws/messages', {
      target: 'Room',
      groups: [{ wxid: 'a@chatroom' }, { wxid: 'b@chatroom' }, { wxid: 'c@chatroom' }],
      messages: [text],
    });
    const path = `/v1/api/bulk-sends/${created.data.id}`;
    await until(() => robot.received[0]);
    expect(await post(`${path}/cancel`)).toMatchObject({ code: 0, msg: BULK_SEND_MESSAGES.cancelled });
    expect(await post(`${path}/cancel`)).toMatchObject({
      code: ErrorCode.CONFLICT,
      msg: BULK_SEND_MESSAGES.notRunning,
    });
    const job = (await get(path)).data as BulkSendJobDetail;
    expect(job.status).toBe('cancelled');
    expect(job.finishedAt).toEqual(expect.any(Number));
    expect(job.recipients.slice(1).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    // Past the next turn: nothing more was published.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(robot.received).toHaveLength(1);
  });

  it('marks a job a stopped server left running as interrupted at the next start', async () => {
    const config = await testConfig();
    const first = await buildApp(config, { logger: false });
    const user = await signupAndLogin(first);
    await makeVip(first, user);
    await bulkSendsRepository(first.db.kysely, first.db.kind, user.userId).insert(
      'left-running',
      { target: 'Room', messages: [text], groups: [{ wxid: 'a@chatroom' }, { wxid: 'b@chatroom' }] },
      Date.now(),
    );
    await first.db.kysely
      .updateTable('bulk_send_recipients')
      .set({ status: 'published', published_at: Date.now() })
      .where('job_id', '=', 'left-running')
      .where('position', '=', 0)
      .execute();
    await first.close();

    const second = await buildApp(config, { logger: false });
    onTestFinished(() => second.close());
    const job = (await caller(second, user).get('/v1/api/bulk-sends/left-running')).data as BulkSendJobDetail;
    expect(job.status).toBe('interrupted');
    expect(job.recipients.map((r) => r.status)).toEqual(['published', 'cancelled']);
  });
});

describe('bulk send caps and retention', () => {
  const many = (prefix: string) =>
    Array.from({ length: BULK_SEND_MAX_RECIPIENTS }, (_, i) => ({ wxid: `${prefix}${i}@chatroom` }));

  it('stores only the fields of a message item: an unknown key is neither kept nor published', async () => {
    const app = await listening();
    const { user, post, get } = await vipUser(app);
    const robot = await connectRobot(app, user);
    const pad = 'x'.repeat(45_000);
    const created = await post('/v1/api/ws/messages', {
      target: 'Room',
      groups: [{ wxid: 'r1@chatroom' }],
      messages: [{ ...text, pad, nested: { pad } }],
    });
    expect(created).toMatchObject({ code: 0 });
    const detail = (await get(`/v1/api/bulk-sends/${created.data.id}`)).data as BulkSendJobDetail;
    expect(detail.messages).toEqual([text]);
    const stored = await app.db.kysely.selectFrom('bulk_sends').select('messages').executeTakeFirstOrThrow();
    expect(stored.messages.length).toBeLessThan(100);
    await until(() => robot.received[0]);
    expect(robot.received[0]?.payload.messages).toEqual([text]);
  });

  it(`refuses a job past ${BULK_SEND_RUNNING_MAX} running ones, also when asked at once; others and finished ones do not count`, async () => {
    const app = await listening();
    const alice = await vipUser(app);
    await connectRobot(app, alice.user);
    const create = (who: typeof alice, prefix: string) =>
      who.post('/v1/api/ws/messages', { target: 'Room', groups: many(prefix), messages: [text] });
    // Several at once: the cap holds (on PostgreSQL the creations wait for each other's check).
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((p) => create(alice, p)));
    const accepted = answers.filter((a) => a.code === 0);
    expect(accepted).toHaveLength(BULK_SEND_RUNNING_MAX);
    for (const refused of answers.filter((a) => a.code !== 0)) {
      expect(refused).toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED, msg: BULK_SEND_MESSAGES.tooManyRunning });
    }
    expect((await alice.get('/v1/api/bulk-sends')).data.count).toBe(BULK_SEND_RUNNING_MAX);

    // Another user is not held back by Alice's jobs.
    const bob = await vipUser(app);
    await connectRobot(app, bob.user);
    expect(await create(bob, 'bob')).toMatchObject({ code: 0 });

    // A cancelled job is finished: it no longer counts.
    expect(await alice.post(`/v1/api/bulk-sends/${accepted[0]?.data.id}/cancel`)).toMatchObject({ code: 0 });
    expect(await create(alice, 'f')).toMatchObject({ code: 0 });
    expect(await create(alice, 'g')).toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED });
  });

  it(`keeps at most ${BULK_SEND_STORED_MAX} jobs per user: a new one deletes the oldest finished, never a running one`, async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await signupAndLogin(app);
    const jobs = bulkSendsRepository(app.db.kysely, app.db.kind, user.userId);
    const runner = bulkSendJobsRepository(app.db.kysely);
    const job = { target: 'Room' as const, messages: [text], groups: [{ wxid: 'a@chatroom' }] };
    const started = Date.now() - 1_000_000;
    // The oldest job still runs; the rest finished.
    for (let i = 0; i < BULK_SEND_STORED_MAX; i++) {
      await jobs.insert(`job-${String(i).padStart(3, '0')}`, job, started + i);
      if (i > 0) await runner.finish(`job-${String(i).padStart(3, '0')}`, BulkSendStatus.DONE, started + i);
    }
    await bulkSendsRepository(app.db.kysely, app.db.kind, other.userId).insert('other-job', job, started);
    await jobs.insert('newest', job, Date.now());
    const ids = async (userId: string) =>
      (await app.db.kysely.selectFrom('bulk_sends').select('id').where('user_id', '=', userId).execute()).map(
        (r) => r.id,
      );
    const kept = await ids(user.userId);
    expect(kept).toHaveLength(BULK_SEND_STORED_MAX);
    expect(kept).toContain('job-000');
    expect(kept).not.toContain('job-001');
    expect(kept).toContain('job-002');
    expect(kept).toContain('newest');
    expect(await ids(other.userId)).toEqual(['other-job']);
    const orphans = await app.db.kysely
      .selectFrom('bulk_send_recipients')
      .select('job_id')
      .where('job_id', '=', 'job-001')
      .execute();
    expect(orphans).toEqual([]);
  });

  it(`purges jobs ${BULK_SEND_RETENTION_DAYS} days after they finished, with their recipients; running ones stay`, async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const jobs = bulkSendsRepository(app.db.kysely, app.db.kind, user.userId);
    const runner = bulkSendJobsRepository(app.db.kysely);
    const job = { target: 'Room' as const, messages: [text], groups: [{ wxid: 'a@chatroom' }, { wxid: 'b@chatroom' }] };
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const old = now - (BULK_SEND_RETENTION_DAYS + 1) * day;
    await jobs.insert('old-done', job, old);
    await runner.finish('old-done', BulkSendStatus.DONE, old);
    await jobs.insert('recent-done', job, old);
    await runner.finish('recent-done', BulkSendStatus.CANCELLED, now - (BULK_SEND_RETENTION_DAYS - 1) * day);
    await jobs.insert('old-running', job, old);

    expect((await purgeExpiredRows(app.db.kysely, now)).bulkSends).toBe(1);
    const left = await app.db.kysely.selectFrom('bulk_sends').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['old-running', 'recent-done']);
    const recipients = await app.db.kysely
      .selectFrom('bulk_send_recipients')
      .select('job_id')
      .where('job_id', '=', 'old-done')
      .execute();
    expect(recipients).toEqual([]);
    expect((await purgeExpiredRows(app.db.kysely, now)).bulkSends).toBe(0);
  });
});
