import { NEWS_CHANNELS } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyScheduleTask,
  scheduleTaskToForm,
  scheduleTaskToItem,
  validateScheduleTask,
} from './lazy/schedule-task-form';
import {
  isTargetMissing,
  matchesScheduleTask,
  newsCategoryName,
  runNowEvent,
  type ScheduleTask,
  scheduleTaskMatcher,
  targetLabel,
  targetTypeOf,
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

describe('素材定时发送 and 新闻资讯 tasks', () => {
  const customTexts = { contentsRequired: '要内容', textEmpty: '文字为空', numInvalid: '条数不对' };

  it('start as a group with the default cron, 10 news items and no category', () => {
    expect(emptyScheduleTask('custom')).toMatchObject({ type: 'room', date: '0 0 8 * * ?', contents: [] });
    expect(emptyScheduleTask('news')).toMatchObject({ type: 'room', sortId: null, num: 10, endWord: '' });
    // Without a type the robot sends these to a group (每日说/倒计时 to a friend).
    expect(targetTypeOf({ roomName: '家人群' }, 'custom')).toBe('room');
    expect(targetTypeOf({ roomName: '家人群' }, 'news')).toBe('room');
    expect(targetTypeOf({ name: '小明' }, 'day')).toBe('contact');
    expect(targetTypeOf({ type: 'contact', name: '小明' }, 'news')).toBe('contact');
    expect(isTargetMissing({ roomName: '家人群' }, targets, 'custom')).toBe(false);
    expect(targetLabel({ roomName: '旧名', wxid: '1001@chatroom' }, targets, 'news')).toBe('家人群');
  });

  it('stores the messages in order (texts and materials by id), keeping fields the form does not show', () => {
    const stored: ScheduleTask = {
      id: 2,
      type: 'room',
      roomName: '家人群',
      wxid: '1001@chatroom',
      date: '0 30 9 * * 1-5',
      paused: true,
      contents: [
        { type: 1, content: '早上好' },
        { type: 2, id: 7, title: '周报.pdf' },
      ],
    };
    const values = scheduleTaskToForm(stored, 'custom');
    expect(values.contents.map((entry) => entry.item)).toEqual(stored.contents);
    expect(scheduleTaskToItem('custom', values, stored)).toEqual(stored);
    const reordered = { ...values, type: 'contact' as const, name: '小明', wxid: 'wxid_ming' };
    reordered.contents = [...values.contents].reverse();
    expect(scheduleTaskToItem('custom', reordered, stored)).toEqual({
      id: 2,
      paused: true,
      type: 'contact',
      name: '小明',
      wxid: 'wxid_ming',
      date: '0 30 9 * * 1-5',
      contents: [
        { type: 2, id: 7, title: '周报.pdf' },
        { type: 1, content: '早上好' },
      ],
    });
  });

  it('asks for at least one message and no empty text', () => {
    expect(validateScheduleTask('custom', emptyScheduleTask('custom'), customTexts)).toEqual({ contents: '要内容' });
    const values = scheduleTaskToForm({ roomName: '家人群', contents: [{ type: 1, content: ' ' }] }, 'custom');
    expect(validateScheduleTask('custom', values, customTexts)).toEqual({ contents: '文字为空' });
    const material = scheduleTaskToForm(
      { roomName: '家人群', contents: [{ type: 4, id: 3, title: '链接' }] },
      'custom',
    );
    expect(validateScheduleTask('custom', material, customTexts)).toEqual({});
  });

  it('stores a news category and count as numbers; a category stored as digits is read back', () => {
    const values = { ...emptyScheduleTask('news'), name: '同事群', wxid: '1002@chatroom', sortId: 8, num: 5 };
    expect(scheduleTaskToItem('news', { ...values, endWord: ' 晚安 ' })).toEqual({
      type: 'room',
      roomName: '同事群',
      wxid: '1002@chatroom',
      date: '0 0 8 * * ?',
      sortId: 8,
      num: 5,
      endWord: '晚安',
    });
    expect(scheduleTaskToForm({ roomName: '同事群', sortId: '3', num: '20' }, 'news')).toMatchObject({
      sortId: 3,
      num: 20,
    });
    // A task without a count gets the robot's 10; an unchosen category is not stored.
    expect(scheduleTaskToForm({ roomName: '同事群' }, 'news')).toMatchObject({ sortId: null, num: 10 });
    expect(scheduleTaskToItem('news', { ...values, sortId: null, num: null })).not.toHaveProperty('sortId');
    expect(newsCategoryName(8, NEWS_CHANNELS)).toBe('科技');
    expect(newsCategoryName('1', NEWS_CHANNELS)).toBe('社会');
    expect(newsCategoryName(undefined, NEWS_CHANNELS)).toBe('');
    expect(newsCategoryName(8, undefined)).toBe('');
  });

  it('asks for a news count', () => {
    const values = { ...emptyScheduleTask('news'), name: '同事群', sortId: 1 };
    expect(validateScheduleTask('news', values, customTexts)).toEqual({});
    expect(validateScheduleTask('news', { ...values, num: null }, customTexts)).toEqual({ num: '条数不对' });
  });

  it('runs now as roomTask / roomNews with the message type set (a group when the task has none)', () => {
    const contents = [{ type: 1 as const, content: '早上好' }];
    expect(runNowEvent('custom', { roomName: '家人群', contents, paused: false })).toEqual({
      target: 'Room',
      event: 'roomTask',
      message: { type: 'room', roomName: '家人群', contents },
    });
    expect(
      runNowEvent('news', { type: 'contact', name: '小明', wxid: 'wxid_ming', sortId: 8, num: 5, endWord: '' }),
    ).toEqual({
      target: 'Contact',
      event: 'roomNews',
      message: { type: 'contact', name: '小明', wxid: 'wxid_ming', sortId: 8, num: 5, endWord: '' },
    });
  });

  it('finds a task by a message or by its news category', () => {
    const custom: ScheduleTask = { roomName: '家人群', contents: [{ type: 2, id: 7, title: '周报.pdf' }] };
    const byMessages = scheduleTaskMatcher('custom', (task) => (task.contents ?? []).map((item) => item.title ?? ''));
    expect(byMessages(custom, '周报')).toBe(true);
    expect(byMessages(custom, '家人')).toBe(true);
    const news = scheduleTaskMatcher('news', (task) => [newsCategoryName(task.sortId, NEWS_CHANNELS)]);
    expect(news({ roomName: '同事群', sortId: 8 }, '科技')).toBe(true);
    expect(news({ roomName: '同事群', sortId: 8 }, '体育')).toBe(false);
  });
});
