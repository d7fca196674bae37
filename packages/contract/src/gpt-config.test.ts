import { describe, expect, it } from 'vitest';
import { gptConfigInputSchema, gptUsageSchema } from './gpt-config.ts';
import { GPT_SERVICE_DEFAULTS, GPT_SERVICE_OPTIONS, GPT_SERVICE_TYPES } from './gpt-config-constants.ts';
import { RobotType } from './robot-type.ts';

const valid = { type: 'room', targets: [{ name: '测试群' }], robotType: RobotType.CHATGPT, botConfig: { token: 'sk' } };

/** The messages of a refused input (and that it was refused, not thrown on). */
function problems(input: unknown): string[] {
  const result = gptConfigInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('gptConfigInputSchema', () => {
  it('fills every default the robot reads', () => {
    expect(gptConfigInputSchema.parse(valid)).toEqual({
      name: '',
      type: 'room',
      targets: [{ name: '测试群' }],
      onlyId: false,
      isAllRoom: false,
      isAllFriend: false,
      excludes: [],
      allowRoomMembers: [],
      openChat: true,
      needAt: 1,
      keywords: [],
      replaceKeyword: false,
      limitNum: 0,
      rechargeTip: '',
      defaultReply: '',
      openFileAnalyze: false,
      robotType: RobotType.CHATGPT,
      botConfig: { token: 'sk' },
    });
  });

  it('refuses an unknown AI service with its message instead of throwing', () => {
    expect(problems({ ...valid, robotType: RobotType.CHATGPT_WEB })).toEqual(['不支持的 AI 服务']);
    expect(problems({ ...valid, robotType: 99, botConfig: {} })).toContain('不支持的 AI 服务');
    expect(problems({ ...valid, type: 'everyone', targets: 'x', botConfig: 'x' }).length).toBeGreaterThan(0);
  });

  it('asks for targets unless the config is for every group (or friend) of its kind', () => {
    expect(problems({ ...valid, targets: [] })).toEqual(['请至少选择一个对象']);
    // Every friend does not cover a group config.
    expect(problems({ ...valid, targets: [], isAllFriend: true })).toEqual(['请至少选择一个对象']);
    expect(gptConfigInputSchema.safeParse({ ...valid, targets: [], isAllRoom: true }).success).toBe(true);
    expect(gptConfigInputSchema.safeParse({ ...valid, type: 'contact', targets: [], isAllFriend: true }).success).toBe(
      true,
    );
  });

  it('asks for the token, and the bot id where the service needs one, only while chat is on', () => {
    expect(problems({ ...valid, botConfig: {} })).toEqual(['请输入密钥']);
    expect(gptConfigInputSchema.safeParse({ ...valid, openChat: false, botConfig: {} }).success).toBe(true);
    expect(problems({ ...valid, robotType: RobotType.COZE_V3 })).toEqual(['请输入机器人编号']);
    expect(problems({ ...valid, robotType: RobotType.QANYTHING })).toEqual(['请输入机器人编号']);
    const coze = { ...valid, robotType: RobotType.COZE_V2, botConfig: { token: 't', botId: '7' } };
    expect(gptConfigInputSchema.safeParse(coze).success).toBe(true);
  });

  it('bounds texts and lists, checks the base URL, and keeps botConfig fields it does not know', () => {
    expect(problems({ ...valid, keywords: ['  '] })).toEqual(['关键词不能为空']);
    expect(problems({ ...valid, targets: Array.from({ length: 501 }, () => ({ name: '群' })) })).toEqual([
      '最多 500 个',
    ]);
    expect(problems({ ...valid, botConfig: { token: 't', proxyPass: 'javascript:alert(1)' } })).toEqual([
      '接口地址必须以 http:// 或 https:// 开头',
    ]);
    expect(problems({ ...valid, botConfig: { token: 't', proxyPass: `https://${'a'.repeat(2048)}` } })).toContain(
      '接口地址不能超过 2048 个字符',
    );
    const kept = gptConfigInputSchema.parse({ ...valid, botConfig: { token: 't', filter: true } });
    expect(kept.botConfig).toEqual({ token: 't', filter: true });
  });
});

describe('gptUsageSchema', () => {
  it('takes the id and a whole, non-negative count (a number or its text)', () => {
    expect(gptUsageSchema.parse({ id: 'a1', usedNum: '3', sign: 'x' })).toEqual({ id: 'a1', usedNum: 3 });
    for (const bad of [{ usedNum: 1 }, { id: '', usedNum: 1 }, { id: 'a', usedNum: -1 }, { id: 'a', usedNum: 1.5 }]) {
      expect(gptUsageSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the AI services', () => {
  it('have an option and defaults each, with the base URLs the robot itself falls back to', () => {
    expect(GPT_SERVICE_OPTIONS.map((o) => o.value)).toEqual([...GPT_SERVICE_TYPES]);
    for (const type of GPT_SERVICE_TYPES) expect(GPT_SERVICE_DEFAULTS[type].baseUrl).toMatch(/^https:\/\//);
    // The robot appends its own paths: FastGPT `/chat/completions`, QAnything `/q_anything/api/…`.
    expect(GPT_SERVICE_DEFAULTS[RobotType.FASTGPT].baseUrl).toBe('https://cloud.fastgpt.cn/api/v1');
    expect(GPT_SERVICE_DEFAULTS[RobotType.QANYTHING].baseUrl).toBe('https://openapi.youdao.com');
  });
});
