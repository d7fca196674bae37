import { describe, expect, it } from 'vitest';
import { type CallbackRule, describeTarget, matchesCallbackRule } from '../callback-rule';
import {
  callbackRuleToForm,
  callbackRuleToItem,
  emptyCallbackRule,
  newParameterRow,
  parametersOf,
  validateCallbackRule,
} from './callback-rule-form';
import { callbackFormMessages } from './messages';

const texts = callbackFormMessages['zh-CN'];

const stored: CallbackRule = {
  keywords: ['天气'],
  reg: 2,
  scope: 'room',
  type: 100,
  customUrl: 'https://api.example.com/weather',
  timeout: 30,
  moreData: [{ name: 'city', value: '上海' }],
  note: '机器人读的字段',
};

describe('回调事件 rules', () => {
  it('starts a new rule at a custom address with the spec defaults', () => {
    expect(emptyCallbackRule()).toEqual({
      keywords: [],
      reg: 1,
      scope: 'all',
      needAt: true,
      type: 100,
      postUrl: '',
      customUrl: '',
      timeout: '60',
      moreData: [],
    });
  });

  it('reads a stored rule (parameters by key or name; needAt absent means required) and keeps unknown fields', () => {
    const values = callbackRuleToForm(stored);
    expect(values).toMatchObject({
      keywords: ['天气'],
      reg: 2,
      scope: 'room',
      needAt: true,
      type: 100,
      customUrl: 'https://api.example.com/weather',
      timeout: '30',
      moreData: [{ name: 'city', value: '上海' }],
    });
    expect(callbackRuleToItem(values, stored)).toEqual({
      keywords: ['天气'],
      reg: 2,
      scope: 'room',
      needAt: 1,
      type: 100,
      customUrl: 'https://api.example.com/weather',
      timeout: 30,
      // The robot reads `key`.
      moreData: [{ key: 'city', value: '上海' }],
      note: '机器人读的字段',
    });
    expect(callbackRuleToForm({ ...stored, needAt: 0 }).needAt).toBe(false);
  });

  it('stores the target of its type only, and drops empty parameter rows', () => {
    const values = {
      ...callbackRuleToForm(stored),
      type: 1 as const,
      postUrl: 'sweetword',
      moreData: [newParameterRow(' city ', '北京'), newParameterRow('', '')],
    };
    const item = callbackRuleToItem(values, stored);
    expect(item).toMatchObject({ type: 1, postUrl: 'sweetword', moreData: [{ key: 'city', value: '北京' }] });
    expect(item).not.toHaveProperty('customUrl');
    expect(parametersOf(values.moreData)).toEqual([{ key: 'city', value: '北京' }]);
  });

  it('checks every field the spec names, with its message', () => {
    expect(validateCallbackRule(emptyCallbackRule(), [], texts)).toEqual({
      keywords: '关键词必填',
      customUrl: '回调地址必填',
    });
    const rule = { ...emptyCallbackRule(), keywords: ['天气'] };
    expect(validateCallbackRule({ ...rule, customUrl: 'ftp://x' }, [], texts)).toEqual({
      customUrl: '地址格式错误，请以 http:// 或 https:// 开头',
    });
    expect(validateCallbackRule({ ...rule, customUrl: 'https://e.com/cb' }, [], texts)).toEqual({});
    expect(validateCallbackRule({ ...rule, type: 1 }, [], texts)).toEqual({ postUrl: '事件必选' });
    for (const timeout of ['-1', '1.5', 'abc', '']) {
      expect(validateCallbackRule({ ...rule, customUrl: 'http://e.com', timeout }, [], texts), timeout).toEqual({
        timeout: '超时时间须为不小于 0 的整数',
      });
    }
    expect(validateCallbackRule({ ...rule, customUrl: 'http://e.com', timeout: '0' }, [], texts)).toEqual({});
    expect(validateCallbackRule({ ...rule, customUrl: 'http://e.com' }, [stored], texts)).toEqual({
      keywords: '关键词“天气”已在其他回调事件中使用，机器人只会调用第一条',
    });
  });

  it('checks the custom parameters: named, distinct, not a request field', () => {
    const rule = { ...emptyCallbackRule(), keywords: ['天气'], customUrl: 'http://e.com' };
    const check = (...rows: [string, string][]) =>
      validateCallbackRule({ ...rule, moreData: rows.map(([name, value]) => newParameterRow(name, value)) }, [], texts)
        .moreData;
    expect(check(['', '上海'])).toBe('填写了参数值的参数必须有参数名');
    expect(check(['city', '上海'], [' city', '北京'])).toBe('参数名“city”重复');
    expect(check(['uid', 'x'])).toBe('参数名“uid”与请求字段重名，机器人会忽略它');
    expect(check(['city', '上海'], ['', ''])).toBeUndefined();
  });

  it('shows and searches a rule by its address or event', () => {
    const words = { builtIn: '内置事件：{event}', noTarget: '未填写' };
    expect(describeTarget(stored, words)).toBe('https://api.example.com/weather');
    expect(describeTarget({ type: 1, postUrl: 'news' }, words, () => '新闻资讯')).toBe('内置事件：新闻资讯');
    expect(describeTarget({ type: 100 }, words)).toBe('未填写');
    expect(matchesCallbackRule(stored, 'API.example')).toBe(true);
    expect(matchesCallbackRule(stored, '天')).toBe(true);
    expect(matchesCallbackRule(stored, '新闻')).toBe(false);
  });
});
