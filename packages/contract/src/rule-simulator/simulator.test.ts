import { describe, expect, it } from 'vitest';
import { layerOrder, simulateMessage, stripMentions } from './index.ts';
import { PLUGIN_TEXTS } from './messages.ts';
import type { SimulatedConfig, SimulatedGptConfig, SimulateInput, Verdict } from './types.ts';

const ZHANG = { id: 'wx_zhang', name: '张三' };
const GROUP = { id: 'room_1@chatroom', topic: '测试群' };

interface Options {
  gptConfigs?: SimulatedGptConfig[];
  role?: string;
  mentionsRobot?: boolean;
  mentionsAll?: boolean;
  isFriend?: boolean;
  materials?: SimulateInput['materials'];
}

/** Configs here are plain JSON as the robot may get it, quirky values included: typed loosely. */
type Json = Record<string, unknown>;

const base = (config: Json, text: string, options: Options, room?: typeof GROUP): SimulateInput => ({
  config: config as SimulatedConfig,
  robotName: '小秘书',
  ...(options.gptConfigs ? { gptConfigs: options.gptConfigs } : {}),
  ...(options.role ? { role: options.role } : {}),
  ...(options.materials ? { materials: options.materials } : {}),
  message: {
    text,
    from: { ...ZHANG, ...(options.isFriend === undefined ? {} : { isFriend: options.isFriend }) },
    ...(room ? { room } : {}),
    ...(options.mentionsRobot ? { mentionsRobot: true } : {}),
    ...(options.mentionsAll ? { mentionsAll: true } : {}),
  },
});
const privately = (config: Json, text: string, options: Options = {}) => simulateMessage(base(config, text, options));
const inGroup = (config: Json, text: string, options: Options = {}) =>
  simulateMessage(base(config, text, options, GROUP));

const layer = (verdict: Verdict, name: string) => {
  const found = verdict.layers.find((l) => l.layer === name);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
};
const texts = (verdict: Verdict) =>
  Array.isArray(verdict.reply) ? verdict.reply.map((item) => item.content ?? '') : verdict.reply;

const qa = (extra: Record<string, unknown>) => ({
  keywords: ['价格'],
  reg: 1,
  needAt: 0,
  scope: 'all',
  replys: [{ type: 1, content: '99 元' }],
  ...extra,
});

describe('the order of evaluation', () => {
  it('lists every layer once, private chats dropping empty texts before the vision flow', () => {
    expect(layerOrder(false)).toEqual([
      'privateForward',
      'empty',
      'vision',
      'official',
      'tooLong',
      'newFriend',
      'roomInvite',
      'reminder',
      'forwards',
      'callbacks',
      'preventWords',
      'summary',
      'skills',
      'keywords',
      'targetAi',
      'customBot',
      'globalAi',
    ]);
    expect(layerOrder(true).slice(0, 3)).toEqual(['privateForward', 'vision', 'empty']);
    expect(new Set(layerOrder(true)).size).toBe(17);
  });

  it('stops at the first layer that answers and marks the later ones as not reached', () => {
    const config = {
      preventWords: '价格',
      replyKeywords: [qa({})],
      autoReply: true,
      defaultBot: 6,
    };
    const verdict = privately(config, '价格多少');
    expect(verdict.answeredBy).toBe('preventWords');
    expect(texts(verdict)).toEqual([PLUGIN_TEXTS.prevent]);
    expect(layer(verdict, 'keywords')).toMatchObject({
      outcome: 'not-applicable',
      reason: '已由“禁止词”处理，不再往下',
    });
    expect(layer(verdict, 'globalAi').outcome).toBe('not-applicable');
    expect(verdict.reason).toContain('禁止词');
  });

  it('answers with nothing when no layer answers', () => {
    const verdict = privately({}, '你好');
    expect(verdict).toMatchObject({ answeredBy: null, silent: true, reason: '没有任何一层回答：机器人不回复' });
    expect(verdict.layers.every((l) => l.outcome !== 'answers')).toBe(true);
  });

  it('runs Q&A before per-target AI, and per-target AI before the custom bot and the global AI', () => {
    const gpt: SimulatedGptConfig = { type: 'contact', targets: [{ name: '张三' }], openChat: true, keywords: [] };
    const config = {
      replyKeywords: [qa({})],
      customBot: { open: true, customUrl: 'https://bot.example.com' },
      autoReply: true,
      defaultBot: 6,
    };
    expect(privately(config, '价格', { gptConfigs: [gpt] }).answeredBy).toBe('keywords');
    expect(privately(config, '你好', { gptConfigs: [gpt] }).answeredBy).toBe('targetAi');
    expect(privately(config, '你好').answeredBy).toBe('customBot');
    expect(privately({ autoReply: true, defaultBot: 6 }, '你好').answeredBy).toBe('globalAi');
  });
});

