import { messagesHook } from '../../../lib/i18n/messages';
import { scheduleCommonMessages as common } from '../schedule-task-messages';

/** 每日说 (`dayTaskSchedule`). */
const day = {
  ...common,
  title: '每日说',
  description:
    '每天按时给好友或群发送一段问候：日期、在一起的天数、天气、每日一句和情话（群里不发情话）。天气需要在基础配置中填写天行 API Key。',
  tableLabel: '每日说任务列表',
  emptyTitle: '还没有每日说任务',
  emptyDescription: '添加一个任务，机器人会在每天设定的时间发送问候。',
  add: '添加每日说',
  editTitle: '编辑每日说',
  memorialDay: '纪念日',
  memorialDayHint: '开始在一起（或建群）的日期，例如 2020-05-20，用来计算“第几天”',
  memorialDayRequired: '请填写纪念日',
  city: '城市',
  cityHint: '查询天气的城市，例如 北京',
  cityRequired: '请填写城市',
  columns: { ...common.columns, city: '城市', memorialDay: '纪念日' },
};

export type DayTaskMessages = typeof day;

/** The 每日说 page's texts: in that page's chunk, not in the ones the other schedule pages load. */
export const useDayTaskMessages = messagesHook<DayTaskMessages>({ 'zh-CN': day });
