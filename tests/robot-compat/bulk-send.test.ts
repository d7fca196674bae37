/**
 * 群发助手 as the unmodified upstream plugin receives it: a bulk send job to two of the mock groups, which the
 * server publishes one recipient at a time (one `multisay` each, about 1 s apart). Both groups get the message,
 * the second at least 800 ms after the first, and each recipient's status reaches `sent` from the plugin's own
 * acknowledgement. Run with `npm run test:robot -- tests/robot-compat/bulk-send.test.ts`.
 */
import type { BulkSendJobDetail } from '@weassit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotEvent, type RobotWorld, startRobotWorld } from './harness.ts';

const ROOMS = ['测试群', '群1'];
const TEXT = '群发：今晚八点开会';

let world: RobotWorld;

beforeAll(async () => {
  world = await startRobotWorld();
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

/** Watches the robot's output and notes when each group first got `text` (polled every 10 ms). */
function watchArrivals(text: string, names: string[]): { at: Map<string, number>; stop: () => void } {
  const at = new Map<string, number>();
  const timer = setInterval(() => {
    for (const e of world.events as RobotEvent[]) {
      if (e.event === 'sent' && e.text === text && e.name && names.includes(e.name) && !at.has(e.name)) {
        at.set(e.name, Date.now());
      }
    }
  }, 10);
  return { at, stop: () => clearInterval(timer) };
}

describe('群发助手, run by the real plugin', () => {
  it('delivers a bulk send to both groups about 1 s apart, each recipient reaching sent', async () => {
    const rooms = await world.uploadedRooms(ROOMS);
    const arrivals = watchArrivals(TEXT, ROOMS);
    try {
      const created = await world.api<{ id: string }>('/ws/messages', {
        target: 'Room',
        groups: rooms.map((r) => ({ wxid: r.wxid, roomName: r.topic })),
        messages: [{ type: 1, content: TEXT }],
      });
      expect(created).toMatchObject({ code: 0, msg: '消息发送成功，以手机收到消息为准' });
      for (const name of ROOMS) await world.sent(name, TEXT);
      await world.until('both arrivals noted', () => arrivals.at.size === ROOMS.length);
      const [first, second] = ROOMS.map((name) => arrivals.at.get(name) ?? 0);
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(800);

      const job = await world.until('every recipient sent', async () => {
        const detail = (await world.api<BulkSendJobDetail>(`/bulk-sends/${created.data.id}`)).data;
        return detail.recipients.every((r) => r.status === 'sent') ? detail : undefined;
      });
      expect(job).toMatchObject({ status: 'done', total: 2, sent: 2 });
      expect(job.recipients.map((r) => r.name)).toEqual(ROOMS);
    } finally {
      arrivals.stop();
    }
  });
});
