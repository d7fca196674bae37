import { DEFAULTS, RobotType } from '@weassit/contract';
import { defaultRobotConfig } from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { newMessageEntry } from '../../../kit/config-list/message-items';
import { isSameValue } from '../../../kit/form/is-same-value';
import { parseConfigText } from '../../../lib/robot-config';
import { configRecordFixture, storedConfigFixture } from '../../../testing/wechat-fixtures';
import {
  configToForm,
  formToConfig,
  formToConfigText,
  providerFieldsOf,
  validateConfigForm,
  visibleFields,
} from './config-form';

const numbers = { required: '请输入数字', min: '不能小于 {min}', max: '不能大于 {max}' };

describe('configToForm', () => {
  it('starts a new config from the contract defaults', () => {
    const values = configToForm(null);
    const defaults = defaultRobotConfig();
    expect(values.defaultReply).toBe(DEFAULTS.defaultReply);
    expect(values.preventLength).toBe(DEFAULTS.preventLength);
    expect(values.openaiTimeout).toBe(DEFAULTS.openaiTimeout);
    expect(values.botScope).toBe('all');
    expect(values.roomAt).toBe(1);
    expect(values.defaultBot).toBe(defaults.defaultBot);
    expect(values.acceptFriendKeyWords).toEqual([]);
    // Only form fields: no lists other pages own.
    expect(values).not.toHaveProperty('replyKeywords');
  });

  it('reads a stored config and fills its missing fields', () => {
    const values = configToForm(configRecordFixture.config);
    expect(values.defaultReply).toBe('你好，我是小助手');
    expect(values.defaultBot).toBe(RobotType.CHATGPT);
    expect(values.acceptFriendKeyWords).toEqual(['加群', '合作']);
    expect(values.openaiModel).toBe('gpt-4o-mini');
    expect(values.ignoreRoomMentionAll).toBe(true);
    expect(values.coze_token).toBe('');
  });

  it('turns roomAt true or unset into 1 and false into 0', () => {
    expect(configToForm('{"roomAt":true}').roomAt).toBe(1);
    expect(configToForm('{}').roomAt).toBe(1);
    expect(configToForm('{"roomAt":false}').roomAt).toBe(0);
  });

  it('keeps a stored value the schema refuses instead of dropping the whole config', () => {
    const values = configToForm(JSON.stringify({ defaultReply: 'x'.repeat(2001), autoReply: true }));
    expect(values.defaultReply).toHaveLength(2001);
    expect(values.autoReply).toBe(true);
    expect(values.preventLength).toBe(DEFAULTS.preventLength);
  });

  it('treats broken or non-object JSON as no config', () => {
    expect(parseConfigText('{oops')).toEqual({});
    expect(parseConfigText('[1,2]')).toEqual({});
    expect(configToForm('{oops').defaultReply).toBe(DEFAULTS.defaultReply);
  });
});

describe('formToConfig', () => {
  it('keeps every field the form does not edit, unknown ones too', () => {
    const values = { ...configToForm(configRecordFixture.config), defaultReply: '在的', defaultBot: RobotType.DIFY };
    const config = formToConfig(configRecordFixture.config, values);
    expect(config.defaultReply).toBe('在的');
    expect(config.defaultBot).toBe(RobotType.DIFY);
    expect(config.replyKeywords).toEqual(storedConfigFixture.replyKeywords);
    expect(config.dayTaskSchedule).toEqual(storedConfigFixture.dayTaskSchedule);
    expect(config.temperature).toBe(0.7);
    // Hidden provider settings are kept too.
    expect(config.gpttoken).toBe('sk-test-0123456789');
  });

  it('saves a new config as the defaults with the form laid over them', () => {
    const values = { ...configToForm(null), defaultReply: '你好' };
    const config = JSON.parse(formToConfigText(null, values));
    expect(config.defaultReply).toBe('你好');
    expect(config.eventKeywords).toEqual(defaultRobotConfig().eventKeywords);
    expect(config.puppetType).toBe(DEFAULTS.puppetType);
  });

  it('round-trips: what it saves reads back as the same form', () => {
    const values = { ...configToForm(configRecordFixture.config), preventWords: '广告', autoReply: false };
    const text = formToConfigText(configRecordFixture.config, values);
    const withoutKeys = (form: typeof values) => ({
      ...form,
      newFriendReplys: form.newFriendReplys.map(({ item }) => item),
    });
    expect(withoutKeys(configToForm(text))).toEqual(withoutKeys(values));
  });

  it('stores the new friend messages as message items, with the other basic fields', () => {
    const values = {
      ...configToForm(null),
      newFriendReplys: [
        newMessageEntry({ type: 1, content: '你好' }),
        newMessageEntry({ type: 2, id: 'm1', title: 'a.pdf' }),
      ],
      parseMini: true,
      parseMiniRooms: ['产品群'],
      chatFilter: 1 as const,
      filterType: 0 as const,
      filterAppid: '123',
      filterApiKey: 'ak',
      filterSecretKey: 'sk',
      puppetType: 'wechaty-puppet-xp',
    };
    const config = formToConfig(null, values);
    expect(config).toMatchObject({
      newFriendReplys: [
        { type: 1, content: '你好' },
        { type: 2, id: 'm1', title: 'a.pdf' },
      ],
      parseMiniRooms: ['产品群'],
      filterType: 0,
      filterSecretKey: 'sk',
      puppetType: 'wechaty-puppet-xp',
    });
    expect(configToForm(JSON.stringify(config)).newFriendReplys.map(({ item }) => item)).toEqual(
      config.newFriendReplys,
    );
  });
});

