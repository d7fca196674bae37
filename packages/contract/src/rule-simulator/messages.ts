/**
 * Every Chinese text of the rule simulator: the layers' names, the reasons shown to the operator, and the fixed
 * texts the plugin itself sends (which the simulator predicts word for word).
 */
import { BUILT_IN_EVENTS } from '../built-in-events.ts';
import type { SimulatedLayer } from './types.ts';

export const LAYER_LABELS: Readonly<Record<SimulatedLayer, string>> = {
  privateForward: '私聊转发',
  empty: '空消息',
  vision: '识图对话',
  official: '官方与验证消息',
  tooLong: '超长消息',
  newFriend: '新好友消息',
  roomInvite: '关键词进群',
  reminder: '提醒',
  forwards: '关键词转发',
  callbacks: '回调事件',
  preventWords: '禁止词',
  summary: '聊天总结',
  skills: '技能',
  keywords: '简单问答',
  targetAi: '自定义对话',
  customBot: '自定义机器人',
  globalAi: '全局 AI',
};

/** Texts the plugin sends itself. */
export const PLUGIN_TEXTS = {
  prevent: '这个话题不适合讨论，换个话题吧。',
  reminderFormat:
    '提醒设置失败，请保证每个关键词之间使用空格分割开，并保证日期格式正确。正确格式为：“提醒(空格)我(空格)18:30(空格)下班回家”',
  events: {
    updateConfig: '更新配置成功，请稍等一分钟后生效',
    reloadFriend: '更新好友群消息成功，请稍等两分钟后生效',
    reloadFriendOnly: '更新好友列表成功，请稍等两分钟后生效',
    reloadRoomOnly: '更新群列表成功，请稍等两分钟后生效',
    autoRoomCreate: '正在拉您进群，请稍后...',
  } as Readonly<Record<string, string>>,
} as const;

const quote = (words: readonly string[]) => words.map((w) => `“${w}”`).join('');
/** A skill's name as the console shows it (新闻资讯), its event id when it is not a built-in one. */
const skillName = (event: string) => BUILT_IN_EVENTS.find((e) => e.event === event)?.label ?? event;
const matchName = (reg: unknown) => (reg === 1 ? '模糊匹配' : reg === 2 ? '精确匹配' : `匹配方式 ${String(reg)}`);

