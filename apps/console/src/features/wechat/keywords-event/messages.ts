import { messagesHook } from '../../../lib/i18n/messages';

/** The 技能中心 page's texts (zh-CN); a module of its own, so the other wechat pages do not download them. */
const zhCN = {
  title: '技能中心',
  description: '收到关键词时，机器人运行对应的技能，例如发送土味情话、查询星座运势。',
  tableLabel: '技能规则列表',
  emptyTitle: '还没有技能规则',
  emptyDescription: '添加关键词并选择技能，或恢复默认的“更新”和“同步”技能。',
  add: '添加技能',
  editTitle: '编辑技能',
  searchPlaceholder: '搜索关键词或技能',
  eventRequired: '请选择技能',
  privateOnly: '该技能只能在私聊中使用，请将生效范围设为仅私聊',
  customEvent: '自定义事件：{event}',
  restoreDefaults: '恢复默认技能（{keywords}）',
  defaultsRestored: '已恢复默认技能：{keywords}',
  privateOnlyMark: '{label}（仅私聊）',
  needsKeyMark: '{label}（需天行 Key）',
  missingKey: '有技能需要天行数据 API Key，但基础配置中还没有填写，这些技能暂时无法回复。',
  goToConfig: '去基础配置填写',
};

export type SkillMessages = typeof zhCN;

/** The current locale's 技能中心 texts. */
export const useSkillMessages = messagesHook<SkillMessages>({ 'zh-CN': zhCN });