describe('mentions and group texts', () => {
  it('strips every @-mention from group texts, the robot’s first', () => {
    expect(stripMentions('@小秘书 价格 @李四', '小秘书')).toBe('价格');
    expect(stripMentions('@小 秘书 你好', '小 秘书')).toBe('你好');
  });

  it('counts a text naming the robot as a mention, and ignores @所有人 by default', () => {
    expect(inGroup({}, '@小秘书 你好').mentioned).toBe(true);
    expect(inGroup({}, '@所有人 @小秘书 开会', { mentionsAll: true }).mentioned).toBe(false);
    expect(inGroup({ ignoreRoomMentionAll: false }, '@所有人 @小秘书 开会', { mentionsAll: true }).mentioned).toBe(
      true,
    );
  });

  it('mentions the sender in group replies unless noNeedAt', () => {
    expect(inGroup({}, '你好').mentionSender).toBe(true);
    expect(inGroup({ noNeedAt: true }, '你好').mentionSender).toBe(false);
    expect(privately({}, '你好').mentionSender).toBe(false);
  });
});

describe('before the rules', () => {
  it('drops an empty private text without using the default reply', () => {
    const verdict = privately({ defaultReply: '在的' }, '   ');
    expect(verdict).toMatchObject({ answeredBy: 'empty', silent: true });
  });

  it('answers a group message that only @-mentions the robot with the default reply', () => {
    expect(texts(inGroup({ defaultReply: '在的' }, '@小秘书'))).toEqual(['在的']);
    const unmentioned = inGroup({ defaultReply: '在的', replyKeywords: [qa({ keywords: [''] })] }, '@李四');
    expect(layer(unmentioned, 'empty').outcome).toBe('skipped');
    // The empty text goes on through the rules: an empty keyword is contained in it.
    expect(unmentioned.answeredBy).toBe('keywords');
  });

  it('forwards a private message of a listed nickname and stops (vip only)', () => {
    const config = {
      privateForwards: [{ name: '张三', rooms: ['测试群'], contacts: ['李四'] }],
      replyKeywords: [qa({})],
    };
    const verdict = privately(config, '价格');
    expect(verdict).toMatchObject({ answeredBy: 'privateForward', silent: true });
    expect(layer(verdict, 'privateForward').sideEffect).toBe('转发到群“测试群”、好友“李四”');
    expect(privately(config, '价格', { role: 'user' }).answeredBy).toBe('keywords');
  });

  it('ignores official accounts, friend-verification notices and texts longer than preventLength', () => {
    expect(privately({}, '对方开启了朋友验证').answeredBy).toBe('official');
    expect(privately({ preventLength: 5 }, '123456')).toMatchObject({ answeredBy: 'tooLong', silent: true });
    expect(layer(privately({ preventLength: 5 }, '12345'), 'tooLong').outcome).toBe('skipped');
    expect(layer(privately({ preventLength: 0 }, '1'.repeat(2000)), 'tooLong').outcome).toBe('not-applicable');
    // The plugin's default limit is 1000.
    expect(privately({}, '1'.repeat(1001)).answeredBy).toBe('tooLong');
  });

  it('answers “你已添加” with the new-friend replies, and lets it through when there are none', () => {
    const replies = [{ type: 1 as const, content: '欢迎' }];
    expect(texts(privately({ newFriendReplys: replies }, '你已添加了张三'))).toEqual(['欢迎']);
    expect(layer(privately({ newFriendReplys: [] }, '你已添加了张三'), 'newFriend').outcome).toBe('skipped');
  });

  it('treats an exact join keyword as contained', () => {
    const config = {
      roomJoinKeywords: [{ keywords: ['进群'], reg: 2, roomName: '测试群', replys: [{ type: 1, content: '马上' }] }],
    };
    const verdict = privately(config, '我想进群看看');
    expect(verdict.answeredBy).toBe('roomInvite');
    expect(texts(verdict)).toEqual(['马上']);
    expect(layer(verdict, 'roomInvite').sideEffect).toContain('测试群');
    expect(layer(inGroup(config, '进群'), 'roomInvite').outcome).toBe('not-applicable');
  });

  it('answers “提醒” texts: the format hint when short, the reminder otherwise, not with no_remind', () => {
    expect(texts(privately({}, '提醒 我 下班'))).toEqual([PLUGIN_TEXTS.reminderFormat]);
    expect(typeof privately({}, '提醒 我 18:30 下班回家').reply).toBe('string');
    expect(layer(privately({ no_remind: true }, '提醒 我 下班'), 'reminder').outcome).toBe('not-applicable');
  });

  it('passes the vision flow for texts: it answers only after an image', () => {
    const gpt: SimulatedGptConfig = {
      type: 'contact',
      targets: [{ name: '张三' }],
      openChat: true,
      keywords: [],
      botConfig: { open4v: true },
    };
    expect(layer(privately({}, '图里是什么', { gptConfigs: [gpt] }), 'vision').outcome).toBe('skipped');
    expect(layer(privately({}, '图里是什么'), 'vision').outcome).toBe('not-applicable');
  });
});

