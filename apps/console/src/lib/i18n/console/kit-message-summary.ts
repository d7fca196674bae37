import { messagesHook } from '../messages';

/**
 * The words of a message list's one-line summary (zh-CN): the kinds of messages and 等 N 条. A module of its own,
 * small, so that a list page showing summaries does not download the field's texts.
 */
const zhCN = {
  moreItems: '等 {count} 条',
  kinds: { '0': '消息', '1': '文字', '2': '文件', '3': '图片', '4': '链接', '5': '小程序', '8': '语音' } as Record<
    string,
    string
  >,
};

export type MessageSummaryMessages = typeof zhCN;

/** The summary words in the current locale. */
export const useMessageSummaryMessages = messagesHook<MessageSummaryMessages>({ 'zh-CN': zhCN });
