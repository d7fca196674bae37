import { describe, expect, it } from 'vitest';
import { testRoot } from '../../testing/test-root';
import { KeywordConflictNotice } from './KeywordConflictNotice';
import { chatsOf, keywordConflicts, type RuleKeywords } from './keyword-conflicts';

const config = {
  eventKeywords: [
    { keywords: ['价格'], reg: 1, scope: 'all', event: 'news' },
    // A default skill as stored: no scope, but a private-only event.
    { keywords: ['同步'], reg: 2, event: 'reloadFriend' },
  ],
  callBackEvents: [{ keywords: ['Order'], reg: 2, scope: 'room', type: 1 }],
  roomJoinKeywords: [{ keywords: ['进群'], reg: 1, roomName: '交流群' }],
  replyKeywords: [{ keywords: ['价格'], reg: 1, replys: [] }],
};
const dom = testRoot();

describe('keyword conflicts across lists', () => {
  it('finds the same keyword in another list, trimmed and case-blind, and says who answers first', () => {
    expect(keywordConflicts({ keywords: [' 价格 '], reg: 1, scope: 'all' }, 'replyKeywords', config)).toEqual([
      { keyword: '价格', other: '价格', list: 'eventKeywords', chats: ['private', 'room'], first: 'other' },
    ]);
    expect(keywordConflicts({ keywords: ['order'], reg: 2, scope: 'all' }, 'eventKeywords', config)).toEqual([
      { keyword: 'order', other: 'Order', list: 'callBackEvents', chats: ['room'], first: 'other' },
    ]);
    // The 技能中心 rule is tried before the 简单问答 one.
    expect(keywordConflicts({ keywords: ['价格'], reg: 1 }, 'eventKeywords', config)).toEqual([
      { keyword: '价格', other: '价格', list: 'replyKeywords', chats: ['private', 'room'], first: 'this' },
    ]);
  });

  it('only counts chats where both rules answer: 关键词进群 is private, scopes narrow', () => {
    expect(chatsOf('roomJoinKeywords', { scope: 'room' })).toEqual(['private']);
    expect(chatsOf('replyKeywords', {})).toEqual(['private', 'room']);
    expect(chatsOf('eventKeywords', { event: 'updateConfig' })).toEqual(['private']);
    expect(chatsOf('eventKeywords', { event: 'news' })).toEqual(['private', 'room']);
    expect(keywordConflicts({ keywords: ['进群'], reg: 2, scope: 'room' }, 'replyKeywords', config)).toEqual([]);
    expect(keywordConflicts({ keywords: ['进群'], reg: 2, scope: 'all' }, 'replyKeywords', config)).toEqual([
      { keyword: '进群', other: '进群', list: 'roomJoinKeywords', chats: ['private'], first: 'other' },
    ]);
    expect(keywordConflicts({ keywords: ['同步'], reg: 2, scope: 'room' }, 'replyKeywords', config)).toEqual([]);
  });

  it('compares an exact keyword with a fuzzy one it contains, and says which messages when not all', () => {
    // Exact 价格多少 contains the fuzzy skill keyword 价格: the skill takes every such message.
    expect(keywordConflicts({ keywords: ['价格多少'], reg: 2 }, 'replyKeywords', config)).toEqual([
      { keyword: '价格多少', other: '价格', list: 'eventKeywords', chats: ['private', 'room'], first: 'other' },
    ]);
    // Fuzzy 价 against the fuzzy 价格: messages with 价格 go to the skill, other messages with 价 stay here.
    expect(keywordConflicts({ keywords: ['价'], reg: 1 }, 'replyKeywords', config)).toEqual([
      {
        keyword: '价',
        other: '价格',
        list: 'eventKeywords',
        chats: ['private', 'room'],
        first: 'other',
        example: '价格',
      },
    ]);
    // Fuzzy 步 against the exact 同步 (private): only the message “同步” itself is taken.
    expect(keywordConflicts({ keywords: ['步'], reg: 1 }, 'replyKeywords', config)).toEqual([
      { keyword: '步', other: '同步', list: 'eventKeywords', chats: ['private'], first: 'other', example: '同步' },
    ]);
    // Two fuzzy words that merely can meet in one message are not reported; an exact word inside a fuzzy one neither.
    expect(keywordConflicts({ keywords: ['天气'], reg: 1 }, 'replyKeywords', config)).toEqual([]);
    expect(keywordConflicts({ keywords: ['价'], reg: 2 }, 'replyKeywords', config)).toEqual([]);
  });

  it('reads nothing from a missing config or malformed lists', () => {
    expect(keywordConflicts({ keywords: ['价格'] }, 'replyKeywords', undefined)).toEqual([]);
    expect(
      keywordConflicts({ keywords: ['价格'] }, 'replyKeywords', { eventKeywords: 'x', callBackEvents: [null] }),
    ).toEqual([]);
  });

  it('says it in words under the keywords, or nothing without a conflict', () => {
    const say = (rule: RuleKeywords, list: 'replyKeywords' | 'eventKeywords') => {
      dom.render(<KeywordConflictNotice rule={rule} list={list} config={config} />);
      return dom.container.querySelector('[role="status"]')?.textContent ?? null;
    };
    expect(say({ keywords: ['价格'], reg: 1 }, 'replyKeywords')).toContain(
      '关键词“价格”也是技能中心的关键词：私聊和群聊中由技能中心先响应，此规则不会回复',
    );
    expect(say({ keywords: ['步'], reg: 1 }, 'replyKeywords')).toContain(
      '关键词“步”与技能中心的关键词“同步”重叠：私聊中收到“同步”时由技能中心先响应，此规则不会回复',
    );
    expect(say({ keywords: ['价格'], reg: 1 }, 'eventKeywords')).toContain(
      '关键词“价格”也是简单问答的关键词：私聊和群聊中此规则先响应，简单问答的规则不会回复',
    );
    expect(say({ keywords: ['价格', '进群'], reg: 1 }, 'replyKeywords')).toMatch(/技能中心.*关键词进群/);
    expect(say({ keywords: ['天气'], reg: 1 }, 'replyKeywords')).toBeNull();
  });
});