describe('the form state’s dirty check on config values', () => {
  it('compares every form field, lists by value', () => {
    const values = configToForm(configRecordFixture.config);
    expect(isSameValue({ ...values, acceptFriendKeyWords: ['加群', '合作'] }, values)).toBe(true);
    expect(isSameValue({ ...values, acceptFriendKeyWords: ['加群'] }, values)).toBe(false);
    expect(isSameValue({ ...values, chatFilter: 1 }, values)).toBe(false);
  });
});

describe('providers', () => {
  it('shows only the chosen service settings', () => {
    expect(providerFieldsOf(RobotType.DIFY)).toEqual([
      'dify_token',
      'dify_baseUrl',
      'openaiSystemMessage',
      'openaiTimeout',
      'difyAgent',
      'openaiDebug',
    ]);
    expect(providerFieldsOf(RobotType.FASTGPT)).toEqual(['gpttoken', 'proxyPassUrl', 'openaiTimeout']);
    expect(providerFieldsOf(RobotType.CHATGPT_WEB)).toContain('openaiModel');
    expect(providerFieldsOf(RobotType.WECHAT_DIALOG)).toEqual(['tencentToken', 'tencentAESKey']);
    expect(providerFieldsOf(RobotType.TENCENT)).toEqual(['tencentSecretId', 'tencentSecretKey']);
    // Every robot type of spec §9 has its settings.
    for (const type of Object.values(RobotType)) expect(providerFieldsOf(type).length, String(type)).toBeGreaterThan(0);
    const shown = visibleFields({ ...configToForm(null), defaultBot: RobotType.COZE_V3 });
    expect(shown).toContain('cozev3_token');
    expect(shown).not.toContain('dify_token');
  });

  it('shows the group list with parseMini, the filter keys only for a custom filter', () => {
    const base = configToForm(null);
    expect(visibleFields(base)).not.toContain('parseMiniRooms');
    expect(visibleFields({ ...base, parseMini: true })).toContain('parseMiniRooms');
    expect(visibleFields(base)).not.toContain('filterType');
    expect(visibleFields({ ...base, chatFilter: 1, filterType: 1 })).not.toContain('filterApiKey');
    expect(visibleFields({ ...base, chatFilter: 1, filterType: 0 })).toEqual(
      expect.arrayContaining(['filterType', 'filterAppid', 'filterApiKey', 'filterSecretKey']),
    );
  });
});

describe('validateConfigForm', () => {
  it('accepts the defaults', () => {
    expect(validateConfigForm(configToForm(null), numbers)).toEqual({});
  });

  it("uses the contract's messages for texts and the given words for numbers", () => {
    const errors = validateConfigForm(
      { ...configToForm(null), defaultReply: 'x'.repeat(2001), preventLength: Number.NaN, openaiTimeout: 0 },
      numbers,
    );
    expect(errors.defaultReply).toBe('不能超过 2000 个字符');
    expect(errors.preventLength).toBe('请输入数字');
    expect(errors.openaiTimeout).toBe('不能小于 1');
  });

  it('refuses an empty text among the new friend messages with the kit words', () => {
    const texts = { itemsRequired: '要消息', textEmpty: '文字不能为空' };
    const values = { ...configToForm(null), newFriendReplys: [newMessageEntry({ type: 1, content: ' ' })] };
    expect(validateConfigForm(values, numbers, texts).newFriendReplys).toBe('文字不能为空');
    expect(validateConfigForm({ ...values, newFriendReplys: [] }, numbers, texts)).toEqual({});
  });
});
