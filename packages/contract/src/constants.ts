/**
 * Shared constants of spec §3 "Shared constants", §4 and §9 "Business constants and limits": the values the robot
 * and the server store. The console's entry holds this module whole (it needs COOKIES), so it stays small: the
 * option lists with their Chinese labels live in modules of their own (`*-options.ts`), fetched only by the pages
 * that show them.
 */

/** Match type of keywords: 1 fuzzy, 2 exact. */
export const MatchType = { FUZZY: 1, EXACT: 2 } as const;
export type MatchType = (typeof MatchType)[keyof typeof MatchType];
/** Target kinds: friend (contact) or group (room). */
export const TargetKind = { CONTACT: 'contact', ROOM: 'room' } as const;
export type TargetKind = (typeof TargetKind)[keyof typeof TargetKind];
/** Summary mode: by time window or by message count. */
export const SummaryMode = { TIME: 'time', NUM: 'num' } as const;
export type SummaryMode = (typeof SummaryMode)[keyof typeof SummaryMode];
/** Content filter: all (-1), platform preset (1), custom (0). */
export const FilterType = { ALL: -1, PRESET: 1, CUSTOM: 0 } as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];

/** Yes/no as the robot stores it. */
export const YesNo = { YES: 1, NO: 0 } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];
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
/** A reminder's state: a one-off reminder is done once the robot has fired it; a looping one stays pending. */
export const ReminderStatus = { PENDING: 'pending', DONE: 'done' } as const;
export type ReminderStatus = (typeof ReminderStatus)[keyof typeof ReminderStatus];

/** Material types (spec §3 "Material"). */
export const MaterialType = { TEXT: 1, FILE: 2, H5: 4, MINI_PROGRAM: 5 } as const;
export type MaterialType = (typeof MaterialType)[keyof typeof MaterialType];
/** Multi-group sync modes. */
export const SyncMode = { ONE_TO_MANY: 1, MANY_TO_ONE: 2, MANY_TO_MANY: 3 } as const;
export type SyncMode = (typeof SyncMode)[keyof typeof SyncMode];
/** Reply scope of the robot and of several rules. */
export const Scope = { ALL: 'all', ROOM: 'room', FRIEND: 'friend' } as const;
export type Scope = (typeof Scope)[keyof typeof Scope];
/** Cookie names of spec §3 and §4. */
export const COOKIES = {
  token: 'weassit_token',
  userId: 'weassit_user_id',
  sidebar: 'sidebarStatus',
} as const;

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

/** The fixed brand string used as site title. */
export const BRAND = '智能微秘书';

/** The robot schedules its tasks in this time zone (node-schedule); the console shows next runs in it. */
export const SCHEDULE_TIME_ZONE = 'Asia/Shanghai';
