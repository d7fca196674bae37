import { DEFAULT_EVENT_KEYWORDS, MatchType, Scope } from '@weassit/contract';
import { CONFIG_LISTS } from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  describeRule,
  keywordErrors,
  keywordsUsedElsewhere,
  matchLabel,
  scopeLabel,
} from '../../kit/config-list/keyword-rule';
import { newMessageEntry } from '../../kit/config-list/message-items';
import {
  emptyReplyRule,
  type ReplyRuleTexts,
  replyRuleToForm,
  replyRuleToItem,
  validateReplyRule,
} from './keywords/lazy/reply-rule-form';
import { matchesReplyRule, type ReplyRule } from './keywords/reply-rule';
import {
  type SkillRuleTexts,
  type SkillRuleValues,
  skillRuleToForm,
  skillRuleToItem,
  validateSkillRule,
} from './keywords-event/lazy/skill-rule-form';
import {
  eventLabel,
  isPrivateOnly,
  matchesSkillRule,
  missingDefaultSkills,
  needsTianxingKey,
} from './keywords-event/skill-rule';

const replyTexts: ReplyRuleTexts = {
  keywordsRequired: '请至少添加一个关键词',
  keywordUsed: '关键词“{word}”已在其他规则中使用',
  repliesRequired: '请至少添加一条回复',
  replyEmpty: '回复内容不能为空',
};
const text = (content: string) => newMessageEntry({ type: 1, content });
const skillTexts: SkillRuleTexts = {
  keywordsRequired: '请至少添加一个关键词',
  keywordUsed: '关键词“{word}”已在其他规则中使用',
  eventRequired: '请选择技能',
  privateOnly: '该技能只能在私聊中使用',
};
const eventTexts = { customEvent: '自定义事件：{event}' };

describe('keyword rules', () => {
  it('finds a keyword another rule already has, trimmed and case-blind', () => {
    const others = [{ keywords: ['价格', 'Hello'] }, { keywords: ['地址'] }];
    expect(keywordsUsedElsewhere(['价格 ', 'hello', '新词'], others)).toEqual(['价格 ', 'hello']);
    expect(keywordsUsedElsewhere(['新词'], others)).toEqual([]);
    expect(keywordsUsedElsewhere(['价格'], [{}])).toEqual([]);
  });

  it('refuses no keyword and the keywords another rule of the list has, by name', () => {
    const others = [{ keywords: ['价格', 'Hello'] }];
    const texts = { keywordsRequired: '要关键词', keywordUsed: '“{word}”已用' };
    expect(keywordErrors([], others, texts)).toBe('要关键词');
    expect(keywordErrors([' '], others, texts)).toBe('要关键词');
    expect(keywordErrors(['价格', 'HELLO', '新'], others, texts)).toBe('“价格、HELLO”已用');
    expect(keywordErrors(['新'], others, texts)).toBeUndefined();
  });

  it('labels the match and the scope, defaulting like the robot', () => {
    expect(matchLabel(MatchType.EXACT)).toBe('精确匹配');
    expect(matchLabel(undefined)).toBe('模糊匹配');
    expect(scopeLabel(Scope.FRIEND)).toBe('仅私聊');
    expect(scopeLabel(undefined)).toBe('全部');
    expect(describeRule({ keywords: ['价格', '多少钱'] })).toBe('价格、多少钱');
  });
});

