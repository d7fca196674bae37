/**
 * 批量定时任务 with the unmodified upstream plugin (mock puppet): a task saved through the console API reaches the
 * robot with `GET /user/task` after the `tasks` push, is scheduled by it (node-schedule, Asia/Shanghai) and sends
 * its contents to both mock groups; 立即发送 (the `event` `Tasks`) sends at once; a deleted task no longer runs
 * once the robot re-fetched its tasks. Run with `npm run test:robot -- batch-tasks`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

const ROOMS = ['测试群', '群1'];

let world: RobotWorld;

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

/** A 素材定时发送 task to both groups by name (no id: the robot finds them by topic). */
const task = (text: string, cron: string) => ({
  name: text,
  taskType: 'custom',
  type: 'room',
  cron,
  targets: ROOMS.map((name) => ({ name })),
  taskInfo: { contents: [{ type: 1, content: text }] },
});

/** How many times the robot sent `text` to the group `room`. */
const sends = (text: string, room = ROOMS[0]) =>
  world.events.filter((e) => e.event === 'sent' && e.name === room && e.text === text).length;

/** Saves a task through the console API (the server then pushes `tasks` and the robot fetches GET /user/task). */
async function save(body: unknown): Promise<string> {
  const saved = await world.api<{ id: string }>('/batch_tasks', body);
  expect(saved).toMatchObject({ code: 0 });
  return saved.data.id;
}

/** Saves a one-off marker task a few seconds ahead and waits until it fires: the robot has fetched since. */
async function markerFires(text: string) {
  await save(task(text, cronIn(4)));
  await world.until(`the marker ${text} to fire`, () => sends(text) > 0, 20_000);
}

beforeAll(async () => {
  world = await startRobotWorld();
  await world.ready();
  // Targets are saved by name, as typed; the server serves them with the ids of the groups the robot uploaded.
  await world.uploadedRooms(ROOMS);
});

afterAll(async () => {
  await world?.stop();
});

describe('批量定时任务 with the real robot plugin', () => {
  it('fires a task saved with a cron a few seconds ahead; both groups receive its contents', async () => {
    await save(task('批量定时：早上好', cronIn(5)));
    for (const room of ROOMS) await world.sent(room, '批量定时：早上好');
  });

  it('sends a task at once to both groups on 立即发送', async () => {
    const id = await save(task('批量立即发送', '0 0 3 1 1 *'));
    expect(await world.api(`/batch_tasks/${id}/run`, {})).toMatchObject({
      code: 0,
      msg: '发送成功，5s内请勿再次发送',
    });
    for (const room of ROOMS) await world.sent(room, '批量立即发送');
  });

  it('drops a deleted task once the robot re-fetched its tasks', async () => {
    const id = await save(task('每两秒批量', '*/2 * * * * *'));
    await world.until('the every-two-seconds task to reach both groups', () =>
      ROOMS.every((room) => sends('每两秒批量', room) > 0),
    );
    expect(await world.api(`/batch_tasks/${id}`, undefined, 'DELETE')).toMatchObject({ code: 0, msg: '删除成功' });
    const atDelete = sends('每两秒批量');
    // A task saved after the delete firing proves the robot rebuilt its timers from a GET /user/task made after
    // the delete (each save and delete pushes `tasks`, and the robot re-fetches the whole list on each).
    await markerFires('删除后的标记');
    // One run may have been on its way as the robot rebuilt its timers; a live job would have run twice more.
    expect(sends('每两秒批量')).toBeLessThanOrEqual(atDelete + 1);
  }, 60_000);
});
