import { messagesHook } from '../../lib/i18n/messages';

/** The words both scheduled-task pages share (zh-CN): target, time, status, run now. */
const common = {
  searchPlaceholder: '搜索发送对象或结束语',
  targetType: '发送对象类型',
  contact: '好友',
  room: '群',
  targetName: '发送对象',
  targetHint: '从机器人的好友或群中选择；机器人按 wxid 找对象，没有 wxid 时按名称找',
  targetSearchEmpty: '没有找到匹配的好友或群',
  targetSearching: '正在搜索…',
  targetSearchFailed: '搜索失败',
  targetMissing: '“{name}”已不在机器人的{kind}列表中，这个任务不会发送',
  targetMissingShort: '对象已失效',
  cron: '执行时间（Cron 表达式）',
  cronHint: '6 段：秒 分 时 日 月 周，按北京时间执行',
  nextRuns: '接下来 5 次执行（北京时间）',
  noRuns: '没有即将执行的时间',
  endWord: '结束语',
  endWordHint: '附在消息末尾，可不填',
  paused: '已暂停',
  active: '运行中',
  pause: '暂停',
  resume: '恢复',
  pauseLabel: '暂停任务：{name}',
  resumeLabel: '恢复任务：{name}',
  pausedNotice: '已暂停，机器人将不再按时发送',
  resumedNotice: '已恢复，机器人将按时发送',
  runNow: '立即发送',
  runNowLabel: '立即发送：{name}',
  runNowDone: '发送成功，5s内请勿再次发送',
  runNowPaused: '任务已暂停，恢复后才能立即发送',
  columns: { target: '发送对象', schedule: '执行时间', status: '状态', run: '立即发送' },
};

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

export type ScheduleCommonMessages = typeof common;
export type DayTaskMessages = typeof day;
export type CountdownTaskMessages = typeof countdown;

/** The 每日说 page's texts. */
export const useDayTaskMessages = messagesHook<DayTaskMessages>({ 'zh-CN': day });
/** The 倒计时 page's texts. */
export const useCountdownTaskMessages = messagesHook<CountdownTaskMessages>({ 'zh-CN': countdown });
