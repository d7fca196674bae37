import { messagesHook } from '../../../lib/i18n/messages';
import { scheduleCommonMessages as common } from '../schedule-task-messages';

/** 倒计时 (`countDownTaskSchedule`). */
const countdown = {
  ...common,
  title: '倒计时',
  description: '按时提醒距离某一天还有多少天，例如“距离春节还有 30 天”。',
  tableLabel: '倒计时任务列表',
  emptyTitle: '还没有倒计时任务',
  emptyDescription: '添加一个目标日期，机器人会按时发送还剩几天。',
  add: '添加倒计时',
  editTitle: '编辑倒计时',
  memorialDay: '目标日期',
  memorialDayHint: '倒数到的那一天，例如 2027-02-06',
  memorialDayRequired: '请填写目标日期',
  prefix: '事件名称',
  prefixHint: '发送“距离{事件名称}还有 N 天”',
  prefixRequired: '请填写事件名称',
  suffix: '附言',
  suffixHint: '天数后面的一句话，例如 加油！',
  columns: { ...common.columns, memorialDay: '目标日期', prefix: '事件' },
};

export type CountdownTaskMessages = typeof countdown;

/** The 倒计时 page's texts: in that page's chunk, not in the ones the other schedule pages load. */
export const useCountdownTaskMessages = messagesHook<CountdownTaskMessages>({ 'zh-CN': countdown });
