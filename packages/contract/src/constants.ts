/**
 * Shared constants of spec §3 "Shared constants", §4 and §9 "Business constants and limits".
 * Values are what the robot and the server store; labels are what the console shows.
 */
import type { Option } from './options.ts';

/** Match type of keywords: 1 fuzzy, 2 exact. */
export const MatchType = { FUZZY: 1, EXACT: 2 } as const;
export type MatchType = (typeof MatchType)[keyof typeof MatchType];
export const MATCH_TYPE_OPTIONS: readonly Option<MatchType>[] = [
  { value: MatchType.FUZZY, label: '模糊匹配' },
  { value: MatchType.EXACT, label: '精确匹配' },
];

/** Keyword position options for matching. */
export const MATCH_POSITION_OPTIONS: readonly Option<'start' | 'middle' | 'end'>[] = [
  { value: 'start', label: '开头' },
  { value: 'middle', label: '中间' },
  { value: 'end', label: '结尾' },
];

/** Target kinds: friend (contact) or group (room). */
export const TargetKind = { CONTACT: 'contact', ROOM: 'room' } as const;
export type TargetKind = (typeof TargetKind)[keyof typeof TargetKind];
export const TARGET_KIND_OPTIONS: readonly Option<TargetKind>[] = [
  { value: TargetKind.CONTACT, label: '好友' },
  { value: TargetKind.ROOM, label: '群组' },
];

/** Summary mode: by time window or by message count. */
export const SummaryMode = { TIME: 'time', NUM: 'num' } as const;
export type SummaryMode = (typeof SummaryMode)[keyof typeof SummaryMode];
export const SUMMARY_MODE_OPTIONS: readonly Option<SummaryMode>[] = [
  { value: SummaryMode.TIME, label: '按时间' },
  { value: SummaryMode.NUM, label: '按数量' },
];

/** Content filter: all (-1), platform preset (1), custom (0). */
export const FilterType = { ALL: -1, PRESET: 1, CUSTOM: 0 } as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];

/** Yes/no as the robot stores it. */
export const YesNo = { YES: 1, NO: 0 } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];
export const YES_NO_OPTIONS: readonly Option<YesNo>[] = [
  { value: YesNo.YES, label: '是' },
  { value: YesNo.NO, label: '否' },
];

/** Robot login status codes (spec §4). */
export const RobotStatus = {
  UNKNOWN_ERROR: 0,
  BLANK: 1,
  SCAN_TO_LOGIN: 2,
  SCANNED: 3,
  LOGGED_IN: 4,
  TIMED_OUT: 5,
  LOGGED_OUT: 6,
} as const;
export type RobotStatus = (typeof RobotStatus)[keyof typeof RobotStatus];
export const ROBOT_STATUS_OPTIONS: readonly Option<RobotStatus>[] = [
  { value: RobotStatus.UNKNOWN_ERROR, label: '未知错误' },
  { value: RobotStatus.BLANK, label: '未启动' },
  { value: RobotStatus.SCAN_TO_LOGIN, label: '请扫码登录' },
  { value: RobotStatus.SCANNED, label: '已扫码，请在手机上确认' },
  { value: RobotStatus.LOGGED_IN, label: '已登录' },
  { value: RobotStatus.TIMED_OUT, label: '二维码已超时' },
  { value: RobotStatus.LOGGED_OUT, label: '已登出' },
];

/** A reminder's state: a one-off reminder is done once the robot has fired it; a looping one stays pending. */
export const ReminderStatus = { PENDING: 'pending', DONE: 'done' } as const;
export type ReminderStatus = (typeof ReminderStatus)[keyof typeof ReminderStatus];

/** Material types (spec §3 "Material"). */
export const MaterialType = { TEXT: 1, FILE: 2, H5: 4, MINI_PROGRAM: 5 } as const;
export type MaterialType = (typeof MaterialType)[keyof typeof MaterialType];
export const MATERIAL_TYPE_OPTIONS: readonly Option<MaterialType>[] = [
  { value: MaterialType.TEXT, label: '文字' },
  { value: MaterialType.FILE, label: '文件' },
  { value: MaterialType.H5, label: 'H5链接' },
  { value: MaterialType.MINI_PROGRAM, label: '小程序' },
];

