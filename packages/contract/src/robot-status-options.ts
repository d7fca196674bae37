/**
 * The robot states with their labels.
 * Apart from constants.ts, which the console's entry holds whole: only the pages showing these labels fetch them.
 */
import { RobotStatus } from './constants.ts';
import type { Option } from './options.ts';

export const ROBOT_STATUS_OPTIONS: readonly Option<RobotStatus>[] = [
  { value: RobotStatus.UNKNOWN_ERROR, label: '未知错误' },
  { value: RobotStatus.BLANK, label: '未启动' },
  { value: RobotStatus.SCAN_TO_LOGIN, label: '请扫码登录' },
  { value: RobotStatus.SCANNED, label: '已扫码，请在手机上确认' },
  { value: RobotStatus.LOGGED_IN, label: '已登录' },
  { value: RobotStatus.TIMED_OUT, label: '二维码已超时' },
  { value: RobotStatus.LOGGED_OUT, label: '已登出' },
];
