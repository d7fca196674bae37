import { ErrorCode, type RobotReminderItem } from '@weassit/contract';
import { robotReminderSchema } from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { remindersRepository } from '../src/repositories/reminders.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

/** Saves a reminder the way the robot gateway does for `POST /task`: validate, then insert. */
const save = (app: App, user: TestUser, item: RobotReminderItem, now?: number) =>
  remindersRepository(app.db.kysely, user.userId).insert(robotReminderSchema.parse(item), now);

const get = (app: App, user: TestUser, url: string) =>
  app.inject({ method: 'GET', url: `/v1/api/wechat${url}`, headers: bearer(user) }).then((r) => r.json());

const oneOff = { setter: '张三', subscribe: '李四', isLoop: false, time: '2030-5-10 8:00', content: '开会' };
const daily = { setter: '张三', subscribe: '张三', isLoop: true, time: '0 0 8 * * *', content: '喝水' };

describe('reminder schema (robot POST /task)', () => {
  it('normalises the loop flag and keeps the fields the robot sends', () => {
    expect(robotReminderSchema.parse({ ...oneOff, extra: 1 })).toEqual(oneOff);
    expect(robotReminderSchema.parse({ ...daily, isLoop: 1 }).isLoop).toBe(true);
    expect(robotReminderSchema.parse({ ...oneOff, isLoop: undefined, setter: null })).toMatchObject({
      isLoop: false,
      setter: '',
    });
  });

  it.each([
    ['no subscriber', { ...oneOff, subscribe: ' ' }],
    ['no time', { ...oneOff, time: undefined }],
    ['a 65-character time', { ...oneOff, time: '1'.repeat(65) }],
    ['a 5001-character content', { ...oneOff, content: 'x'.repeat(5001) }],
    ['isLoop as text', { ...oneOff, isLoop: 'yes' }],
  ])('refuses %s', (_name, item) => {
    expect(robotReminderSchema.safeParse(item).success).toBe(false);
  });
});

describe('reminders repository (robot gateway side)', () => {
  it('saves with an id, lists pending, marks one-offs done and removes', async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const repo = remindersRepository(app.db.kysely, alice.userId);

    const first = await save(app, alice, oneOff, 1000);
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      ...oneOff,
      status: 'pending',
      doneAt: null,
      createdAt: 1000,
    });
    const loop = await save(app, alice, daily, 2000);
    expect(loop.isLoop).toBe(true);
    await save(app, bob, { ...oneOff, content: 'bob 的提醒' });
    expect((await repo.listPending(100)).map((r) => r.id)).toEqual([first.id, loop.id]);

    // Only Alice's own, only one-offs, only once.
    expect(await remindersRepository(app.db.kysely, bob.userId).markDone(first.id)).toBe(false);
    expect(await repo.markDone(loop.id)).toBe(false);
    expect(await repo.markDone(first.id, 5000)).toBe(true);
    expect(await repo.markDone(first.id)).toBe(false);
    expect(await repo.markDone('unknown')).toBe(false);
    expect((await repo.listPending(100)).map((r) => r.id)).toEqual([loop.id]);
    const done = (await repo.page({ current: 1, pageSize: 10 })).list.find((r) => r.id === first.id);
    expect(done).toMatchObject({ status: 'done', doneAt: 5000 });

    expect(await remindersRepository(app.db.kysely, bob.userId).remove(loop.id)).toBe(false);
    expect(await repo.remove(loop.id)).toBe(true);
    expect(await repo.remove(loop.id)).toBe(false);
    expect(await repo.listPending(100)).toEqual([]);
    expect(await remindersRepository(app.db.kysely, bob.userId).listPending(100)).toHaveLength(1);
  });
});

describe('reminder routes', () => {
  it('list the user’s reminders newest first with their status, in pages', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(app, user, { ...oneOff, content: `提醒${i}` }, 1000 + i)).id);
    await remindersRepository(app.db.kysely, user.userId).markDone(ids[0] as string);

    const page1 = await get(app, user, '/tasks?current=1&pageSize=3&robotId=ignored');
    expect(page1).toMatchObject({ code: 0, data: { count: 5 } });
    expect(page1.data.list.map((r: { content: string }) => r.content)).toEqual(['提醒4', '提醒3', '提醒2']);
    expect(page1.data.list[0]).toEqual({
      id: ids[4],
      ...oneOff,
      content: '提醒4',
      status: 'pending',
      doneAt: null,
      createdAt: 1004,
    });
    const page2 = await get(app, user, '/tasks?current=2&pageSize=3');
    expect(page2.data.list.map((r: { status: string }) => r.status)).toEqual(['pending', 'done']);
    expect((await get(app, user, '/tasks')).data.list).toHaveLength(5);
  });

  it('remove one of the user’s own reminders', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const { id } = await save(app, user, oneOff);
    expect(await get(app, user, `/remove/task?id=${id}`)).toEqual({ code: 0, msg: '删除成功', data: null });
    expect((await get(app, user, '/tasks')).data).toEqual({ count: 0, list: [] });
    expect(await get(app, user, `/remove/task?id=${id}`)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: '提醒不存在',
    });
  });

  it("never show or delete another user's reminders", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const { id } = await save(app, alice, oneOff);

    expect((await get(app, bob, '/tasks')).data).toEqual({ count: 0, list: [] });
    expect(await get(app, bob, `/remove/task?id=${id}`)).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    expect(await get(app, bob, `/remove/task?id=${id}&userId=${alice.userId}`)).toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect((await get(app, bob, `/tasks?userId=${alice.userId}`)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get(app, alice, '/tasks')).data.list.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it.each([
    ['pageSize over 100', '/tasks?pageSize=101', ErrorCode.INVALID_PARAMETER],
    ['current not a number', '/tasks?current=abc', ErrorCode.INVALID_PARAMETER],
    ['remove without id', '/remove/task', ErrorCode.MISSING_PARAMETER],
    ['remove with an empty id', '/remove/task?id=', ErrorCode.INVALID_PARAMETER],
    ['remove with a 65-character id', `/remove/task?id=${'a'.repeat(65)}`, ErrorCode.INVALID_PARAMETER],
    ['remove with two ids', '/remove/task?id=a&id=b', ErrorCode.INVALID_PARAMETER],
    ['remove with an SQL-looking id', `/remove/task?id=${encodeURIComponent("x' OR '1'='1")}`, ErrorCode.NOT_FOUND],
  ] as const)('refuse %s', async (_name, url, code) => {
    const app = await build();
    const user = await signupAndLogin(app);
    await save(app, user, oneOff);
    expect(await get(app, user, url)).toMatchObject({ code, data: null });
    expect((await get(app, user, '/tasks')).data.count).toBe(1);
  });
});
