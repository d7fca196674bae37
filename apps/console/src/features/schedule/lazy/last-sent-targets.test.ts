import { LAST_SENT_MAX_TARGETS } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { lastSentTargetOf, type ScheduleTask } from '../schedule-task';
import { answersByKey, formatSentAt, lastSentKey, lastSentRequest, summarizeLastSent } from './last-sent-targets';

describe('lastSentTargetOf', () => {
  it('asks for a group by its wxid when the task has one, with its name', () => {
    expect(lastSentTargetOf({ type: 'room', wxid: ' 123@chatroom ', roomName: '家人群' }, 'day')).toEqual({
      id: '123@chatroom',
      name: '家人群',
      isRoom: true,
    });
  });
  it('asks for a group by name without a wxid, and takes an untyped 素材定时发送 target for a group', () => {
    expect(lastSentTargetOf({ roomName: '工作群' }, 'custom')).toEqual({ name: '工作群', isRoom: true });
  });
  it('marks a friend (an untyped 每日说 target) as not a group, and skips a task without a name', () => {
    expect(lastSentTargetOf({ name: '小明' }, 'day')).toEqual({ name: '小明', isRoom: false });
    expect(lastSentTargetOf({ type: 'room', roomName: '  ' }, 'news')).toBeNull();
  });
});

describe('lastSentRequest', () => {
  it('asks once per distinct target, in the list order, with a key that changes with the set', () => {
    const tasks: ScheduleTask[] = [
      { type: 'room', roomName: '家人群' },
      { type: 'room', roomName: '家人群', date: '0 0 9 * * *' },
      { type: 'contact', name: '家人群' },
      { type: 'room', roomName: '' },
      { type: 'room', wxid: 'w1', roomName: '工作群' },
    ];
    const targetsOf = (list: ScheduleTask[]) => list.map((task) => lastSentTargetOf(task, 'day'));
    const request = lastSentRequest(targetsOf(tasks));
    expect(request.targets).toEqual([
      { name: '家人群', isRoom: true },
      { name: '家人群', isRoom: false },
      { id: 'w1', name: '工作群', isRoom: true },
    ]);
    expect(lastSentRequest(targetsOf(tasks.slice(0, 2))).key).not.toBe(request.key);
    expect(lastSentRequest(targetsOf([...tasks])).key).toBe(request.key);
  });
  it('asks for no more targets than the server answers at once', () => {
    const targets = Array.from({ length: LAST_SENT_MAX_TARGETS + 5 }, (_, i) => ({ name: `群${i}`, isRoom: true }));
    expect(lastSentRequest(targets).targets).toHaveLength(LAST_SENT_MAX_TARGETS);
  });
  it('asks nothing of an empty list', () => {
    expect(lastSentRequest([null])).toEqual({ key: '', targets: [] });
  });
});

describe('answersByKey', () => {
  it('pairs the answers with the targets in order', () => {
    const room = { name: '家人群', isRoom: true };
    const friend = { name: '小明', isRoom: false };
    const answers = answersByKey(
      [room, friend],
      [
        { status: 'seen', lastSentAt: 1 },
        { status: 'unidentifiable', lastSentAt: null },
      ],
    );
    expect(answers.get(lastSentKey(room))).toEqual({ status: 'seen', lastSentAt: 1 });
    expect(answers.get(lastSentKey(friend))).toEqual({ status: 'unidentifiable', lastSentAt: null });
  });
});

describe('formatSentAt', () => {
  const now = new Date('2026-11-25T04:00:00Z');
  it('shows the day and minute in Beijing time', () => {
    expect(formatSentAt(Date.parse('2026-11-25T01:30:59Z'), now)).toBe('11-25 09:30');
    expect(formatSentAt(Date.parse('2026-11-24T16:05:00Z'), now)).toBe('11-25 00:05');
  });
  it('adds the year when it is not this year', () => {
    expect(formatSentAt(Date.parse('2025-12-31T15:00:00Z'), now)).toBe('2025-12-31 23:00');
  });
});

describe('summarizeLastSent', () => {
  const family = { id: 'r1', name: '家人群', isRoom: true };
  const work = { name: '工作群', isRoom: true };
  const old = { name: '老同学群', isRoom: true };
  const ming = { name: '小明', isRoom: false };
  const answers = answersByKey(
    [family, work, old, ming],
    [
      { status: 'seen', lastSentAt: 100 },
      { status: 'seen', lastSentAt: 300 },
      { status: 'not_seen', lastSentAt: null },
      { status: 'unidentifiable', lastSentAt: null },
    ],
  );
  it('says nothing before the answers', () => {
    expect(summarizeLastSent([family], new Map())).toBeNull();
  });
  it('names the latest send seen among the groups, and how many others were not seen (friends aside)', () => {
    expect(summarizeLastSent([family, work, old, ming], answers)).toEqual({
      status: 'seen',
      at: 300,
      name: '工作群',
      notSeen: 1,
    });
    expect(summarizeLastSent([family], answers)).toEqual({ status: 'seen', at: 100, name: '家人群', notSeen: 0 });
  });
  it('says 未见发出 when no group was seen, and cannot tell for friends only', () => {
    expect(summarizeLastSent([old], answers)).toEqual({ status: 'not_seen' });
    expect(summarizeLastSent([ming], answers)).toEqual({ status: 'unidentifiable' });
  });
  it('says 消息记录 is off when the server says so', () => {
    const off = answersByKey(
      [family, ming],
      [
        { status: 'not_recording', lastSentAt: null },
        { status: 'unidentifiable', lastSentAt: null },
      ],
    );
    expect(summarizeLastSent([family, ming], off)).toEqual({ status: 'not_recording' });
  });
});
