import type { CountdownTaskMessages } from './countdown/messages';
import type { CustomTaskMessages } from './custom/messages';
import type { DayTaskMessages } from './day/messages';
import type { NewsTaskMessages } from './news/messages';

/**
 * The words every scheduled-task page shares (zh-CN): target, time, status, run now. Each kind's own are in its
 * `<kind>/messages.ts`, so a page's first visit carries only its own.
 */
export const scheduleCommonMessages = {
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

export type ScheduleCommonMessages = typeof scheduleCommonMessages;
/** The texts of any scheduled-task page. */
export type ScheduleTaskMessages = DayTaskMessages | CountdownTaskMessages | CustomTaskMessages | NewsTaskMessages;
