import { describe, expect, it } from 'vitest';
import { robotConfigSchema } from './robot-config.ts';
import { summerConfigFormSchema, summerConfigSchema } from './summer-config.ts';

const messagesOf = (value: unknown, schema = summerConfigFormSchema) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('summerConfig', () => {
  it('keeps an unfinished config while off as it is, with the fields it does not know', () => {
    const stored = { open: false, botType: 13, note: 'x' };
    expect(summerConfigSchema.parse(stored)).toEqual(stored);
  });

  it('stores a config turned on as it is; the console asks for what the robot needs first', () => {
    expect(messagesOf({ open: true }, summerConfigSchema)).toEqual({});
    expect(messagesOf({ open: true, summerType: 'num', botType: 11 })).toEqual({
      keywords: '请至少添加一个触发关键词',
      summerNum: '请选择总结的消息条数',
      token: '请填写 AI 服务的密钥',
      botId: '请填写机器人编号（botId）',
    });
    expect(messagesOf({ open: true, keywords: ['总结'], summerTime: 0, token: 'k', botType: 13 })).toEqual({
      botType: '请选择 AI 服务',
    });
    expect(messagesOf({ open: true, keywords: ['总结'], summerTime: 0, token: 'k', botType: 6 })).toEqual({});
  });

  it('bounds every field', () => {
    expect(messagesOf({ baseUrl: 'ftp://x' })).toEqual({ baseUrl: '接口地址必须以 http:// 或 https:// 开头' });
    expect(messagesOf({ summerTime: -1, summerNum: 0 })).toEqual({
      summerTime: '请选择总结的时间范围',
      summerNum: '请选择总结的消息条数',
    });
    expect(Object.keys(messagesOf({ prompt: 'x'.repeat(20_001) }))).toEqual(['prompt']);
  });

  it('is the robot config’s summerConfig (null when unset)', () => {
    expect(robotConfigSchema.parse({}).summerConfig).toBeNull();
    expect(robotConfigSchema.safeParse({ summerConfig: { open: true, botType: 13 } }).success).toBe(true);
    expect(robotConfigSchema.safeParse({ summerConfig: { summerNum: 0 } }).success).toBe(false);
  });
});
