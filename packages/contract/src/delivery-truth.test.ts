import { describe, expect, it } from 'vitest';
import {
  DELIVERY_WINDOW_MS,
  type DeliveryItem,
  type DeliveryRecipient,
  DeliveryState,
  deliveryTruth,
  type OwnMessageRecord,
} from './delivery-truth.ts';

const T0 = 1_764_000_000_000;
const text = (content: string): DeliveryItem => ({ type: 1, content });
const room = (wxid: string, name: string, publishedAt: number | null, items = [text('开会')]): DeliveryRecipient => ({
  isRoom: true,
  wxid,
  name,
  publishedAt,
  items,
});
const friend = (name: string, publishedAt: number | null, items = [text('你好')]): DeliveryRecipient => ({
  isRoom: false,
  wxid: `wxid_${name}`,
  name,
  publishedAt,
  items,
});
const roomRecord = (id: string, at: number, content = '开会', type = '文字'): OwnMessageRecord => ({
  conversationId: id,
  conversationName: `name of ${id}`,
  isRoom: true,
  type,
  content,
  at,
});
// The plugin's quirk: the robot's own private message names the robot as the conversation.
const privateRecord = (at: number, content = '你好', type = '文字'): OwnMessageRecord => ({
  conversationId: 'wxid_robot',
  conversationName: '小秘书',
  isRoom: false,
  type,
  content,
  at,
});
const on = { now: T0 + 10_000, recordingSince: T0 - 60_000 };

describe('deliveryTruth', () => {
  it('sees each group by its id and text, with the arrival of its record', () => {
    const answers = deliveryTruth(
      [room('r1@chatroom', '测试群', T0), room('r2@chatroom', '群1', T0 + 1000)],
      [roomRecord('r2@chatroom', T0 + 1800), roomRecord('r1@chatroom', T0 + 700, ' 开会\n')],
      on,
    );
    expect(answers).toEqual([
      { state: 'seen', seenAt: T0 + 700, estimated: false },
      { state: 'seen', seenAt: T0 + 1800, estimated: false },
    ]);
  });

  it('matches a group by name when its id is unknown, and never another group or a different text', () => {
    const answers = deliveryTruth(
      [room('', 'name of r1@chatroom', T0), room('r2@chatroom', '群1', T0)],
      [
        roomRecord('r1@chatroom', T0 + 500),
        roomRecord('r3@chatroom', T0 + 500),
        roomRecord('r2@chatroom', T0 + 1, '散会'),
      ],
      on,
    );
    expect(answers.map((a) => a?.state)).toEqual(['seen', 'awaiting']);
  });

  it('is awaiting inside the window and not_seen after it; a record before publishing or after the window is not it', () => {
    const recipients = [room('r1@chatroom', '测试群', T0)];
    const records = [roomRecord('r1@chatroom', T0 - 1), roomRecord('r1@chatroom', T0 + DELIVERY_WINDOW_MS + 1)];
    expect(deliveryTruth(recipients, records, { ...on, now: T0 + DELIVERY_WINDOW_MS })[0]?.state).toBe(
      DeliveryState.AWAITING,
    );
    expect(deliveryTruth(recipients, records, { ...on, now: T0 + DELIVERY_WINDOW_MS + 1 })[0]?.state).toBe(
      DeliveryState.NOT_SEEN,
    );
    expect(deliveryTruth(recipients, records, { ...on, windowMs: 1000, now: T0 + 1001 })[0]?.state).toBe(
      DeliveryState.NOT_SEEN,
    );
  });

  it('needs every item, non-text ones by the plugin’s type label, and skips empty text items as the plugin does', () => {
    const items: DeliveryItem[] = [text('看图'), { type: 2 }, { type: 4 }, text('  ')];
    const full = [
      roomRecord('r1@chatroom', T0 + 100, '看图'),
      roomRecord('r1@chatroom', T0 + 600, '', '文件'),
      roomRecord('r1@chatroom', T0 + 1100, '', 'h5链接'),
    ];
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0, items)], full, on)[0]).toEqual({
      state: 'seen',
      seenAt: T0 + 1100,
      estimated: false,
    });
    const missingLink = full.slice(0, 2);
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0, items)], missingLink, on)[0]?.state).toBe('awaiting');
    const wrongLabel = [...missingLink, roomRecord('r1@chatroom', T0 + 1100, '', '小程序')];
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0, items)], wrongLabel, on)[0]?.state).toBe('awaiting');
  });

  it('uses each record once: the same text twice needs two records', () => {
    const items = [text('开会'), text('开会')];
    const one = [roomRecord('r1@chatroom', T0 + 100)];
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0, items)], one, on)[0]?.state).toBe('awaiting');
    const two = [...one, roomRecord('r1@chatroom', T0 + 600)];
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0, items)], two, on)[0]?.state).toBe('seen');
  });

  it('assigns friends’ records by content and time in publish order, marked as an estimate', () => {
    const recipients = [friend('李四', T0 + 1000), friend('张三', T0), friend('王五', T0 + 2000)];
    // Two private records of the text: the first two friends published get them, the third waits.
    const records = [privateRecord(T0 + 1500), privateRecord(T0 + 300), roomRecord('r1@chatroom', T0 + 2100, '你好')];
    expect(deliveryTruth(recipients, records, on)).toEqual([
      { state: 'seen', seenAt: T0 + 1500, estimated: true },
      { state: 'seen', seenAt: T0 + 300, estimated: true },
      { state: 'awaiting', seenAt: null, estimated: true },
    ]);
  });

  it('gives a partial match’s records back to the recipients after it', () => {
    const recipients = [friend('张三', T0, [text('你好'), text('再见')]), friend('李四', T0 + 1000)];
    expect(deliveryTruth(recipients, [privateRecord(T0 + 1200)], on).map((a) => a?.state)).toEqual([
      'awaiting',
      'seen',
    ]);
  });

  it('is unknown while history is off or for a send before it was switched on; null when never published', () => {
    const recipients = [room('r1@chatroom', '测试群', T0), room('r2@chatroom', '群1', null)];
    const records = [roomRecord('r1@chatroom', T0 + 100)];
    expect(deliveryTruth(recipients, records, { now: T0, recordingSince: null })).toEqual([
      { state: 'unknown', seenAt: null, estimated: false },
      null,
    ]);
    expect(deliveryTruth(recipients, records, { now: T0, recordingSince: T0 + 1 })[0]?.state).toBe('unknown');
  });

  it('matches a group announcement’s text by inclusion', () => {
    const records = [roomRecord('r1@chatroom', T0 + 100, '@所有人\n开会')];
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0)], records, on)[0]?.state).toBe('awaiting');
    expect(deliveryTruth([room('r1@chatroom', '测试群', T0)], records, { ...on, notice: true })[0]?.state).toBe('seen');
  });
});