describe('forwards', () => {
  const forward = (extra: Record<string, unknown>) => ({
    type: 'contact',
    targets: [{ name: '张三' }],
    keywords: ['报警'],
    reg: 1,
    forwardType: 'room',
    forwardTargets: [{ name: '值班群' }],
    ...extra,
  });

  it('forwards a matching message but never answers: the next layers still run', () => {
    const verdict = privately({ forwards: [forward({})], replyKeywords: [qa({ keywords: ['报警'] })] }, '服务器报警了');
    expect(layer(verdict, 'forwards')).toMatchObject({ outcome: 'skipped', sideEffect: '转发给群“值班群”' });
    expect(verdict.answeredBy).toBe('keywords');
  });

  it('matches the source by kind and name or id, and the keyword by its match type', () => {
    expect(
      layer(privately({ forwards: [forward({ reg: 2 })] }, '服务器报警了'), 'forwards').sideEffect,
    ).toBeUndefined();
    expect(layer(privately({ forwards: [forward({ reg: 2 })] }, '报警'), 'forwards').sideEffect).toBeDefined();
    expect(
      layer(privately({ forwards: [forward({ targets: [{ id: 'wx_zhang' }] })] }, '报警'), 'forwards').sideEffect,
    ).toBeDefined();
    expect(layer(inGroup({ forwards: [forward({})] }, '报警'), 'forwards').sideEffect).toBeUndefined();
    const roomForward = forward({ type: 'room', targets: [{ name: '测试群' }], keywords: ['@小秘书'] });
    // In groups the keywords meet the text as sent, mentions included.
    expect(layer(inGroup({ forwards: [roomForward] }, '@小秘书 看看'), 'forwards').sideEffect).toBeDefined();
  });
});

describe('callbacks', () => {
  const callback = (extra: Record<string, unknown>) => ({
    keywords: ['快递'],
    reg: 1,
    needAt: 0,
    scope: 'all',
    type: 100,
    customUrl: 'https://hook.example.com',
    ...extra,
  });

  it('answers with what the callback returns', () => {
    const verdict = privately({ callBackEvents: [callback({})] }, '查快递');
    expect(verdict.answeredBy).toBe('callbacks');
    expect(layer(verdict, 'callbacks')).toMatchObject({
      question: '查快递',
      sideEffect: '调用回调接口 https://hook.example.com',
    });
  });

  it('stops at a matched rule that needs an @: later rules are not tried', () => {
    const config = {
      callBackEvents: [callback({ needAt: undefined }), callback({ customUrl: 'https://b.example.com' })],
    };
    const verdict = inGroup(config, '查快递');
    expect(layer(verdict, 'callbacks').outcome).toBe('skipped');
    expect(layer(verdict, 'callbacks').reason).toContain('需要@');
    expect(inGroup(config, '@小秘书 查快递').answeredBy).toBe('callbacks');
  });

  it('passes over a rule of an unknown type and tries the next', () => {
    const config = { callBackEvents: [callback({ type: 5 }), callback({ type: 1, postUrl: 'https://p.example.com' })] };
    expect(layer(privately(config, '查快递'), 'callbacks').sideEffect).toBe('调用回调接口 https://p.example.com');
  });
});

