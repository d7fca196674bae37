import { messagesHook } from '../../../lib/i18n/messages';
import { scheduleCommonMessages as common } from '../schedule-task-messages';

/** 新闻资讯 (`roomNewsSchedule`). */
const news = {
  ...common,
  searchPlaceholder: '搜索发送对象、分类或结束语',
  title: '新闻资讯',
  description: '按时给群或好友发送一份新闻摘要：选定分类的最新新闻标题和链接。',
  singleTitle: '发送给一个群或好友',
  tableLabel: '新闻资讯任务列表',
  emptyTitle: '还没有新闻资讯任务',
  emptyDescription: '添加一个任务，机器人会按时发送所选分类的新闻。',
  add: '添加新闻资讯',
  editTitle: '编辑新闻资讯',
  category: '新闻分类',
  categoryPlaceholder: '请选择分类',
  num: '新闻条数',
  numHint: '每次发送的新闻数，1 到 {max} 条',
  columns: { ...common.columns, category: '新闻分类', num: '条数' },
};

export type NewsTaskMessages = typeof news;

/** The 新闻资讯 page's texts: in that page's chunk, not in the ones the other schedule pages load. */
export const useNewsTaskMessages = messagesHook<NewsTaskMessages>({ 'zh-CN': news });
