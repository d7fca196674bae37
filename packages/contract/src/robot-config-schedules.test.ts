import { describe, expect, it } from 'vitest';
import { BATCH_MESSAGES } from './batch-task-constants.ts';
import {
  countDownTaskScheduleSchema,
  dayTaskScheduleSchema,
  roomNewsScheduleSchema,
  roomTaskScheduleSchema,
} from './robot-config.ts';
import { SCHEDULE_MESSAGES, scheduleCronError, withoutPausedSchedules } from './robot-config-constants.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('schedule cron strings (node-schedule, six fields)', () => {
  it.each([
    '0 0 8 * * ?',
    '0 30 8 * * *',
    '*/15 * * * * *',
    '0 0 8 ? * MON-FRI',
    '0 0 9 1,15 * ?',
    '0 0 8 L * ?',
    '0 0 8 * * 5#2',
    '0 0/30 9-17 * JAN-MAR 1-5',
    ' 0 0 8 * * ? ',
  ])('accepts %s', (cron) => {
    expect(scheduleCronError(cron)).toBeNull();
  });

  it.each([
    ['', SCHEDULE_MESSAGES.cronRequired],
    ['0 0 8 * *', SCHEDULE_MESSAGES.cronFields],
    ['0 0 8 * * ? 2026', SCHEDULE_MESSAGES.cronFields],
    ['0 0 25 * * *', 'Cron 表达式不正确：第3段（时）'],
    ['60 0 8 * * *', 'Cron 表达式不正确：第1段（秒）'],
    ['0 0 8 0 * *', 'Cron 表达式不正确：第4段（日）'],
    ['0 0 8 * 13 *', 'Cron 表达式不正确：第5段（月）'],
    ['0 0 8 * * 8', 'Cron 表达式不正确：第6段（周）'],
    ['0 0 8 * MON *', 'Cron 表达式不正确：第5段（月）'],
    ['0 0 8 * * ABC', 'Cron 表达式不正确：第6段（周）'],
    ['? 0 8 * * *', 'Cron 表达式不正确：第1段（秒）'],
    ['0 */0 8 * * *', 'Cron 表达式不正确：第2段（分）'],
    ['0 0 8 * * ;rm', 'Cron 表达式不正确：第6段（周）'],
    // What cron-parser 2.x (the robot's node-schedule) refuses: nL and L in 周, nL, nW and LW in 日, L in 月.
    ['0 0 8 ? * 5L', 'Cron 表达式不正确：第6段（周）'],
    ['0 0 8 ? * L', 'Cron 表达式不正确：第6段（周）'],
    ['0 0 8 3L * ?', 'Cron 表达式不正确：第4段（日）'],
    ['0 0 8 15W * ?', 'Cron 表达式不正确：第4段（日）'],
    ['0 0 8 LW * ?', 'Cron 表达式不正确：第4段（日）'],
    ['0 0 8 * L ?', 'Cron 表达式不正确：第5段（月）'],
    [`0 0 8 * * ${'1,'.repeat(80)}1`, SCHEDULE_MESSAGES.cronTooLong],
  ])('refuses %s', (cron, message) => {
    expect(scheduleCronError(cron)).toBe(message);
  });
});

describe('daily and countdown task schemas', () => {
  const day = { date: '0 0 8 * * ?', name: '小明', city: '北京', memorialDay: '2020-05-20', endWord: '爱你' };

  it('accepts a friend by name, a group by topic, a target by wxid, and keeps unknown fields', () => {
    expect(dayTaskScheduleSchema.parse({ ...day, extra: 1 })).toMatchObject({ extra: 1 });
    expect(dayTaskScheduleSchema.safeParse({ date: '0 0 8 * * ?', type: 'room', roomName: '家人群' }).success).toBe(
      true,
    );
    expect(dayTaskScheduleSchema.safeParse({ date: '0 0 8 * * ?', wxid: 'wxid_abc', paused: true }).success).toBe(true);
  });

  it('refuses a bad cron, a missing or bad target, a bad date and long texts', () => {
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ ...day, date: '0 0 8 * *' }))).toEqual([
      SCHEDULE_MESSAGES.cronFields,
    ]);
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ ...day, date: 'x'.repeat(10_000) }))).toEqual([
      SCHEDULE_MESSAGES.cronTooLong,
    ]);
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ date: '0 0 8 * * ?', type: 'room', name: '' }))).toEqual([
      SCHEDULE_MESSAGES.targetRequired,
    ]);
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ ...day, type: 'group' }))).toEqual([
      SCHEDULE_MESSAGES.targetType,
    ]);
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ ...day, wxid: 'wx id' }))).toEqual([
      SCHEDULE_MESSAGES.wxidInvalid,
    ]);
    expect(messagesOf(dayTaskScheduleSchema.safeParse({ ...day, memorialDay: '5月20日' }))).toEqual([
      SCHEDULE_MESSAGES.dateInvalid,
    ]);
    expect(dayTaskScheduleSchema.safeParse({ ...day, endWord: 'x'.repeat(501) }).success).toBe(false);
    expect(dayTaskScheduleSchema.safeParse({ ...day, city: 'x'.repeat(65) }).success).toBe(false);
  });

  it('checks a countdown task’s date and texts', () => {
    const countdown = { date: '0 0 7 * * *', type: 'room', roomName: '家人群', prefix: '春节', suffix: '加油' };
    expect(countDownTaskScheduleSchema.safeParse({ ...countdown, memorialDay: '2027-02-06' }).success).toBe(true);
    expect(countDownTaskScheduleSchema.safeParse({ ...countdown, memorialDay: '明年' }).success).toBe(false);
    expect(
      countDownTaskScheduleSchema.safeParse({ ...countdown, memorialDay: '2027-02-06', prefix: 'x'.repeat(101) })
        .success,
    ).toBe(false);
  });

  it('leaves paused tasks out of the config the robot reads, and nothing else', () => {
    const config = {
      dayTaskSchedule: [{ id: 1, paused: true }, { id: 2 }, { id: 3, paused: false }],
      countDownTaskSchedule: [{ id: 1, paused: true }],
      roomTaskSchedule: [{ id: 1, paused: true }, { id: 2 }],
      roomNewsSchedule: [{ id: 1, paused: true }],
      eventKeywords: [{ id: 1, paused: true }],
      other: 1,
    };
    expect(withoutPausedSchedules(config)).toEqual({
      dayTaskSchedule: [{ id: 2 }, { id: 3, paused: false }],
      countDownTaskSchedule: [],
      roomTaskSchedule: [{ id: 2 }],
      roomNewsSchedule: [],
      eventKeywords: [{ id: 1, paused: true }],
      other: 1,
    });
  });
});

