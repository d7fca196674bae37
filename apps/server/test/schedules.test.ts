import { ErrorCode, SCHEDULE_MESSAGES } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

const BASE = '/v1/api/wechat/config/list';

function client(app: FastifyInstance, user: TestUser) {
  const list = async (name: string) =>
    (await app.inject({ method: 'GET', url: `${BASE}?name=${name}`, headers: bearer(user) })).json().data as {
      version: string;
      items: Record<string, unknown>[];
    };
  const add = async (name: string, item: unknown) => {
    const { version } = await list(name);
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/add`,
      headers: bearer(user),
      payload: { name, version, item },
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  const saveWhole = async (config: object) =>
    (
      await app.inject({
        method: 'POST',
        url: '/v1/api/wechat/config/update',
        headers: bearer(user),
        payload: { config: JSON.stringify(config) },
      })
    ).json() as { code: number; msg: string };
  return { list, add, saveWhole };
}

const day = { type: 'contact', name: '小明', date: '0 0 8 * * ?', memorialDay: '2020-05-20', city: '北京' };
const countdown = { type: 'room', roomName: '家人群', date: '0 0 9 * * ?', memorialDay: '2027-02-06', prefix: '春节' };

describe('daily and countdown tasks: the server checks them', () => {
  it.each([
    ['dayTaskSchedule', day],
    ['countDownTaskSchedule', countdown],
  ])('%s: refuses a bad cron, a missing or bad target, a bad date — never a 500', async (name, good) => {
    const app = await build();
    const api = client(app, await signupAndLogin(app));
    const refused = async (item: unknown, message: RegExp | string) => {
      const { status, body } = await api.add(name, item);
      expect(status).toBeLessThan(500);
      expect(body.code).toBe(ErrorCode.INVALID_PARAMETER);
      expect(body.msg).toMatch(message);
    };
    await refused({ ...good, date: '0 0 8 * *' }, SCHEDULE_MESSAGES.cronFields);
    await refused({ ...good, date: '0 0 8 * * ? 2026' }, SCHEDULE_MESSAGES.cronFields);
    await refused({ ...good, date: '0 0 25 * * ?' }, /第3段（时）/);
    await refused({ ...good, date: '0 0 8 * * ?;'.repeat(50) }, SCHEDULE_MESSAGES.cronTooLong);
    await refused({ ...good, date: 7 }, SCHEDULE_MESSAGES.cronRequired);
    await refused({ ...good, roomName: '', name: '' }, SCHEDULE_MESSAGES.targetRequired);
    await refused({ ...good, type: 'group' }, SCHEDULE_MESSAGES.targetType);
    await refused({ ...good, wxid: 'wx id' }, SCHEDULE_MESSAGES.wxidInvalid);
    await refused({ ...good, wxid: 'x'.repeat(10_000) }, SCHEDULE_MESSAGES.wxidInvalid);
    await refused({ ...good, memorialDay: '明年' }, SCHEDULE_MESSAGES.dateInvalid);
    await refused({ ...good, endWord: 'x'.repeat(501) }, /500/);
    expect((await api.list(name)).items).toEqual([]);

    const { body } = await api.add(name, { ...good, wxid: 'wxid_ming' });
    expect(body.code).toBe(0);
    expect((await api.list(name)).items).toEqual([{ ...good, wxid: 'wxid_ming', id: 1 }]);
  });

  it('refuses a bad task in a whole-config save too', async () => {
    const app = await build();
    const api = client(app, await signupAndLogin(app));
    expect(await api.saveWhole({ dayTaskSchedule: [{ ...day, date: 'every day' }] })).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    expect(await api.saveWhole({ dayTaskSchedule: [day], countDownTaskSchedule: [countdown] })).toMatchObject({
      code: 0,
    });
  });

  it('keeps paused tasks for the console but leaves them out of the config the robot reads', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const api = client(app, user);
    expect((await api.add('dayTaskSchedule', { ...day, paused: true })).body.code).toBe(0);
    expect((await api.add('dayTaskSchedule', { ...day, name: '小红' })).body.code).toBe(0);
    expect((await api.add('countDownTaskSchedule', { ...countdown, paused: true })).body.code).toBe(0);
    expect((await api.list('dayTaskSchedule')).items.map((t) => [t.id, t.paused])).toEqual([
      [1, true],
      [2, undefined],
    ]);
    const robot = robotClient(app, await robotKeys(app, user));
    const fetched = JSON.parse(((await robot.get('/wechat/config')).body.data as { config: string }).config);
    expect(fetched.dayTaskSchedule).toEqual([{ ...day, name: '小红', id: 2 }]);
    expect(fetched.countDownTaskSchedule).toEqual([]);
  });

  it('keeps one user’s tasks from another', async () => {
    const app = await build();
    const owner = client(app, await signupAndLogin(app));
    const other = client(app, await signupAndLogin(app));
    expect((await owner.add('dayTaskSchedule', day)).body.code).toBe(0);
    expect((await other.list('dayTaskSchedule')).items).toEqual([]);
  });
});
