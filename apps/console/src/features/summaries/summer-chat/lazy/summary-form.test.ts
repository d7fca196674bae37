import { describe, expect, it } from 'vitest';
import { formToSummary, formToSummaryConfigText, isRecordOn, summaryToForm, validateSummary } from './summary-form';

const storedSummary = {
  open: true,
  keywords: ['总结'],
  reg: 2,
  scope: 'room',
  needAt: 0,
  summerType: 'num',
  summerNum: 200,
  botType: 11,
  token: 'pat-coze',
  botId: '7390',
  timeout: 90,
};
const configText = JSON.stringify({
  openRecord: true,
  replyKeywords: [{ keywords: ['价格'] }],
  summerConfig: storedSummary,
});

describe('聊天总结 form', () => {
  it('starts a new config off, asking for an @, the last 24 hours, with ChatGPT', () => {
    expect(summaryToForm(null)).toEqual({
      open: false,
      keywords: [],
      reg: 1,
      scope: 'all',
      needAt: true,
      summerType: 'time',
      summerTime: 24,
      summerNum: 100,
      botType: 6,
      token: '',
      baseUrl: '',
      model: '',
      botId: '',
      prompt: '',
    });
    expect(isRecordOn(null)).toBe(false);
    expect(isRecordOn(configText)).toBe(true);
  });

  it('saves the form over the stored config, keeping what it does not show and what other pages own', () => {
    const values = summaryToForm(configText);
    expect(values).toMatchObject({ open: true, needAt: false, summerType: 'num', summerNum: 200, botType: 11 });
    const saved = JSON.parse(formToSummaryConfigText(configText, { ...values, prompt: '只对 ChatGPT', model: 'x' }));
    expect(saved.replyKeywords).toEqual([{ keywords: ['价格'] }]);
    expect(saved.summerConfig).toEqual({ ...storedSummary, summerTime: 24 });
  });

  it('stores the prompt and model for ChatGPT only, without empty texts', () => {
    const values = { ...summaryToForm(null), keywords: [' 总结 ', ''], token: ' sk ', model: 'gpt-4o', prompt: '要点' };
    expect(formToSummary(null, values)).toEqual({
      open: false,
      keywords: ['总结'],
      reg: 1,
      scope: 'all',
      needAt: 1,
      summerType: 'time',
      summerTime: 24,
      summerNum: 100,
      botType: 6,
      token: 'sk',
      model: 'gpt-4o',
      prompt: '要点',
    });
  });

  it('needs keywords and a token when on, and Coze’s botId', () => {
    expect(validateSummary(summaryToForm(null))).toEqual({});
    expect(validateSummary({ ...summaryToForm(null), open: true, botType: 12 })).toEqual({
      keywords: '请至少添加一个触发关键词',
      token: '请填写 AI 服务的密钥',
      botId: '请填写机器人编号（botId）',
    });
    expect(validateSummary({ ...summaryToForm(null), baseUrl: 'ftp://x' })).toEqual({
      baseUrl: '接口地址必须以 http:// 或 https:// 开头',
    });
  });
});
