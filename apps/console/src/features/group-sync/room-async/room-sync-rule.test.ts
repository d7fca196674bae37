import { describe, expect, it } from 'vitest';
import { emptyRoomSync, roomSyncToForm, roomSyncToItem, validateRoomSync } from './lazy/room-sync-rule-form';
import {
  groupsOf,
  matchesRoomSyncRule,
  missingTopics,
  type RoomSyncRule,
  syncFlow,
  syncForwardLabel,
  syncModeLabel,
} from './room-sync-rule';

const texts = {
  oneSource: '消息来源群',
  oneTarget: '汇总到的群',
  oneSourceRequired: '要来源群',
  oneTargetRequired: '要汇总群',
  manyTargetsRequired: '要同步到的群',
  manySourcesRequired: '要来源群们',
  manyPeersRequired: '要两个群',
  sameGroup: '“{name}”已选为{role}',
};
const stored: RoomSyncRule = { model: 2, one: '总群', many: ['群1', '群2'], forward: 2, note: '机器人读的字段' };

describe('多群消息同步 rules', () => {
  it('maps a stored rule to the form and back, keeping the fields the form does not show', () => {
    const values = roomSyncToForm(stored);
    expect(values).toEqual({ model: 2, one: '总群', many: ['群1', '群2'], forward: 2 });
    expect(roomSyncToItem({ ...values, many: [' 群1 ', '群3', '群3'] }, stored)).toEqual({
      ...stored,
      many: ['群1', '群3'],
    });
  });

  it('stores no `one` for 多对多 and reads unknown values as the robot does', () => {
    const values = { ...roomSyncToForm(stored), model: 3 as const };
    expect(roomSyncToItem(values, stored)).toEqual({
      model: 3,
      many: ['群1', '群2'],
      forward: 2,
      note: '机器人读的字段',
    });
    expect(
      roomSyncToForm({ model: 9, many: ['a', 3 as unknown as string], forward: 'x' as unknown as number }),
    ).toEqual({
      model: 1,
      one: '',
      many: ['a'],
      forward: 1,
    });
  });

  it('needs the groups each mode uses, and `one` not among `many`', () => {
    expect(validateRoomSync(emptyRoomSync(), texts)).toEqual({ one: '要来源群', many: '要同步到的群' });
    expect(validateRoomSync({ ...emptyRoomSync(), model: 2 }, texts)).toEqual({ one: '要汇总群', many: '要来源群们' });
    expect(validateRoomSync({ ...emptyRoomSync(), model: 3, many: ['群1'] }, texts)).toEqual({ many: '要两个群' });
    expect(validateRoomSync({ ...emptyRoomSync(), model: 3, many: ['群1', '群2'] }, texts)).toEqual({});
    expect(validateRoomSync({ ...emptyRoomSync(), one: '群1', many: ['群1'] }, texts)).toEqual({
      many: '“群1”已选为消息来源群',
    });
    expect(validateRoomSync({ ...emptyRoomSync(), one: '群1', many: ['群2'] }, texts)).toEqual({});
  });

  it('reads a rule at a glance and finds it by group', () => {
    expect(syncFlow(stored)).toEqual({ from: ['群1', '群2'], to: ['总群'] });
    expect(syncFlow({ ...stored, model: 1 })).toEqual({ from: ['总群'], to: ['群1', '群2'] });
    expect(syncFlow({ ...stored, model: 3 })).toEqual({ peers: ['群1', '群2'] });
    expect(groupsOf({ ...stored, model: 3 })).toEqual(['群1', '群2']);
    expect(syncModeLabel(2)).toBe('多对一');
    expect(syncForwardLabel(2)).toBe('全部消息');
    expect(syncForwardLabel(1)).toBe('仅文字');
    expect(matchesRoomSyncRule(stored, '总')).toBe(true);
    expect(matchesRoomSyncRule(stored, '售后')).toBe(false);
  });

  it('flags the topics the robot does not have, once its list is known', () => {
    const topics = new Set(['群1', '总群']);
    expect(missingTopics(['总群', '群2', ' 群2 ', ''], topics)).toEqual(['群2']);
    expect(missingTopics(['群2'], undefined)).toEqual([]);
  });
});
