/**
 * Option lists of the chat summary (聊天总结) and its refresh.
 * Apart from constants.ts, which the console's entry holds whole: only the pages showing these labels fetch them.
 */
import { SummaryMode } from './constants.ts';
import type { Option } from './options.ts';

export const SUMMARY_MODE_OPTIONS: readonly Option<SummaryMode>[] = [
  { value: SummaryMode.TIME, label: '按时间' },
  { value: SummaryMode.NUM, label: '按数量' },
];

/** Refresh interval choices, in minutes. */
export const REFRESH_INTERVAL_OPTIONS: readonly Option<number>[] = [
  { value: 20, label: '每20分钟' },
  { value: 40, label: '每40分钟' },
  { value: 60, label: '每60分钟' },
  { value: 120, label: '每2小时' },
  { value: 180, label: '每3小时' },
  { value: 240, label: '每4小时' },
  { value: 300, label: '每5小时' },
  { value: 360, label: '每6小时' },
  { value: 420, label: '每7小时' },
];

/** Summary time windows, in hours (0 = today). */
export const SUMMARY_WINDOW_OPTIONS: readonly Option<number>[] = [
  { value: 0, label: '今天' },
  { value: 6, label: '最近6小时' },
  { value: 12, label: '最近12小时' },
  { value: 24, label: '最近24小时' },
  { value: 48, label: '最近2天' },
  { value: 72, label: '最近3天' },
  { value: 168, label: '最近7天' },
];

/** Summary sizes: how many recent messages. */
export const SUMMARY_COUNT_OPTIONS: readonly number[] = [50, 100, 150, 200, 250, 300, 500, 800];
