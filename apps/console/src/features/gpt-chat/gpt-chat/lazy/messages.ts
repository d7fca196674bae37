import { messagesHook } from '../../../../lib/i18n/messages';

/** The 多模态GPT form's texts (zh-CN): loaded with the form, after the page. */
const zhCN = {
  formLabel: '多模态GPT定制配置',
  intro: '定制中心的多模态 GPT 按关键词组识别私有指令：每组是一条规则，组内任一关键词都属于这条规则。',
  section: '私有关键词',
  group: '关键词组 {n}',
  groupHint: '输入后按回车添加',
  removeGroup: '删除关键词组 {n}',
  addGroup: '添加关键词组',
  empty: '还没有关键词组，点击“添加关键词组”开始。',
  groupsLimit: '最多{max}组关键词',
  save: '保存',
  saveHint: '保存后立即生效',
};

export type GptChatFormMessages = typeof zhCN;

/** The current locale's 多模态GPT form texts. */
export const useGptChatFormMessages = messagesHook<GptChatFormMessages>({ 'zh-CN': zhCN });