export const SIM_MESSAGES = {
  matchName,
  keywordMissed: (words: readonly string[], reg: unknown) =>
    reg !== 1 && reg !== 2
      ? `匹配方式 ${String(reg)} 无效：插件只认模糊匹配（1）和精确匹配（2），这条规则从不匹配`
      : words.length === 0
        ? `没有设置关键词（${matchName(reg)}）`
        : `关键词${quote(words)}未匹配（${matchName(reg)}）`,
  keywordHit: (word: string, reg: unknown) => `关键词“${word}”已匹配（${matchName(reg)}）`,
  noRules: '没有设置规则',
  noneMatched: (count: number) => `${count} 条规则的关键词都未匹配`,
  onlyFriend: '规则只在私聊生效',
  onlyRoom: '规则只在群聊生效',
  needAt: '群聊中需要@机器人，但消息没有@机器人',
  needAtUnset: '群聊中需要@机器人（“需要@”未设置时插件按需要处理），但消息没有@机器人',
  blockedStops: '；插件不再检查后面的规则，本层不回答',
  onlyPrivate: '只用于私聊',
  reached: (label: string) => `已由“${label}”处理，不再往下`,
  off: '未开启',
  notVip: '仅会员可用',
  // Private forwards, empty, vision
  privateForwardHit: (name: string) => `发送者“${name}”在私聊转发名单中：消息被转发，不再回复`,
  privateForwardTo: (rooms: readonly string[], contacts: readonly string[]) =>
    `转发到群${quote(rooms) || '（无）'}、好友${quote(contacts) || '（无）'}`,
  privateForwardMiss: (name: string) => `发送者“${name}”不在私聊转发名单中`,
  privateEmpty: '私聊空消息：插件直接忽略，不回复（默认回复只用于群里单独@机器人的消息）',
  notEmpty: '消息不为空',
  roomEmptyMention: '消息去掉@后为空且@了机器人：回复默认回复',
  roomEmptyNoMention: '消息去掉@后为空，但没有@机器人：继续往下',
  visionWaiting: '匹配到开启识图的自定义对话，但识图只回答先发过图片的人；此处按对方没有先发图片处理',
  visionNone: '没有开启识图的自定义对话匹配本会话',
  // Private-only prelude
  officialHit: '官方账号或“开启了朋友验证”消息：不回复',
  officialMiss: '不是官方账号或好友验证消息',
  tooLongHit: (length: number, max: number) => `消息长 ${length} 字，超过 ${max} 字：不回复`,
  tooLongMiss: (length: number, max: number) => `消息长 ${length} 字，未超过 ${max} 字`,
  tooLongOff: '未限制长度',
  newFriendHit: '消息含“你已添加”：发送新好友回复',
  newFriendEmpty: '消息含“你已添加”，但新好友回复为空：插件继续往下',
  newFriendMiss: '消息不含“你已添加”',
  roomInviteHit: (word: string, room: string) =>
    `关键词“${word}”已匹配（插件对进群关键词一律按模糊匹配）：发送回复并拉进群“${room}”`,
  roomInviteSide: (room: string) => `拉进群“${room}”（找不到这个群时既不回复也不拉人）`,
  reminderOff: '已关闭提醒',
  reminderMiss: '消息不以“提醒”开头',
  reminderFormat: '以“提醒”开头但不足 4 段：回复格式提示',
  reminderSet: '以“提醒”开头：插件解析时间并设置提醒，回复设置结果',
  reminderReply: '“小助手已经把你的提醒牢记在小本本上了”，或设置失败的提示',
  // Forwards
  forwardHit: '命中转发规则：转发不算回答，继续往下',
  forwardNoTargets: '命中转发规则，但没有转发对象：继续往下',
  forwardTo: (kind: string, names: readonly string[]) => `转发给${kind === 'room' ? '群' : '好友'}${quote(names)}`,
  forwardMiss: '没有转发规则同时匹配消息来源和关键词',
  // Callbacks, skills, Q&A
  callbackAsk: (url: string) => `调用回调接口 ${url || '（未填写地址）'}`,
  callbackReply: '回调接口返回的消息（接口返回空时继续往下）',
  callbackBadType: (type: unknown) => `回调类型 ${String(type)} 无效，插件跳过并接着找下一个关键词`,
  skillReply: (event: string) => `技能“${skillName(event)}”的结果`,
  skillUnknown: (event: string) => `技能“${skillName(event)}”插件不认识：回复空消息`,
  skillRoomOnly: (event: string) => `技能“${skillName(event)}”只能在群里用：私聊时插件出错，继续往下`,
  repliesEmpty: '回复内容为空：插件继续往下',
  // Prevent words
  preventHit: (word: string) => `消息含禁止词“${word}”：回复固定提示`,
  preventMiss: (words: readonly string[]) => `消息不含禁止词${quote(words)}`,
  preventNoMention: '群消息没有@机器人：插件不检查禁止词',
  // Summary
  summaryReply: '用 AI 总结本会话的聊天记录（没有聊天记录时不回复）',
  summaryBroken: '聊天总结已开启但没有关键词列表：插件出错，这条消息整条不回复',
  // Per-target AI
  targetNone: '没有自定义对话匹配本会话',
  targetMatched: (name: string) => `匹配到自定义对话“${name}”`,
  targetNeedAt: '该配置要求在群里@机器人，但消息没有@机器人',
  targetKeywordMiss: (words: readonly string[]) => `消息不含触发词${quote(words)}`,
  targetLimit: (used: number, limit: number) => `已用 ${used} 次，达到上限 ${limit} 次：回复充值提示`,
  targetAsk: (service: string) => `由 ${service} 回答（服务没有返回内容时继续往下）`,
  targetClosed: '该配置未开启对话：只回复它的默认回复（为空时不回复），不再往下',
  targetNoKeywords: '该配置没有触发词列表：插件出错，继续往下',
  // Custom bot, global AI
  customBotPass: '已开启，消息符合它的“需要@”与范围要求',
  customBotAsk: (url: string) => `由自定义机器人接口 ${url || '（未填写地址）'} 回答`,
  globalScopeRoom: '全局 AI 只回复群聊',
  globalScopeFriend: '全局 AI 只回复私聊',
  globalNeedAt: '群聊中需要@机器人才回复（“群聊需要@”已开启），但消息没有@机器人',
  globalFriendNoReply: '发送者是好友，且开启了“好友在群里不回复”，消息没有@机器人',
  globalPass: '已开启自动回复，消息符合回复范围与群聊@要求',
  globalAsk: (service: string) => `由 ${service} 回答`,
  globalUnknown: (bot: unknown) => `默认机器人类型 ${String(bot)} 插件不支持：不回复`,
  // Verdict
  nobody: '没有任何一层回答：机器人不回复',
} as const;
