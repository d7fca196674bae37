import { messagesHook } from '../messages';

/**
 * The list kit's texts (zh-CN): loading, failure and no-match states of a list page. Apart from the other kit
 * texts (kit.ts: form dialogs and config-list editors), so a list page's first visit carries only these.
 */
const zhCN = {
  loading: '加载中…',
  loadFailed: '加载失败',
  loadFailedDescription: '列表没有加载出来，请稍后重试。',
  retry: '重试',
  noMatch: '没有找到与“{word}”匹配的结果',
};

export type KitListMessages = typeof zhCN;

/** The list kit's texts in the current locale. */
export const useKitListMessages = messagesHook<KitListMessages>({ 'zh-CN': zhCN });
