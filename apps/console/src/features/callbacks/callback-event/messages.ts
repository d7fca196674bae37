import { messagesHook } from '../../../lib/i18n/messages';

/** The 回调事件 page's texts (zh-CN); a module of its own, so the other vip pages do not download them. */
const zhCN = {
  title: '回调事件',
  description: '收到关键词时，机器人把消息发送（POST）到你的接口或平台内置事件，再把接口返回的消息发给对方。',
  tableLabel: '回调事件列表',
  emptyTitle: '还没有回调事件',
  emptyDescription: '添加关键词和回调地址：收到关键词时，机器人调用你的接口，并发送接口返回的消息。',
  add: '添加回调事件',
  editTitle: '编辑回调事件',
  searchPlaceholder: '搜索关键词或回调地址',
  builtIn: '内置事件：{event}',
  noTarget: '未填写',
  timeoutValue: '{seconds} 秒',
  columns: { keywords: '关键词', reg: '匹配', target: '回调地址 / 内置事件', scope: '范围', timeout: '超时' },
};

export type CallbackMessages = typeof zhCN;

/** The current locale's 回调事件 texts. */
export const useCallbackMessages = messagesHook<CallbackMessages>({ 'zh-CN': zhCN });