describe('news and material schedule schemas', () => {
  const newsTask = { date: '0 0 8 * * ?', type: 'room', roomName: '家人群', sortId: 2, num: 5, endWord: '完' };
  const materialTask = { date: '0 0 8 * * ?', wxid: 'wxid_abc', contents: [{ type: 1, content: '早上好' }] };

  it('accepts a target by topic, name or wxid, keeps unknown fields, and may be paused', () => {
    expect(roomNewsScheduleSchema.parse({ ...newsTask, extra: 1 })).toMatchObject({ extra: 1, sortId: 2 });
    expect(roomNewsScheduleSchema.safeParse({ date: '0 0 8 * * ?', name: '小明', sortId: 1 }).success).toBe(true);
    expect(roomNewsScheduleSchema.safeParse({ ...newsTask, num: undefined, paused: true }).success).toBe(true);
    expect(roomTaskScheduleSchema.parse({ ...materialTask, id: 3 })).toMatchObject({ id: 3 });
    expect(roomTaskScheduleSchema.safeParse({ ...materialTask, wxid: undefined, roomName: '家人群' }).success).toBe(
      true,
    );
  });

  it('refuses a bad cron, target or type, like the daily tasks', () => {
    for (const schema of [roomNewsScheduleSchema, roomTaskScheduleSchema]) {
      const task = schema === roomNewsScheduleSchema ? newsTask : materialTask;
      expect(messagesOf(schema.safeParse({ ...task, date: '0 0 8 * *' }))).toEqual([SCHEDULE_MESSAGES.cronFields]);
      expect(messagesOf(schema.safeParse({ ...task, date: 'x'.repeat(1_000_000) }))).toEqual([
        SCHEDULE_MESSAGES.cronTooLong,
      ]);
      expect(messagesOf(schema.safeParse({ ...task, date: undefined }))).toEqual([SCHEDULE_MESSAGES.cronRequired]);
      expect(
        messagesOf(schema.safeParse({ ...task, wxid: undefined, roomName: ' ', name: undefined, type: 'room' })),
      ).toEqual([SCHEDULE_MESSAGES.targetRequired]);
      expect(messagesOf(schema.safeParse({ ...task, type: 'group' }))).toEqual([SCHEDULE_MESSAGES.targetType]);
      expect(messagesOf(schema.safeParse({ ...task, wxid: 'wx id' }))).toEqual([SCHEDULE_MESSAGES.wxidInvalid]);
      expect(messagesOf(schema.safeParse({ ...task, wxid: 'x'.repeat(1_000_000) }))).toEqual([
        SCHEDULE_MESSAGES.wxidInvalid,
      ]);
      expect(schema.safeParse({ ...task, paused: 'yes' }).success).toBe(false);
      expect(schema.safeParse({ ...task, endWord: 'x'.repeat(501) }).success).toBe(false);
    }
  });

  it('asks for a news category of the channel list and a count from 1 to the maximum', () => {
    expect(messagesOf(roomNewsScheduleSchema.safeParse({ ...newsTask, sortId: undefined }))).toEqual([
      BATCH_MESSAGES.categoryRequired,
    ]);
    for (const sortId of ['2', 0, 9999, 1.5]) {
      expect(messagesOf(roomNewsScheduleSchema.safeParse({ ...newsTask, sortId }))).toEqual([
        BATCH_MESSAGES.categoryRequired,
      ]);
    }
    for (const num of [0, 31, 2.5, '5']) {
      expect(messagesOf(roomNewsScheduleSchema.safeParse({ ...newsTask, num }))).toEqual([BATCH_MESSAGES.numInvalid]);
    }
  });

  it('asks for 1 to the maximum of message items', () => {
    for (const contents of [undefined, [], 'text']) {
      expect(messagesOf(roomTaskScheduleSchema.safeParse({ ...materialTask, contents }))).toEqual([
        BATCH_MESSAGES.contentsRequired,
      ]);
    }
    const many = Array.from({ length: 21 }, () => ({ type: 1, content: 'a' }));
    expect(messagesOf(roomTaskScheduleSchema.safeParse({ ...materialTask, contents: many }))).toEqual([
      BATCH_MESSAGES.contentsTooMany,
    ]);
    expect(roomTaskScheduleSchema.safeParse({ ...materialTask, contents: [{ type: 99 }] }).success).toBe(false);
  });
});

describe('a task form with several mistakes', () => {
  it('names the missing target even when the cron is wrong too', () => {
    const result = dayTaskScheduleSchema.safeParse({ date: '0 0 8 * *', name: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', SCHEDULE_MESSAGES.cronFields],
      ['name', SCHEDULE_MESSAGES.targetRequired],
    ]);
  });
});
