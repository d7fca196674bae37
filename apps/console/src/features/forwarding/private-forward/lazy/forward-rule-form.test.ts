import { describe, expect, it } from 'vitest';
import {
  type KeywordForwardRule,
  matchesKeywordForward,
  matchesPrivateForward,
  type PrivateForwardRule,
  privateForwardModeLabel,
  targetNames,
} from '../forward-rule';
import {
  emptyKeywordForward,
  emptyPrivateForward,
  keywordForwardToForm,
  keywordForwardToItem,
  privateForwardToForm,
  privateForwardToItem,
  validateKeywordForward,
  validatePrivateForward,
} from './forward-rule-form';
import { forwardFormMessages } from './messages';

const texts = forwardFormMessages('zh-CN');

const stored: KeywordForwardRule = {
  keywords: ['报价'],
  reg: 2,
  type: 'room',
  targets: [{ id: 'r1@chatroom', name: '测试群', note: 'kept' }, { name: '旧群' }],
  forwardType: 'contact',
  forwardTargets: [{ id: 'wxid_zhang', name: '张三' }],
  extra: '机器人读的字段',
};

describe('关键词转发 rules', () => {
  it('edits a stored rule and keeps the fields the form does not show', () => {
    const values = keywordForwardToForm(stored);
    expect(values).toEqual({
      keywords: ['报价'],
      reg: 2,
      type: 'room',
      targets: stored.targets,
      forwardType: 'contact',
      forwardTargets: stored.forwardTargets,
    });
    expect(keywordForwardToItem({ ...values, keywords: [' 报价 ', ''] }, stored)).toEqual(stored);
  });

  it('reads a damaged rule as a room rule without targets', () => {
    const damaged = { keywords: 'x', type: 'other', targets: [null, {}, 'a'] } as unknown as KeywordForwardRule;
    const values = keywordForwardToForm(damaged);
    expect(values).toEqual({ ...emptyKeywordForward(), forwardType: 'room' });
  });

  it('needs keywords, a source and a forward target, each message by its type', () => {
    expect(validateKeywordForward(emptyKeywordForward(), texts)).toEqual({
      keywords: '关键词必填',
      targets: '群组必选',
      forwardTargets: '转发好友必选',
    });
    const flipped = {
      ...emptyKeywordForward(),
      keywords: ['a'],
      type: 'contact' as const,
      forwardType: 'room' as const,
    };
    expect(validateKeywordForward(flipped, texts)).toEqual({ targets: '好友必选', forwardTargets: '转发群组必选' });
    expect(validateKeywordForward(keywordForwardToForm(stored), texts)).toEqual({});
  });

  it('finds a rule by keyword or by a target name', () => {
    expect(matchesKeywordForward(stored, '报')).toBe(true);
    expect(matchesKeywordForward(stored, '张')).toBe(true);
    expect(matchesKeywordForward(stored, '旧')).toBe(true);
    expect(matchesKeywordForward(stored, '李四')).toBe(false);
    expect(targetNames([{ id: 'only-id' }, { name: '' }, 3])).toEqual(['only-id']);
  });
});

describe('指定用户转发 rules', () => {
  const rule: PrivateForwardRule = { name: '张三', rooms: ['测试群'], contacts: [], type: 1, kept: true };

  it('edits a stored rule, trimming names and keeping other fields', () => {
    const values = privateForwardToForm(rule);
    expect(values).toEqual({ name: '张三', type: 1, rooms: ['测试群'], contacts: [] });
    expect(privateForwardToItem({ ...values, name: ' 张三 ', type: 2, contacts: [' 李四 ', ' '] }, rule)).toEqual({
      ...rule,
      type: 2,
      contacts: ['李四'],
    });
  });

  it('reads the stored mode as the robot does and names it from the shared list', () => {
    expect(privateForwardToForm({ type: 'all' }).type).toBe(2);
    expect(privateForwardToForm({ type: 7 }).type).toBe(1);
    expect(privateForwardModeLabel(1)).toBe('仅文字');
    expect(privateForwardModeLabel(2)).toBe('全部消息');
  });

  it('needs the user and somewhere to forward to', () => {
    expect(validatePrivateForward(emptyPrivateForward(), texts)).toEqual({
      name: '必填',
      rooms: '转发群组和转发好友至少选择一个',
    });
    expect(validatePrivateForward({ ...emptyPrivateForward(), name: '张三', contacts: ['李四'] }, texts)).toEqual({});
  });

  it('finds a rule by user or destination', () => {
    expect(matchesPrivateForward(rule, '张')).toBe(true);
    expect(matchesPrivateForward(rule, '测试')).toBe(true);
    expect(matchesPrivateForward(rule, '王')).toBe(false);
  });
});
