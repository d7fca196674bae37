import { describe, expect, it } from 'vitest';
import { newMessageEntry } from '../../../kit/config-list/message-items';
import {
  emptyRoomJoinRule,
  isSendableWelcome,
  roomJoinRuleToForm,
  roomJoinRuleToItem,
  validateRoomJoinRule,
} from './lazy/room-join-rule-form';
import { isRoomMissing, matchesRoomJoinRule, type RoomJoinRule } from './room-join-rule';

const texts = {
  keywordsRequired: '要关键词',
  keywordUsed: '“{word}”已用',
  roomNameRequired: '要群',
  repliesRequired: '要回复',
  textEmpty: '文字为空',
  welcomeUnsupported: '欢迎语不支持',
};
const file = { type: 2 as const, url: 'https://example.com/rules.pdf' };
const material = { type: 1 as const, id: 'm-1', title: '价目表' };
const stored: RoomJoinRule = {
  keywords: ['进群'],
  reg: 2,
  roomName: '产品交流群',
  replys: [material, { type: 1, content: '马上拉你进群' }],
  welcomes: [{ type: 1, content: '请先看\n群公告' }, file],
  note: '机器人读的字段',
};
const valid = () => ({
  ...emptyRoomJoinRule(),
  keywords: ['售后'],
  roomName: '售后服务群',
  replys: [newMessageEntry({ type: 1, content: '稍等' })],
});

describe('关键词进群 rules', () => {
  it('round-trips a stored rule: messages in order, materials kept, unknown fields kept', () => {
    const values = roomJoinRuleToForm(stored);
    expect(values).toMatchObject({ keywords: ['进群'], reg: 2, roomName: '产品交流群' });
    expect(values.replys.map((entry) => entry.item)).toEqual(stored.replys);
    expect(roomJoinRuleToItem(values, stored)).toEqual(stored);
  });

  it('stores a new rule with trimmed values', () => {
    const values = { ...valid(), keywords: [' 售后 ', ''], roomName: ' 售后服务群 ' };
    expect(roomJoinRuleToItem(values)).toEqual({
      keywords: ['售后'],
      reg: 1,
      roomName: '售后服务群',
      replys: [{ type: 1, content: '稍等' }],
      welcomes: [],
    });
  });

  it('needs a keyword no other join rule has, a group and a reply', () => {
    expect(validateRoomJoinRule(emptyRoomJoinRule(), [], texts)).toEqual({
      keywords: '要关键词',
      roomName: '要群',
      replys: '要回复',
    });
    expect(validateRoomJoinRule({ ...valid(), keywords: ['进群'] }, [stored], texts)).toEqual({
      keywords: '“进群”已用',
    });
    expect(validateRoomJoinRule(valid(), [stored], texts)).toEqual({});
    const emptyText = { ...valid(), replys: [newMessageEntry()] };
    expect(validateRoomJoinRule(emptyText, [], texts)).toEqual({ replys: '文字为空' });
  });

  it('takes welcomes the plugin sends as stored: texts and files, never a material by reference', () => {
    expect(isSendableWelcome({ type: 1, content: '欢迎' })).toBe(true);
    expect(isSendableWelcome(file)).toBe(true);
    expect(isSendableWelcome(material)).toBe(false);
    expect(isSendableWelcome({ type: 2, id: 'f-1', title: '手册' })).toBe(false);
    expect(isSendableWelcome({ type: 4, url: 'https://example.com', title: '链接' })).toBe(false);
    const withWelcomes = (welcomes: RoomJoinRule['welcomes']) => ({
      ...valid(),
      welcomes: roomJoinRuleToForm({ welcomes }).welcomes,
    });
    expect(validateRoomJoinRule(withWelcomes([{ type: 1, content: '欢迎' }, file]), [], texts)).toEqual({});
    expect(validateRoomJoinRule(withWelcomes([material]), [], texts)).toEqual({ welcomes: '欢迎语不支持' });
    expect(validateRoomJoinRule(withWelcomes([{ type: 1, content: ' ' }]), [], texts)).toEqual({
      welcomes: '文字为空',
    });
  });

  it('flags a group the robot does not have, only once its groups are known', () => {
    const topics = new Set(['产品交流群']);
    expect(isRoomMissing('产品交流群', topics)).toBe(false);
    expect(isRoomMissing('已解散的群', topics)).toBe(true);
    expect(isRoomMissing('已解散的群', undefined)).toBe(false);
    expect(isRoomMissing('', topics)).toBe(false);
  });

  it('finds a rule by keyword or group name', () => {
    expect(matchesRoomJoinRule(stored, '产品')).toBe(true);
    expect(matchesRoomJoinRule(stored, '进')).toBe(true);
    expect(matchesRoomJoinRule(stored, '售后')).toBe(false);
  });
});
