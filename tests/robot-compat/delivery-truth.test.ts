/**
 * Delivery truth with the unmodified upstream plugin: 消息记录 switched on through the console API alone (the
 * server writes 消息回调 into the robot config and pushes it), then a bulk send to two mock groups. Each
 * recipient goes on from published to `seen` once the robot's own record of the message arrives. Run with
 * `npm run test:robot -- tests/robot-compat/delivery-truth.test.ts`.
 */
import type { BulkSendJobDetail } from '@weassit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

const ROOMS = ['测试群', '群1'];
const TEXT = '群发：明早九点例会';

let world: RobotWorld;

beforeAll(async () => {
  world = await startRobotWorld();
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('delivery truth from the real plugin', () => {
  it('shows both groups of a bulk send as seen sent by the robot', async () => {
    const rooms = await world.uploadedRooms(ROOMS);
    // The switch alone: no config saved by the test; the robot gets conversationRecord through the push.
    const mark = world.outputMark();
    const link = await world.api<{ url: string }>('/message_history/link', {});
    expect(link).toMatchObject({ code: 0 });
    await world.configReloaded(mark);

    const started = Date.now();
    const created = await world.api<{ id: string }>('/ws/messages', {
      target: 'Room',
      groups: rooms.map((r) => ({ wxid: r.wxid, roomName: r.topic })),
      messages: [{ type: 1, content: TEXT }],
    });
    expect(created).toMatchObject({ code: 0 });
    const job = await world.until('both recipients seen sent by the robot', async () => {
      const detail = (await world.api<BulkSendJobDetail>(`/bulk-sends/${created.data.id}`)).data;
      return detail.recipients.every((r) => r.delivery?.state === 'seen') ? detail : undefined;
    });
    console.log(`delivery truth: both groups seen sent ${Date.now() - started} ms after the bulk send was created`);
    expect(job.recipients.map((r) => r.name)).toEqual(ROOMS);
    for (const r of job.recipients) {
      expect(r.delivery).toEqual({ state: 'seen', seenAt: expect.any(Number), estimated: false });
      expect(r.delivery?.seenAt).toBeGreaterThanOrEqual(r.publishedAt ?? Number.POSITIVE_INFINITY);
    }
    // What matched them is in the history: the robot's own messages in those groups.
    const own = (
      await world.api<{ list: { conversationId: string; content: string }[] }>(
        '/message_history?isMyself=1&isRoom=1&pageSize=100',
      )
    ).data.list;
    expect(
      own
        .filter((m) => m.content === TEXT)
        .map((m) => m.conversationId)
        .sort(),
    ).toEqual(rooms.map((r) => r.wxid).sort());
  });
});
