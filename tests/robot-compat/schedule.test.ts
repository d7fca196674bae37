/**
 * 每日说 / 倒计时 / 素材定时发送 with the unmodified upstream plugin (mock puppet): tasks saved through the console's
 * list API are scheduled by the robot (node-schedule, Asia/Shanghai) and reach the mock group — a material-send
 * task with its items in order, a library material by id among them; 立即发送 (the run-now event) sends at once; a
 * paused or deleted task no longer runs once the robot re-fetched its config (updateConfig). The daily message itself needs the weather and sentence services on the internet, so its
 * schedule is proven with the countdown, which the plugin builds the same way (setTask → setLocalSchedule).
 * Run with `npm run test:robot -- tests/robot-compat/schedule.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

const ROOM = '测试群';
const NAME = 'countDownTaskSchedule';

let world: RobotWorld;

interface ConfigList {
  version: string;
  items: Record<string, unknown>[];
}

const list = async (name = NAME) => {
  const answer = await world.api<ConfigList>(`/wechat/config/list?name=${name}`);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data;
};

/** Runs a list change and waits until the robot reloaded its config (the server pushes updateConfig). */
async function change(operation: 'add' | 'replace' | 'delete', body: Record<string, unknown>, name = NAME) {
  const mark = world.outputMark();
  const answer = await world.api<ConfigList>(`/wechat/config/list/${operation}`, {
    name,
    version: (await list(name)).version,
    ...body,
  });
  expect(answer).toMatchObject({ code: 0 });
  await world.configReloaded(mark);
  return answer.data;
}

/** A cron (seconds first) that fires once, `seconds` from now, in Asia/Shanghai. */
function cronIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return `${parts.second} ${parts.minute} ${parts.hour} * * *`;
}

const countdown = (prefix: string, date: string, extra: Record<string, unknown> = {}) => ({
  type: 'room',
  roomName: ROOM,
  date,
  memorialDay: '2030-01-01',
  prefix,
  suffix: '加油',
  endWord: '',
  ...extra,
});

/** How many times the robot sent the countdown to `prefix` to the group. */
const sends = (prefix: string) =>
  world.events.filter((e) => e.event === 'sent' && e.name === ROOM && e.text?.includes(`距离${prefix}还有`)).length;

/** Saves a one-off marker task a few seconds ahead and waits until it fires: that much time went by. */
async function markerFires(prefix: string) {
  await change('add', { item: countdown(prefix, cronIn(4)) });
  await world.until(`the marker ${prefix} to fire`, () => sends(prefix) > 0, 20_000);
}

beforeAll(async () => {
  world = await startRobotWorld();
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('倒计时, 每日说 and 素材定时发送 schedules with the real robot plugin', () => {
  it('fires a countdown saved with a cron a few seconds ahead; the mock group receives it', async () => {
    await change('add', { item: countdown('发布会', cronIn(5)) });
    const sent = await world.until('the scheduled countdown to reach the group', () =>
      world.events.find((e) => e.event === 'sent' && e.name === ROOM && e.text?.includes('距离发布会还有')),
    );
    expect(sent.text).toContain('加油');
  }, 40_000);

  it('fires a material-send task (roomTaskSchedule): the group receives its items in order, the material by id', async () => {
    const material = await world.api<{ id: string }>('/material/add', {
      type: 1,
      name: '定时素材',
      content: '素材库里的定时内容',
    });
    expect(material).toMatchObject({ code: 0 });
    const item = {
      type: 'room',
      roomName: ROOM,
      date: cronIn(5),
      contents: [
        { type: 1, content: '定时发送的第一条' },
        { type: 1, id: material.data.id },
      ],
    };
    await change('add', { item }, 'roomTaskSchedule');
    const texts = () => world.events.filter((e) => e.event === 'sent' && e.name === ROOM).map((e) => e.text ?? '');
    await world.until('both items of the material-send task to reach the group', () =>
      texts().includes('素材库里的定时内容'),
    );
    const sent = texts();
    expect(sent.indexOf('定时发送的第一条')).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf('定时发送的第一条')).toBeLessThan(sent.indexOf('素材库里的定时内容'));
  }, 40_000);

  it('sends a countdown at once on 立即发送 (the run-now event with message.type set)', async () => {
    expect(
      await world.api('/ws/event', {
        target: 'Room',
        event: 'countdown',
        message: { type: 'room', roomName: ROOM, memorialDay: '2030-01-01', prefix: '立即', suffix: '现在' },
      }),
    ).toMatchObject({ code: 0, msg: '发送成功，5s内请勿再次发送' });
    await world.until('the run-now countdown to reach the group', () => sends('立即') > 0);
  });

  it('stops a paused task, runs it again when resumed, and drops it when deleted', async () => {
    let saved = await change('add', { item: countdown('每两秒', '*/2 * * * * *') });
    const index = saved.items.findIndex((item) => item.prefix === '每两秒');
    await world.until('the every-two-seconds task to fire', () => sends('每两秒') > 0);

    saved = await change('replace', { index, item: { ...saved.items[index], paused: true } });
    const atPause = sends('每两秒');
    await markerFires('暂停后');
    // One run may have been on its way as the robot rebuilt its timers; a live job would have run twice more.
    expect(sends('每两秒')).toBeLessThanOrEqual(atPause + 1);

    const { paused: _paused, ...resumed } = saved.items[index] ?? {};
    await change('replace', { index, item: resumed });
    const atResume = sends('每两秒');
    await world.until('the resumed task to fire again', () => sends('每两秒') > atResume);

    await change('delete', { index });
    const atDelete = sends('每两秒');
    await markerFires('删除后');
    expect(sends('每两秒')).toBeLessThanOrEqual(atDelete + 1);
  }, 90_000);

  it('sends a material-send task at once on 立即发送 (event roomTask)', async () => {
    // Well after the countdown's run-now: events are 5 s apart per user.
    expect(
      await world.api('/ws/event', {
        target: 'Room',
        event: 'roomTask',
        message: { type: 'room', roomName: ROOM, contents: [{ type: 1, content: '立即发送的素材' }] },
      }),
    ).toMatchObject({ code: 0 });
    await world.until('the run-now material-send task to reach the group', () =>
      world.events.find((e) => e.event === 'sent' && e.name === ROOM && e.text === '立即发送的素材'),
    );
  });
});
