import { messagesHook } from '../../../lib/i18n/messages';

/**
 * The texts of the rule dialogs' fields (zh-CN): keywords, match and scope, the replies of 简单问答 and the skill
 * of 技能中心. They load with the dialogs; the list pages' texts (rule-messages.ts and each page's
 * messages.ts) do not carry them.
 */
const zhCN = {
  keywords: '关键词',
  keywordsHint: '输入后按回车添加，可添加多个',
  reg: '匹配方式',
  scope: '生效范围',
  needAt: '群聊中需要 @ 机器人才回复',
  replys: '回复内容',
  replysHint: '按顺序发送：文字直接填写，文件、链接和小程序从素材库选择',
  event: '技能',
  eventPlaceholder: '请选择技能',
  privateOnlyScope: '该技能只能在私聊中使用，生效范围固定为仅私聊',
  needsKey: '该技能需要天行数据 API Key，基础配置中还没有填写，机器人暂时无法回复。',
  openConfig: '在新窗口打开基础配置',
};

export type RuleFormMessages = typeof zhCN;

/** The current locale's rule field texts. */
export const useRuleFormMessages = messagesHook<RuleFormMessages>({ 'zh-CN': zhCN });
