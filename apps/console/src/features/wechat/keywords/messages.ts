import { messagesHook } from '../../../lib/i18n/messages';

/** The 简单问答 page's texts (zh-CN); a module of its own, so the other wechat pages do not download them. */
const zhCN = {
  title: '简单问答',
  description: '收到包含关键词的消息时，机器人按顺序发送设置好的回复。',
  tableLabel: '问答规则列表',
  emptyTitle: '还没有问答规则',
  emptyDescription: '添加关键词和回复，机器人收到关键词时自动回复。',
  add: '添加问答',
  editTitle: '编辑问答',
  searchPlaceholder: '搜索关键词或回复内容',
  repliesRequired: '请至少添加一条回复',
  replyEmpty: '回复内容不能为空',
};

export type ReplyMessages = typeof zhCN;

/** The current locale's 简单问答 texts. */
export const useReplyMessages = messagesHook<ReplyMessages>({ 'zh-CN': zhCN });
