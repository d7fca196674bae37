import { messagesHook } from '../../../lib/i18n/messages';
import { scheduleCommonMessages as common } from '../schedule-task-messages';

/** 素材定时发送 (`roomTaskSchedule`). */
const custom = {
  ...common,
  searchPlaceholder: '搜索发送对象或内容',
  title: '素材定时发送',
  description: '按时给群或好友发送一组消息：直接输入的文字，或从素材库选择的文字、文件、链接和小程序，按顺序发送。',
  singleTitle: '发送给一个群或好友',
  tableLabel: '素材定时发送任务列表',
  emptyTitle: '还没有素材定时发送任务',
  emptyDescription: '添加一个任务，机器人会按时发送选好的内容。',
  add: '添加素材定时发送',
  editTitle: '编辑素材定时发送',
  contents: '发送内容',
  contentsHint: '按顺序发送，最多 {max} 条；素材按库中的最新内容发送',
  textEmpty: '文字内容不能为空',
  columns: { ...common.columns, contents: '发送内容' },
};

export type CustomTaskMessages = typeof custom;

/** The 素材定时发送 page's texts: in that page's chunk, not in the ones the other schedule pages load. */
export const useCustomTaskMessages = messagesHook<CustomTaskMessages>({ 'zh-CN': custom });
