import type { GptConfig } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyGptConfigForm,
  gptConfigFormToInput,
  gptConfigToForm,
  switchKind,
  switchService,
} from './gpt-config-form';
import { fieldOfPath, validateGptConfigForm } from './gpt-config-validation';

const stored: GptConfig = {
  id: 'g1',
  usedNum: 3,
  updatedAt: 1,
  name: '客服群',
  type: 'room',
  targets: [{ id: '9001@chatroom', name: '项目群 A' }, { name: '家人群' }],
  onlyId: false,
  isAllRoom: false,
  isAllFriend: false,
  excludes: [],
  allowRoomMembers: [{ name: '小王' }],
  openChat: true,
  needAt: 0,
  keywords: ['问'],
  replaceKeyword: true,
  limitNum: 100,
  rechargeTip: '次数用完了',
  defaultReply: '稍等',
  openFileAnalyze: true,
  robotType: 6,
  botConfig: {
    token: 'sk-1',
    model: 'gpt-4o',
    temperature: 0.3,
    timeoutMs: 60,
    keywordSystemMessages: [{ keyword: '翻译', promotId: 'r1' }],
    openTTS: true,
    ttsConfig: { type: 6, voice: 'nova', token: 'tts' },
  },
};

describe('自定义对话 form values and the stored config', () => {
  it('round-trips a stored config, keeping the botConfig fields the form does not show', () => {
    const values = gptConfigToForm(stored);
    expect(values).toMatchObject({
      name: '客服群',
      isAll: false,
      needAt: false,
      token: 'sk-1',
      model: 'gpt-4o',
      timeoutSeconds: 60,
      openTTS: true,
      ttsVoice: 'nova',
      limitNum: 100,
    });
    const { id, usedNum, updatedAt, ...saved } = stored;
    expect(gptConfigFormToInput(values, stored)).toEqual({
      ...saved,
      botConfig: { ...stored.botConfig, open4v: false, openWhisper: false },
    });
  });

  it('starts a new config as ChatGPT for groups, needing @, unlimited', () => {
    const input = gptConfigFormToInput({ ...emptyGptConfigForm(), targets: [{ id: 'r@chatroom', name: ' 群 ' }] });
    expect(input).toEqual({
      name: '',
      type: 'room',
      targets: [{ id: 'r@chatroom', name: '群' }],
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
      robotType: 6,
      botConfig: { model: 'gpt-4o-mini', open4v: false, openWhisper: false, openTTS: false },
    });
  });

  it('saves only the chosen service fields; switching back brings the first one’s fields again', () => {
    const chatgpt = { ...emptyGptConfigForm(), token: 'sk-openai', proxyPass: 'https://proxy.example.com/v1' };
    const coze = { ...chatgpt, ...switchService(chatgpt, 12) };
    expect(coze).toMatchObject({ robotType: 12, token: '', proxyPass: '', model: '', botId: '' });
    const filled = { ...coze, token: 'pat-coze', botId: '7300', stream: true };
    const bot = gptConfigFormToInput(filled, stored).botConfig;
    expect(bot).toMatchObject({ token: 'pat-coze', botId: '7300', stream: true, temperature: 0.3 });
    expect(bot).not.toHaveProperty('model');
    expect(bot).not.toHaveProperty('proxyPass');
    expect(bot).not.toHaveProperty('isAiAgent');

    const back = { ...filled, ...switchService(filled, 6) };
    expect(back).toMatchObject({ robotType: 6, token: 'sk-openai', proxyPass: 'https://proxy.example.com/v1' });
    expect(gptConfigFormToInput(back).botConfig).not.toHaveProperty('botId');
    expect(gptConfigFormToInput(back).botConfig).not.toHaveProperty('stream');
    expect(switchService(back, 6)).toEqual({});
  });

  it('stores every group but the excluded ones; friends never carry group members', () => {
    const values = {
      ...emptyGptConfigForm(),
      ...switchKind('contact'),
      isAll: true,
      targets: [{ name: '留着也不存' }],
      excludes: [{ id: 'wxid_a', name: 'Alice' }],
      allowRoomMembers: [{ name: '小王' }],
    };
    expect(gptConfigFormToInput(values)).toMatchObject({
      type: 'contact',
      isAllRoom: false,
      isAllFriend: true,
      targets: [],
      excludes: [{ id: 'wxid_a', name: 'Alice' }],
      allowRoomMembers: [],
    });
  });

  it('drops a setting that was switched off, and keeps a voice of the chosen speech service', () => {
    const values = { ...gptConfigToForm(stored), openTTS: false, open4v: true, open4vType: 8 as const };
    const bot = gptConfigFormToInput(values, stored).botConfig;
    expect(bot).not.toHaveProperty('ttsConfig');
    expect(bot).toMatchObject({ openTTS: false, open4v: true, open4vConfig: { type: 8 } });
  });
});

describe('自定义对话 validation', () => {
  it('puts the contract’s messages on the form’s fields', () => {
    expect(validateGptConfigForm(emptyGptConfigForm())).toEqual({ targets: '请至少选择一个对象', token: '请输入密钥' });
    const coze = { ...emptyGptConfigForm(), ...switchService(emptyGptConfigForm(), 11) };
    expect(validateGptConfigForm({ ...coze, targets: [{ name: '群' }], token: 'pat' })).toEqual({
      botId: '请输入机器人编号',
    });
    // A config that only sends its default reply needs no key.
    expect(validateGptConfigForm({ ...emptyGptConfigForm(), isAll: true, openChat: false })).toEqual({});
  });

  it('maps nested paths to the form’s field names', () => {
    expect(fieldOfPath(['botConfig', 'timeoutMs'])).toBe('timeoutSeconds');
    expect(fieldOfPath(['botConfig', 'open4vConfig', 'baseUrl'])).toBe('open4vBaseUrl');
    expect(fieldOfPath(['botConfig', 'keywordSystemMessages', 0, 'keyword'])).toBe('keywordSystemMessages');
    expect(fieldOfPath(['targets', 2, 'name'])).toBe('targets');
  });
});