describe('prevent words', () => {
  it('splits on both commas and answers the fixed text', () => {
    const config = { preventWords: '政治，赌博,色情' };
    expect(texts(privately(config, '聊聊赌博'))).toEqual([PLUGIN_TEXTS.prevent]);
    expect(layer(privately(config, '聊聊天气'), 'preventWords').outcome).toBe('skipped');
  });

  it('only checks group messages that @-mention the robot', () => {
    const config = { preventWords: '赌博' };
    expect(layer(inGroup(config, '聊聊赌博'), 'preventWords').outcome).toBe('skipped');
    expect(inGroup(config, '@小秘书 聊聊赌博').answeredBy).toBe('preventWords');
  });
});

describe('summaries', () => {
  const summerConfig = (extra: Record<string, unknown>) => ({ open: true, keywords: ['总结'], reg: 1, ...extra });

  it('summarises on its keyword, in groups without an @ when needAt is absent', () => {
    expect(privately({ summerConfig: summerConfig({}) }, '总结一下').answeredBy).toBe('summary');
    expect(inGroup({ summerConfig: summerConfig({}) }, '总结一下').answeredBy).toBe('summary');
    expect(layer(inGroup({ summerConfig: summerConfig({ needAt: 1 }) }, '总结一下'), 'summary').outcome).toBe(
      'skipped',
    );
  });

  it('is vip only, off when closed, and silences everything when open without keywords', () => {
    expect(layer(privately({ summerConfig: summerConfig({}) }, '总结', { role: 'user' }), 'summary').outcome).toBe(
      'not-applicable',
    );
    expect(layer(privately({ summerConfig: summerConfig({ open: false }) }, '总结'), 'summary').outcome).toBe(
      'not-applicable',
    );
    const broken = privately({ summerConfig: { open: true }, autoReply: true, defaultBot: 6 }, '你好');
    expect(broken).toMatchObject({ answeredBy: 'summary', silent: true });
  });
});

describe('skills', () => {
  const skill = (event: string, extra: Record<string, unknown> = {}) => ({
    keywords: ['技能'],
    reg: 1,
    needAt: 0,
    scope: 'all',
    event,
    ...extra,
  });

  it('answers the plugin’s own text for its built-in events', () => {
    expect(texts(privately({ eventKeywords: [skill('updateConfig')] }, '技能'))).toEqual([
      PLUGIN_TEXTS.events.updateConfig,
    ]);
    expect(
      texts(privately({ eventKeywords: [skill('autoRoomCreate', { otherInfo: { tips: '稍等' } })] }, '技能')),
    ).toEqual(['稍等']);
  });

  it('passes the text without the keyword to service events', () => {
    const verdict = privately({ eventKeywords: [skill('star')] }, '技能白羊座');
    expect(layer(verdict, 'skills')).toMatchObject({ outcome: 'answers', question: '白羊座' });
  });

  it('answers nothing for an unknown event, and lets removeRecord through in private chats', () => {
    expect(privately({ eventKeywords: [skill('nope')] }, '技能')).toMatchObject({ answeredBy: 'skills', silent: true });
    expect(layer(privately({ eventKeywords: [skill('removeRecord')] }, '技能'), 'skills').outcome).toBe('skipped');
  });
});

