import { messagesHook } from '../../lib/i18n/messages';

/**
 * The texts of the rule dialogs' fields (zh-CN): keywords, match and scope, the replies of 简单问答 and the skill
 * of 技能中心. They load with the dialogs; the list pages' texts (rule-, reply- and skill-messages.ts) do not
 * carry them.
 */
const zhCN = {
  keywords: '关键词',
  keywordsHint: '输入后按回车添加，可添加多个',
  reg: '匹配方式',
  scope: '生效范围',
  needAt: '群聊中需要 @ 机器人才回复',
  replys: '回复内容',
  replysHint: '按顺序发送，最多 50 条',
  reply: '第 {n} 条回复',
  addReply: '添加回复',
  removeReply: '删除第 {n} 条回复',
  moveReplyUp: '上移第 {n} 条回复',
  moveReplyDown: '下移第 {n} 条回复',
  keptReply: '素材回复（在此只能移动或删除）',
  event: '技能',
  eventPlaceholder: '请选择技能',
  privateOnlyMark: '{label}（仅私聊）',
  needsKey: '该技能需要天行数据 API Key，请先在基础配置中填写，否则机器人无法回复。',
};

export type RuleFormMessages = typeof zhCN;

/** The current locale's rule field texts. */
export const useRuleFormMessages = messagesHook<RuleFormMessages>({ 'zh-CN': zhCN });
