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
export const FILTER_TYPE_OPTIONS: readonly Option<FilterType>[] = [
  { value: FilterType.ALL, label: '全部' },
  { value: FilterType.PRESET, label: '平台预设' },
  { value: FilterType.CUSTOM, label: '自定义' },
];

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
export const ROBOT_TYPE_OPTIONS: readonly Option<RobotType>[] = [
  { value: RobotType.TIANXING, label: '天行机器人' },
  { value: RobotType.TIANXING_TULING, label: '天行图灵机器人' },
  { value: RobotType.TULING, label: '图灵机器人' },
  { value: RobotType.TENCENT, label: '腾讯闲聊' },
  { value: RobotType.WECHAT_DIALOG, label: '微信对话开放平台' },
  { value: RobotType.CHATGPT, label: 'ChatGPT' },
  { value: RobotType.CHATGPT_WEB, label: 'ChatGPT Web' },
  { value: RobotType.DIFY, label: 'Dify' },
  { value: RobotType.FASTGPT, label: 'FastGPT' },
  { value: RobotType.COZE_V2, label: 'Coze V2' },
  { value: RobotType.COZE_V3, label: 'Coze V3' },
  { value: RobotType.QANYTHING, label: '有道 QAnything' },
];
/** The AI services offered in the dialogue config (spec §9). */
export const AI_SERVICE_TYPES: readonly RobotType[] = [
  RobotType.CHATGPT,
  RobotType.FASTGPT,
  RobotType.DIFY,
  RobotType.COZE_V2,
  RobotType.COZE_V3,
  RobotType.QANYTHING,
];

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

/** Built-in robot events and where they may be used. */
export interface BuiltInEvent {
  readonly event: string;
  readonly label: string;
  readonly privateOnly: boolean;
}
export const BUILT_IN_EVENTS: readonly BuiltInEvent[] = [
  { event: 'sweetword', label: '土味情话', privateOnly: false },
  { event: 'news', label: '新闻资讯', privateOnly: false },
  { event: 'cname', label: '垃圾分类（中文名）', privateOnly: false },
  { event: 'rubbish', label: '垃圾分类', privateOnly: false },
  { event: 'mingyan', label: '名人名言', privateOnly: false },
  { event: 'star', label: '星座运势', privateOnly: false },
  { event: 'xing', label: '姓氏起源', privateOnly: false },
  { event: 'lunar', label: '老黄历', privateOnly: false },
  { event: 'goldreply', label: '神回复', privateOnly: false },
  { event: 'rkl', label: '绕口令', privateOnly: false },
  { event: 'skl', label: '顺口溜', privateOnly: false },
  { event: 'emo', label: '表情包', privateOnly: false },
  { event: 'meinv', label: '美女图片', privateOnly: false },
  { event: 'reloadFriend', label: '同步好友和群', privateOnly: true },
  { event: 'updateConfig', label: '更新配置', privateOnly: true },
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

/** OpenAI model choices. */
export const OPENAI_MODELS: readonly string[] = [
  'gpt-3.5-turbo',
  'gpt-3.5-turbo-16k',
  'gpt-3.5-turbo-0613',
  'gpt-3.5-turbo-16k-0613',
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4',
  'gpt-4-0613',
  'gpt-4-32k',
  'gpt-4-32k-0613',
  'text-davinci-003',
  'text-davinci-002',
  'code-davinci-002',
];

/** Text moderation, image recognition, speech-to-text and text-to-speech providers. */
export const TEXT_AUDIT_OPTIONS: readonly Option<number>[] = [{ value: 1, label: '云文本审核' }];
export const IMAGE_RECOGNITION_OPTIONS: readonly Option<number>[] = [
  { value: 6, label: 'GPT-4V' },
  { value: 8, label: 'Dify' },
];
export const SPEECH_TO_TEXT_OPTIONS: readonly Option<number>[] = [{ value: 6, label: 'Whisper' }];
export const TEXT_TO_SPEECH_OPTIONS: readonly Option<number>[] = [
  { value: 6, label: 'OpenAI' },
  { value: 7, label: 'Fish Audio' },
  { value: 8, label: '阿里短语音' },
  { value: 9, label: '火山语音' },
];
export const OPENAI_VOICE_OPTIONS: readonly Option<string>[] = [
  { value: 'alloy', label: 'alloy（男声）' },
  { value: 'echo', label: 'echo（男声）' },
  { value: 'fable', label: 'fable（男声）' },
  { value: 'onyx', label: 'onyx（男声）' },
  { value: 'nova', label: 'nova（女声）' },
  { value: 'shimmer', label: 'shimmer（女声）' },
];

/** Object storage: provider 1 is a cloud OSS, with these regions. */
export const OSS_PROVIDER_OPTIONS: readonly Option<number>[] = [{ value: 1, label: '阿里云 OSS' }];
export const OSS_REGION_OPTIONS: readonly Option<string>[] = [
  { value: 'oss-cn-hangzhou', label: '华东1（杭州）' },
  { value: 'oss-cn-shanghai', label: '华东2（上海）' },
  { value: 'oss-cn-qingdao', label: '华北1（青岛）' },
  { value: 'oss-cn-beijing', label: '华北2（北京）' },
  { value: 'oss-cn-shenzhen', label: '华南1（深圳）' },
  { value: 'oss-cn-hongkong', label: '中国香港' },
  { value: 'oss-us-west-1', label: '美国西部1（硅谷）' },
  { value: 'oss-ap-southeast-1', label: '新加坡' },
];

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