/** Robot (chat backend) types (spec §9). */
export const RobotType = {
  TIANXING: 0,
  TIANXING_TULING: 1,
  TULING: 2,
  TENCENT: 3,
  WECHAT_DIALOG: 5,
  CHATGPT: 6,
  CHATGPT_WEB: 7,
  DIFY: 8,
  FASTGPT: 9,
  COZE_V2: 11,
  COZE_V3: 12,
  QANYTHING: 13,
} as const;
export type RobotType = (typeof RobotType)[keyof typeof RobotType];
/** Multi-group sync modes. */
export const SyncMode = { ONE_TO_MANY: 1, MANY_TO_ONE: 2, MANY_TO_MANY: 3 } as const;
export type SyncMode = (typeof SyncMode)[keyof typeof SyncMode];
export const SYNC_MODE_OPTIONS: readonly Option<SyncMode>[] = [
  { value: SyncMode.ONE_TO_MANY, label: '一对多' },
  { value: SyncMode.MANY_TO_ONE, label: '多对一' },
  { value: SyncMode.MANY_TO_MANY, label: '多对多' },
];

/** Forward modes: text only, or every message. */
export const FORWARD_MODE_OPTIONS: readonly Option<'text' | 'all'>[] = [
  { value: 'text', label: '仅文字' },
  { value: 'all', label: '全部消息' },
];

/** Reply scope of the robot and of several rules. */
export const Scope = { ALL: 'all', ROOM: 'room', FRIEND: 'friend' } as const;
export type Scope = (typeof Scope)[keyof typeof Scope];
export const SCOPE_OPTIONS: readonly Option<Scope>[] = [
  { value: Scope.ALL, label: '全部' },
  { value: Scope.ROOM, label: '仅群聊' },
  { value: Scope.FRIEND, label: '仅私聊' },
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

/** Limits and defaults of spec §9. */
export const LIMITS = {
  /** Upload cap for single and bulk send, in bytes. */
  sendUploadBytes: 5 * 1024 * 1024,
  /** Upload cap for a material file, in bytes. */
  materialUploadBytes: 10 * 1024 * 1024,
  /** Rows per page in the material picker. */
  pickerPageSize: 5,
  /** Rows the target picker's virtual list keeps. */
  virtualListItems: 20,
  /** Debounce of search filters, in ms. */
  searchDebounceMs: 100,
  /** Cooldown after sending an event, in ms. */
  eventCooldownMs: 5_000,
  /** Pacing between bulk messages, in ms. */
  bulkPacingMs: 1_000,
  /** Below this width (px) the console treats the device as mobile. */
  mobileBreakpointPx: 992,
  /** Width of the expanded sidebar, in px. */
  sidebarWidthPx: 240,
  /** Width of the friend/group name autocomplete, in px. */
  autocompleteWidthPx: 200,
} as const;

/** Defaults of spec §9. */
export const DEFAULTS = {
  cron: '0 0 8 * * ?',
  openaiTimeout: 180,
  preventLength: 1000,
  callbackTimeoutSeconds: 60,
  callbackReg: MatchType.FUZZY,
  callbackNeedAt: YesNo.YES,
  callbackScope: Scope.ALL,
  defaultReply: '我在呢',
  puppetType: 'wechaty-puppet-wechat',
} as const;

/** Cookie names of spec §3 and §4. */
export const COOKIES = {
  token: 'weassit_token',
  userId: 'weassit_user_id',
  sidebar: 'sidebarStatus',
} as const;

/** The fixed brand string used as site title. */
export const BRAND = '智能微秘书';

/** The robot schedules its tasks in this time zone (node-schedule); the console shows next runs in it. */
export const SCHEDULE_TIME_ZONE = 'Asia/Shanghai';