describe('Q&A keywords', () => {
  it('matches fuzzy by containing and exact by equality', () => {
    expect(privately({ replyKeywords: [qa({})] }, '价格多少').answeredBy).toBe('keywords');
    expect(layer(privately({ replyKeywords: [qa({ reg: 2 })] }, '价格多少'), 'keywords')).toMatchObject({
      outcome: 'skipped',
      reason: '关键词“价格”未匹配（精确匹配）',
    });
    expect(privately({ replyKeywords: [qa({ reg: 2 })] }, ' 价格 ').answeredBy).toBe('keywords');
  });

  it('never matches another match type (the plugin has no regex)', () => {
    const verdict = privately({ replyKeywords: [qa({ reg: 3, keywords: ['价.'] })] }, '价格');
    expect(layer(verdict, 'keywords').reason).toContain('无效');
    expect(verdict.answeredBy).toBeNull();
  });

  it('requires an @ in groups when needAt is 1 or absent, and not when it is 0', () => {
    expect(layer(inGroup({ replyKeywords: [qa({ needAt: 1 })] }, '价格'), 'keywords').reason).toContain('需要@机器人');
    expect(layer(inGroup({ replyKeywords: [qa({ needAt: undefined })] }, '价格'), 'keywords').reason).toContain(
      '未设置时',
    );
    expect(inGroup({ replyKeywords: [qa({ needAt: 1 })] }, '@小秘书 价格').answeredBy).toBe('keywords');
    expect(inGroup({ replyKeywords: [qa({ needAt: 0 })] }, '价格').answeredBy).toBe('keywords');
    expect(privately({ replyKeywords: [qa({ needAt: 1 })] }, '价格').answeredBy).toBe('keywords');
  });

  it('keeps a rule to its scope, and a blocked rule shadows later ones', () => {
    expect(layer(inGroup({ replyKeywords: [qa({ scope: 'friend' })] }, '价格'), 'keywords').reason).toContain('私聊');
    expect(layer(privately({ replyKeywords: [qa({ scope: 'room' })] }, '价格'), 'keywords').reason).toContain('群聊');
    const shadowed = inGroup(
      { replyKeywords: [qa({ scope: 'friend' }), qa({ replys: [{ type: 1, content: '群价' }] })] },
      '价格',
    );
    expect(shadowed.answeredBy).toBeNull();
    expect(layer(shadowed, 'keywords').reason).toContain('不再检查后面的规则');
  });

  it('lets an empty reply list through, and replaces material references (vip)', () => {
    expect(layer(privately({ replyKeywords: [qa({ replys: [] })] }, '价格'), 'keywords').outcome).toBe('skipped');
    const config = { replyKeywords: [qa({ replys: [{ type: 1, id: 'm1' }] })] };
    const materials = { m1: { type: 1 as const, content: '价目表' } };
    expect(texts(privately(config, '价格', { materials }))).toEqual(['价目表']);
    expect(privately(config, '价格', { materials, role: 'user' }).reply).toEqual([{ type: 1, id: 'm1' }]);
  });
});

