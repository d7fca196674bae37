import { messagesHook } from '../../lib/i18n/messages';

/** The docs area's texts (zh-CN). */
const zhCN = {
  toc: '本页目录',
  searchLabel: '搜索文档',
  searchPlaceholder: '搜索文档…',
  searchLoading: '正在载入搜索索引…',
  searchFailed: '搜索索引载入失败，请刷新页面重试',
  searchResults: (count: number) => `找到 ${count} 条结果`,
  searchNone: (query: string) => `没有找到与「${query}」相关的内容`,
  home: '首页',
};

export type DocsMessages = typeof zhCN;

/** The current locale's docs texts. */
export const useDocsMessages = messagesHook<DocsMessages>({ 'zh-CN': zhCN });
