import { messagesHook } from '../../lib/i18n/messages';

/** The texts of the keyword rule fields 简单问答 and 技能中心 share (zh-CN). */
const zhCN = {
  keywordsRequired: '请至少添加一个关键词',
  keywordUsed: '关键词“{word}”已在其他规则中使用，机器人只会用第一条规则回复',
  needAtShort: '需 @',
  columns: { keywords: '关键词', reg: '匹配', scope: '范围', replys: '回复', event: '技能' },
};

export type RuleMessages = typeof zhCN;

/** The current locale's keyword rule texts. */
export const useRuleMessages = messagesHook<RuleMessages>({ 'zh-CN': zhCN });
