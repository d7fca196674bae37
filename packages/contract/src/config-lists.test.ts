import { describe, expect, it } from 'vitest';
import { CONFIG_LIST_ITEM_MAX_BYTES, CONFIG_LIST_NAMES } from './config-list-traits.ts';
import { CONFIG_LISTS, configListAddSchema, configListItemSchema } from './config-lists.ts';
import { defaultRobotConfig, robotConfigSchema } from './robot-config.ts';

describe('config lists', () => {
  it('covers list fields of the whole config only, with the same cap', () => {
    const config = defaultRobotConfig() as Record<string, unknown>;
    for (const name of CONFIG_LIST_NAMES) {
      expect(Array.isArray(config[name]), name).toBe(true);
      const { item } = configListItemSchema(name).parse({ item: sample(name) });
      const full = Array.from({ length: CONFIG_LISTS[name].max }, () => item);
      expect(robotConfigSchema.safeParse({ [name]: full }).success, name).toBe(true);
      expect(robotConfigSchema.safeParse({ [name]: [...full, item] }).success, name).toBe(false);
    }
  });

  it('checks an item with the whole config’s item schema, after its size', () => {
    const bad = { keywords: ['a'], reg: 9 };
    expect(configListItemSchema('replyKeywords').safeParse({ item: bad }).success).toBe(false);
    expect(robotConfigSchema.safeParse({ replyKeywords: [bad] }).success).toBe(false);
    const huge = configListItemSchema('replyKeywords').safeParse({
      item: { keywords: ['a'], reg: 9, x: 'y'.repeat(CONFIG_LIST_ITEM_MAX_BYTES) },
    });
    expect(huge.error?.issues.map((i) => i.message)).toEqual(['条目过大']);
  });

  it('takes list names from the enum only and versions as 16 hex digits', () => {
    const version = 'a'.repeat(16);
    expect(configListAddSchema.safeParse({ name: 'replyKeywords', version }).success).toBe(true);
    expect(configListAddSchema.safeParse({ name: 'defaultReply', version }).error?.issues[0]?.message).toBe(
      '列表名称不正确',
    );
    expect(configListAddSchema.safeParse({ name: 'replyKeywords', version: 'A'.repeat(16) }).success).toBe(false);
  });
});

function sample(name: (typeof CONFIG_LIST_NAMES)[number]): Record<string, unknown> {
  switch (name) {
    case 'eventKeywords':
      return { event: 'news', keywords: ['新闻'] };
    case 'callBackEvents':
      return { type: 1, keywords: ['a'] };
    case 'roomJoinKeywords':
      return { keywords: ['进群'], roomName: '群' };
    case 'forwards':
      return { type: 'room', targets: [], keywords: ['a'], forwardType: 'contact', forwardTargets: [] };
    case 'privateForwards':
      return { name: '张三' };
    case 'roomAsyncList':
      return { model: 1, one: '群' };
    case 'replyKeywords':
      return { keywords: ['a'] };
    case 'roomNewsSchedule':
      return { date: '0 0 8 * * *', roomName: '群', sortId: 1 };
    case 'roomTaskSchedule':
      return { date: '0 0 8 * * *', roomName: '群', contents: [{ type: 1, content: '早' }] };
    default:
      return { date: '0 0 8 * * *', roomName: '群' };
  }
}
