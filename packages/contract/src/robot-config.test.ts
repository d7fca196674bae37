import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_KEYWORDS } from './config-list-traits.ts';
import { callbackEventSchema, defaultRobotConfig, robotConfigSchema } from './robot-config.ts';

describe('robotConfigSchema', () => {
  it('fills every default of the spec into an empty config', () => {
    const config = defaultRobotConfig();
    expect(config).toMatchObject({
      defaultReply: '我在呢',
      preventLength: 1000,
      openaiTimeout: 180,
      puppetType: 'wechaty-puppet-wechat',
      roomAt: 1,
      botScope: 'all',
      eventKeywords: DEFAULT_EVENT_KEYWORDS,
    });
    for (const list of [
      'replyKeywords',
      'callBackEvents',
      'roomJoinKeywords',
      'privateForwards',
      'roomAsyncList',
      'dayTaskSchedule',
      'roomNewsSchedule',
      'roomTaskSchedule',
      'newFriendReplys',
      'acceptFriendKeyWords',
      'forwards',
    ] as const) {
      expect(config[list], list).toEqual([]);
    }
  });

  it('turns roomAt true or unset into 1 and false into 0', () => {
    expect(robotConfigSchema.parse({ roomAt: true }).roomAt).toBe(1);
    expect(robotConfigSchema.parse({}).roomAt).toBe(1);
    expect(robotConfigSchema.parse({ roomAt: false }).roomAt).toBe(0);
    expect(robotConfigSchema.parse({ roomAt: 0 }).roomAt).toBe(0);
  });

  it('keeps fields it does not know (the plugin reads more than the console edits)', () => {
    expect(robotConfigSchema.parse({ temperature: 0.5, chatDelay: 3 })).toMatchObject({
      temperature: 0.5,
      chatDelay: 3,
    });
  });

  it.each([
    [{ botScope: 'everyone' }, 'botScope'],
    [{ preventLength: -1 }, 'preventLength'],
    [{ defaultBot: 4 }, 'defaultBot'],
    [{ autoReply: 'yes' }, 'autoReply'],
    [{ replyKeywords: [{ keywords: ['你好'], reg: 3, replys: [] }] }, 'replyKeywords.0.reg'],
    [{ replyKeywords: [{ keywords: ['你好'], replys: [{ type: 9 }] }] }, 'replyKeywords.0.replys.0.type'],
    [{ callBackEvents: [{ keywords: ['天气'], type: 7 }] }, 'callBackEvents.0.type'],
    [{ defaultReply: 'x'.repeat(2001) }, 'defaultReply'],
    [{ replyKeywords: {} }, 'replyKeywords'],
  ])('refuses %j at %s', (input, path) => {
    const result = robotConfigSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('accepts a realistic rule set and fills the rules’ own defaults', () => {
    const config = robotConfigSchema.parse({
      replyKeywords: [{ keywords: ['价格'], replys: [{ type: 1, content: '请看官网' }] }],
      callBackEvents: [{ keywords: ['天气'], type: 100, customUrl: 'https://hook.example.com', timeout: 60 }],
    });
    expect(config.replyKeywords[0]).toMatchObject({ reg: 1 });
    expect(config.callBackEvents[0]).toMatchObject({ reg: 1, moreData: [] });
  });
});

describe('callbackEventSchema', () => {
  it('accepts an http(s) callback address and refuses any other scheme', () => {
    const rule = { keywords: ['天气'], type: 100, timeout: 60 };
    expect(callbackEventSchema.safeParse({ ...rule, customUrl: 'https://hook.example.com/cb' }).success).toBe(true);
    expect(callbackEventSchema.safeParse({ ...rule, customUrl: '' }).success).toBe(true);
    for (const customUrl of ['ftp://x', 'file:///etc/passwd', 'javascript:alert(1)', 'hook.example.com']) {
      const result = callbackEventSchema.safeParse({ ...rule, customUrl });
      expect(result.success, customUrl).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('地址格式错误，请以 http:// 或 https:// 开头');
    }
  });
});