describe('per-target AI', () => {
  const roomAi = (extra: Partial<SimulatedGptConfig> = {}): SimulatedGptConfig => ({
    id: 'g1',
    type: 'room',
    targets: [{ name: '测试群' }],
    openChat: true,
    needAt: 0,
    keywords: [],
    robotType: 6,
    ...extra,
  });

  it('answers in a named group with the configured service, the question being the text', () => {
    const verdict = inGroup({}, '今天适合做什么', { gptConfigs: [roomAi()] });
    expect(verdict.answeredBy).toBe('targetAi');
    expect(layer(verdict, 'targetAi')).toMatchObject({
      question: '今天适合做什么',
      reply: expect.stringContaining('ChatGPT'),
    });
  });

  it('needs no @ when needAt is absent, and an @ when it is 1', () => {
    expect(inGroup({}, '你好', { gptConfigs: [roomAi({ needAt: undefined })] }).answeredBy).toBe('targetAi');
    expect(layer(inGroup({}, '你好', { gptConfigs: [roomAi({ needAt: 1 })] }), 'targetAi').outcome).toBe('skipped');
    expect(inGroup({}, '@小秘书 你好', { gptConfigs: [roomAi({ needAt: 1 })] }).answeredBy).toBe('targetAi');
  });

  it('matches by topic or id, by id only with onlyId, every group with isAllRoom, and allowed members', () => {
    expect(inGroup({}, '你好', { gptConfigs: [roomAi({ targets: [{ id: GROUP.id }] })] }).answeredBy).toBe('targetAi');
    expect(inGroup({}, '你好', { gptConfigs: [roomAi({ onlyId: true })] }).answeredBy).toBeNull();
    expect(inGroup({}, '你好', { gptConfigs: [roomAi({ targets: [], isAllRoom: true })] }).answeredBy).toBe('targetAi');
    expect(
      inGroup({}, '你好', { gptConfigs: [roomAi({ allowRoomMembers: [{ name: '李四' }] })] }).answeredBy,
    ).toBeNull();
    expect(inGroup({}, '你好', { gptConfigs: [roomAi({ allowRoomMembers: [{ name: '张三' }] })] }).answeredBy).toBe(
      'targetAi',
    );
    expect(privately({}, '你好', { gptConfigs: [roomAi()] }).answeredBy).toBeNull();
  });

  it('asks only with a trigger word, which replaceKeyword removes from the question', () => {
    const gptConfigs = [roomAi({ keywords: ['AI'], replaceKeyword: true })];
    expect(layer(inGroup({}, '你好', { gptConfigs }), 'targetAi').outcome).toBe('skipped');
    expect(layer(inGroup({}, 'AI 你好', { gptConfigs }), 'targetAi').question).toBe(' 你好');
  });

  it('answers the recharge tip at the limit, and a closed config its default reply, ending the evaluation', () => {
    const config = { autoReply: true, defaultBot: 6, roomAt: 0 };
    const limited = inGroup(config, '你好', {
      gptConfigs: [roomAi({ limitNum: 1, usedNum: 1, rechargeTip: '请充值' })],
    });
    expect(texts(limited)).toEqual(['请充值']);
    const closed = inGroup(config, '你好', { gptConfigs: [roomAi({ openChat: false })] });
    expect(closed).toMatchObject({ answeredBy: 'targetAi', silent: true });
    expect(
      texts(inGroup(config, '你好', { gptConfigs: [roomAi({ openChat: false, defaultReply: '未开放' })] })),
    ).toEqual(['未开放']);
  });

  it('is vip only', () => {
    expect(layer(inGroup({}, '你好', { gptConfigs: [roomAi()], role: 'user' }), 'targetAi').outcome).toBe(
      'not-applicable',
    );
  });
});

describe('custom bot and global AI', () => {
  it('asks the custom bot, in groups only when @-mentioned unless needAt is 0', () => {
    const customBot = { open: true, customUrl: 'https://bot.example.com' };
    expect(layer(inGroup({ customBot }, '你好'), 'customBot').outcome).toBe('skipped');
    expect(inGroup({ customBot: { ...customBot, needAt: 0 } }, '你好').answeredBy).toBe('customBot');
    expect(layer(privately({ customBot: { ...customBot, scope: 'room' } }, '你好'), 'customBot').outcome).toBe(
      'skipped',
    );
    expect(layer(privately({ customBot: { ...customBot, open: false } }, '你好'), 'customBot').outcome).toBe(
      'not-applicable',
    );
  });

  it('keeps the global AI to its scope and to @-mentions in groups with roomAt', () => {
    const ai = { autoReply: true, defaultBot: 6 };
    expect(layer(privately({ ...ai, botScope: 'room' }, '你好'), 'globalAi').outcome).toBe('not-applicable');
    expect(layer(inGroup({ ...ai, botScope: 'friend' }, '@小秘书 你好'), 'globalAi').outcome).toBe('not-applicable');
    expect(layer(inGroup(ai, '你好'), 'globalAi').outcome).toBe('skipped');
    expect(inGroup(ai, '@小秘书 你好').answeredBy).toBe('globalAi');
    expect(inGroup({ ...ai, roomAt: 0 }, '你好').answeredBy).toBe('globalAi');
    expect(layer(inGroup({ ...ai, roomAt: 0, friendNoReplyInRoom: 1 }, '你好'), 'globalAi').outcome).toBe('skipped');
    expect(inGroup({ ...ai, roomAt: 0, friendNoReplyInRoom: 1 }, '你好', { isFriend: false }).answeredBy).toBe(
      'globalAi',
    );
  });

  it('names the service, and answers nothing for one the plugin does not support', () => {
    expect(privately({ autoReply: true, defaultBot: 8 }, '你好').reply).toBe('由 Dify 回答');
    expect(privately({ autoReply: true, defaultBot: 3 }, '你好')).toMatchObject({
      answeredBy: 'globalAi',
      silent: true,
    });
    expect(layer(privately({ defaultBot: 6 }, '你好'), 'globalAi').outcome).toBe('not-applicable');
  });
});