describe('简单问答 rules', () => {
  const stored: ReplyRule = {
    keywords: ['价格'],
    reg: MatchType.EXACT,
    scope: Scope.ROOM,
    needAt: 1,
    replys: [
      { type: 1, content: '请看置顶' },
      { type: 3, url: 'https://example.com/a.png', title: '价目表' },
    ],
    extra: 'kept',
  };

  it('round-trips a rule through the form, keeping material replies and unknown fields in place', () => {
    const values = replyRuleToForm(stored);
    expect(values).toMatchObject({ keywords: ['价格'], reg: MatchType.EXACT, scope: Scope.ROOM, needAt: true });
    expect(values.replys.map((entry) => entry.item)).toEqual(stored.replys);
    expect(replyRuleToItem(values, stored)).toEqual(stored);
  });

  it('builds a new rule that the contract schema accepts', () => {
    const values = {
      ...emptyReplyRule(),
      keywords: [' 你好 '],
      replys: [text('你好呀'), newMessageEntry({ type: 2, id: 'file-1', title: '手册' })],
    };
    const item = replyRuleToItem(values);
    expect(item).toEqual({
      keywords: ['你好'],
      reg: MatchType.FUZZY,
      scope: Scope.ALL,
      needAt: 0,
      replys: [
        { type: 1, content: '你好呀' },
        { type: 2, id: 'file-1', title: '手册' },
      ],
    });
    expect(CONFIG_LISTS.replyKeywords.item.safeParse(item).success).toBe(true);
  });

  it('refuses no keyword, a keyword of another rule, no reply and an empty text reply', () => {
    const base = { ...emptyReplyRule(), keywords: ['价格'], replys: [text('好的')] };
    expect(validateReplyRule(base, [], replyTexts)).toEqual({});
    expect(validateReplyRule({ ...base, keywords: [] }, [], replyTexts).keywords).toBe('请至少添加一个关键词');
    expect(validateReplyRule(base, [stored], replyTexts).keywords).toBe('关键词“价格”已在其他规则中使用');
    expect(validateReplyRule({ ...base, replys: [] }, [], replyTexts).replys).toBe('请至少添加一条回复');
    expect(validateReplyRule({ ...base, replys: [text('  ')] }, [], replyTexts).replys).toBe('回复内容不能为空');
  });

  it('searches keywords, text replies and material names', () => {
    expect(matchesReplyRule(stored, '价')).toBe(true);
    expect(matchesReplyRule(stored, '置顶')).toBe(true);
    expect(matchesReplyRule(stored, '目表')).toBe(true);
    expect(matchesReplyRule(stored, '地址')).toBe(false);
  });
});

describe('技能中心 rules', () => {
  it('knows the private-only events and the ones needing a 天行 key', () => {
    expect(isPrivateOnly('updateConfig')).toBe(true);
    expect(isPrivateOnly('news')).toBe(false);
    expect(needsTianxingKey('news')).toBe(true);
    expect(needsTianxingKey('reloadFriend')).toBe(false);
    expect(needsTianxingKey('outapi-weather')).toBe(false);
    expect(eventLabel('star', eventTexts)).toBe('星座运势');
    expect(eventLabel('event-x', eventTexts)).toBe('自定义事件：event-x');
  });

  it('maps a stored default (no scope) to 仅私聊 and keeps what the form does not show', () => {
    const stored = { event: 'updateConfig', keywords: ['更新'], reg: MatchType.EXACT, needAt: 1 };
    const values = skillRuleToForm(stored);
    expect(values).toEqual({ keywords: ['更新'], reg: MatchType.EXACT, scope: Scope.FRIEND, event: 'updateConfig' });
    expect(skillRuleToItem(values, stored)).toEqual({ ...stored, scope: Scope.FRIEND });
    expect(CONFIG_LISTS.eventKeywords.item.safeParse(skillRuleToItem(values)).success).toBe(true);
  });

  it('limits private-only events to private chats and needs an event', () => {
    const values: SkillRuleValues = {
      keywords: ['同步'],
      reg: MatchType.EXACT,
      scope: Scope.ALL,
      event: 'reloadFriend',
    };
    expect(validateSkillRule(values, [], skillTexts).scope).toBe('该技能只能在私聊中使用');
    expect(validateSkillRule({ ...values, scope: Scope.FRIEND }, [], skillTexts)).toEqual({});
    expect(validateSkillRule({ ...values, event: '' }, [], skillTexts).event).toBe('请选择技能');
  });

  it('lists the default skills missing from the list', () => {
    expect(missingDefaultSkills([])).toEqual(DEFAULT_EVENT_KEYWORDS);
    expect(missingDefaultSkills([{ event: 'updateConfig', keywords: ['更新', '刷新'] }])).toEqual([
      DEFAULT_EVENT_KEYWORDS[1],
    ]);
    expect(missingDefaultSkills(DEFAULT_EVENT_KEYWORDS)).toEqual([]);
  });

  it('searches keywords, event ids and event names', () => {
    const rule = { event: 'star', keywords: ['运势'] };
    expect(matchesSkillRule(rule, '运势', eventTexts)).toBe(true);
    expect(matchesSkillRule(rule, '星座', eventTexts)).toBe(true);
    expect(matchesSkillRule(rule, 'STAR', eventTexts)).toBe(true);
    expect(matchesSkillRule(rule, '新闻', eventTexts)).toBe(false);
  });
});
