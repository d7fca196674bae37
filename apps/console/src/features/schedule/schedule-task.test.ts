import { describe, expect, it } from 'vitest';
import {
  emptyScheduleTask,
  isTargetMissing,
  matchesScheduleTask,
  runNowEvent,
  type ScheduleTask,
  scheduleTaskToForm,
  scheduleTaskToItem,
  targetLabel,
  validateScheduleTask,
} from './schedule-task';

const targets = {
  friends: [{ wxid: 'wxid_ming', name: '小明', alias: '明哥' }],
  rooms: [{ wxid: '1001@chatroom', topic: '家人群' }],
};
const texts = { memorialDayRequired: '要日期', cityRequired: '要城市', prefixRequired: '要事件' };

describe('每日说 and 倒计时 tasks', () => {
  it('stores a group by topic and wxid with its type set, keeping fields the form does not show', () => {
    const values = { ...emptyScheduleTask(), type: 'room' as const, name: ' 家人群 ', wxid: '1001@chatroom' };
    const original: ScheduleTask = { id: 3, name: '旧', date: '0 0 7 * * *', paused: true, extra: 1 };
    expect(
      scheduleTaskToItem('day', { ...values, memorialDay: '2020-05-20', city: '北京', endWord: ' 晚安 ' }, original),
    ).toEqual({
      id: 3,
      paused: true,
      extra: 1,
      type: 'room',
      roomName: '家人群',
      wxid: '1001@chatroom',
      date: '0 0 8 * * ?',
      memorialDay: '2020-05-20',
      city: '北京',
      endWord: '晚安',
    });
  });

  it('round-trips a countdown to a friend, keeping the remark while the name is unchanged', () => {
    const stored: ScheduleTask = {
      type: 'contact',
      name: '小明',
      alias: '明哥',
      date: '0 0 7 * * *',
      memorialDay: '2027-02-06',
      prefix: '春节',
      suffix: '加油',
      endWord: '',
    };
    const values = scheduleTaskToForm(stored);
    expect(values).toMatchObject({ type: 'contact', name: '小明', wxid: '', prefix: '春节' });
    expect(scheduleTaskToItem('countdown', values, stored)).toEqual(stored);
    expect(scheduleTaskToItem('countdown', { ...values, name: '小红' }, stored).alias).toBeUndefined();
  });

  it('asks for the date, the city of a daily task and the event of a countdown', () => {
    expect(validateScheduleTask('day', emptyScheduleTask(), texts)).toEqual({ memorialDay: '要日期', city: '要城市' });
    expect(validateScheduleTask('countdown', emptyScheduleTask(), texts)).toEqual({
      memorialDay: '要日期',
      prefix: '要事件',
    });
  });

  it('flags a target the robot no longer has: by wxid when there is one, else by name', () => {
    expect(isTargetMissing({ type: 'room', roomName: '家人群', wxid: '1001@chatroom' }, targets)).toBe(false);
    expect(isTargetMissing({ type: 'room', roomName: '家人群', wxid: '9@chatroom' }, targets)).toBe(true);
    expect(isTargetMissing({ type: 'room', roomName: '旧群' }, targets)).toBe(true);
    expect(isTargetMissing({ name: '明哥' }, targets)).toBe(false);
    expect(isTargetMissing({ name: '路人' }, targets)).toBe(true);
    expect(isTargetMissing({ name: '路人' }, undefined)).toBe(false);
    expect(targetLabel({ type: 'room', roomName: '旧名', wxid: '1001@chatroom' }, targets)).toBe('家人群');
  });

  it('runs now with the message type always set, without the console’s pause flag', () => {
    expect(runNowEvent('countdown', { type: 'room', roomName: '家人群', paused: true, prefix: '春节' })).toEqual({
      target: 'Room',
      event: 'countdown',
      message: { type: 'room', roomName: '家人群', prefix: '春节' },
    });
    expect(runNowEvent('day', { name: '小明' })).toEqual({
      target: 'Contact',
      event: 'wechatEveryday',
      message: { type: 'contact', name: '小明' },
    });
  });

  it('finds a task by target, event or closing words', () => {
    const task: ScheduleTask = { type: 'room', roomName: '家人群', endWord: '早点休息', prefix: '春节' };
    expect(matchesScheduleTask(task, '家人')).toBe(true);
    expect(matchesScheduleTask(task, '休息')).toBe(true);
    expect(matchesScheduleTask(task, '春节')).toBe(true);
    expect(matchesScheduleTask(task, '同事')).toBe(false);
  });
});
