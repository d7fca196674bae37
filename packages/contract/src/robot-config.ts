/**
 * The robot config (spec §3 "Robot config record"; ROBOT-PROTOCOL §4): the JSON the console edits, the server
 * validates and stores, and the robot plugin reads. Known fields are typed and bounded; fields the plugin reads
 * that the console does not edit (temperature, chatDelay …) pass through unchanged. Missing fields get their
 * defaults, and every list the plugin iterates is at least `[]` (it throws on a missing one).
 */
import { z } from 'zod';
import { BATCH_CONTENTS_MAX, BATCH_MESSAGES, BATCH_NEWS_NUM_MAX } from './batch-task-constants.ts';
import { isHttpUrl } from './checks.ts';
import { CONFIG_LIST_MAX, DEFAULT_EVENT_KEYWORDS } from './config-list-traits.ts';
import { DEFAULTS, MatchType, Scope } from './constants.ts';
import { NEWS_CHANNELS } from './content-constants.ts';
import {
  ROBOT_CONFIG_MAX_BYTES,
  SCHEDULE_CRON_MAX_LENGTH,
  SCHEDULE_MESSAGES,
  scheduleCronError,
} from './robot-config-constants.ts';
import { RobotType } from './robot-type.ts';
import { summerConfigSchema } from './summer-config.ts';
import { uploadFileConfigSchema } from './upload-file-config.ts';

const text = (max: number) => z.string().max(max, `不能超过 ${max} 个字符`);
const shortText = text(256);
const secret = text(2048);
const flag = z.boolean();
const zeroOne = z.union([z.literal(0), z.literal(1)]);
const matchType = z.union([z.literal(MatchType.FUZZY), z.literal(MatchType.EXACT)]);
const scope = z.enum([Scope.ALL, Scope.ROOM, Scope.FRIEND]);
const keywords = z.array(text(200)).max(500);
const robotTypes = Object.values(RobotType) as number[];
const robotType = z
  .number()
  .int()
  .refine((v) => robotTypes.includes(v), '不支持的机器人类型');

/** A message to send (ROBOT-PROTOCOL §4.1): text, file, base64 image, link, mini program or voice. */
export const messageItemSchema = z.looseObject({
  type: z.literal([1, 2, 3, 4, 5, 8]),
  id: z.union([z.string().max(64), z.number()]).optional(),
  content: text(20_000).optional(),
  url: text(4096).optional(),
  title: shortText.optional(),
  description: text(2000).optional(),
  thumbUrl: text(4096).optional(),
  thumbKey: shortText.optional(),
  appid: shortText.optional(),
  username: shortText.optional(),
  pagePath: text(1024).optional(),
  voiceLength: z.number().nonnegative().optional(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

const messages = z.array(messageItemSchema).max(50);
const target = z.looseObject({ id: z.string().max(128).optional(), name: text(256).optional() });

const keywordRule = {
  keywords,
  reg: matchType.default(MatchType.FUZZY),
  needAt: zeroOne.optional(),
  scope: scope.optional(),
};

export const replyKeywordSchema = z.looseObject({ ...keywordRule, replys: messages.default([]) });
export const eventKeywordSchema = z.looseObject({ ...keywordRule, event: text(64).min(1, '事件必选') });
export const callbackEventSchema = z.looseObject({
  ...keywordRule,
  type: z.union([z.literal(1), z.literal(100)]),
  postUrl: text(2048).optional(),
  // The robot POSTs to it: only an http(s) address (empty for an event rule).
  customUrl: text(2048)
    .refine((url) => url === '' || isHttpUrl(url), '地址格式错误，请以 http:// 或 https:// 开头')
    .optional(),
  timeout: z.number().int().min(0).optional(),
  moreData: z
    .array(z.looseObject({ key: text(128).optional(), name: text(128).optional(), value: text(2048) }))
    .max(50)
    .default([]),
});
export const forwardSchema = z.looseObject({
  type: z.enum(['room', 'contact']),
  targets: z.array(target).max(500),
  keywords,
  reg: matchType.default(MatchType.FUZZY),
  forwardType: z.enum(['room', 'contact']),
  forwardTargets: z.array(target).max(500),
});
export const privateForwardSchema = z.looseObject({
  name: text(256),
  rooms: z.array(text(256)).max(500).default([]),
  contacts: z.array(text(256)).max(500).default([]),
  type: z.union([z.number().int(), z.string().max(32)]).optional(),
});
export const roomAsyncSchema = z.looseObject({
  model: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  one: text(256).optional(),
  many: z.array(text(256)).max(500).default([]),
  forward: z.union([z.literal(1), z.literal(2)]).default(1),
});
export const roomJoinKeywordSchema = z.looseObject({
  keywords,
  reg: matchType.default(MatchType.FUZZY),
  roomName: text(256),
  replys: messages.default([]),
  welcomes: messages.default([]),
});
/**
 * Schedule items (ROBOT-PROTOCOL §5.1): the fields the plugin reads are bounded, anything else the console
 * stores passes through. `id` is the sequential number from 1 the console shows (spec §3); the plugin does not
 * read it (it rebuilds every timer on updateConfig).
 */
const scheduleItem = {
  id: z.number().int().min(1).max(1_000_000).optional(),
  date: text(128).optional(),
  type: z.union([z.number(), text(32)]).optional(),
  name: shortText.optional(),
  alias: shortText.optional(),
  wxid: text(128).optional(),
  roomName: shortText.optional(),
  endWord: text(2000).optional(),
};

/** A cron the robot schedules: bounded before any pattern. */
export const scheduleCronSchema = z
  .string({ error: SCHEDULE_MESSAGES.cronRequired })
  .max(SCHEDULE_CRON_MAX_LENGTH, { message: SCHEDULE_MESSAGES.cronTooLong, abort: true })
  .superRefine((value, ctx) => {
    const error = scheduleCronError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** A day (2026-05-20, as the console's date picker stores it; the robot parses it with `new Date`). */
const scheduleDay = z
  .string()
  .max(64, { message: SCHEDULE_MESSAGES.dateInvalid, abort: true })
  .regex(/^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}$/, SCHEDULE_MESSAGES.dateInvalid);

/**
 * A scheduled task's target (ROBOT-PROTOCOL §5): by `wxid` when present (then the only lookup), else a
 * group by `roomName` (topic) or a friend by `name`, then `alias`. `paused` is the console's own: the robot reads
 * no such field, so the server leaves paused tasks out of the config it serves the robot.
 */
const targetedSchedule = {
  ...scheduleItem,
  date: scheduleCronSchema,
  type: z.enum(['room', 'contact'], { error: SCHEDULE_MESSAGES.targetType }).optional(),
  wxid: z
    .string()
    .max(128, { message: SCHEDULE_MESSAGES.wxidInvalid, abort: true })
    .regex(/^[^\s]+$/, SCHEDULE_MESSAGES.wxidInvalid)
    .optional(),
  paused: z.boolean().optional(),
  endWord: text(500).optional(),
};

/** The target the robot looks up: a wxid, else `roomName || name` (a friend also by `alias`). */
function hasTarget(item: { type?: unknown; wxid?: unknown; roomName?: unknown; name?: unknown; alias?: unknown }) {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (filled(item.wxid) || filled(item.roomName) || filled(item.name)) return true;
  return item.type !== 'room' && filled(item.alias);
}
const targetIssue = {
  message: SCHEDULE_MESSAGES.targetRequired,
  path: ['name'],
  // Checked even when another field is wrong, so a form shows every message at once.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const dayTaskScheduleSchema = z
  .looseObject({
    ...targetedSchedule,
    memorialDay: scheduleDay.optional(),
    city: text(64).optional(),
  })
  .refine(hasTarget, targetIssue);
/** A news category of `GET /api/wechat/channellist` (the robot's `sortId`). */
export const newsSortIdSchema = z
  .number({ error: BATCH_MESSAGES.categoryRequired })
  .int(BATCH_MESSAGES.categoryRequired)
  .refine((id) => NEWS_CHANNELS.some((c) => c.colid === id), BATCH_MESSAGES.categoryRequired);
/** News items per run (the robot sends 10 when unset). */
export const newsNumSchema = z
  .number({ error: BATCH_MESSAGES.numInvalid })
  .int(BATCH_MESSAGES.numInvalid)
  .min(1, BATCH_MESSAGES.numInvalid)
  .max(BATCH_NEWS_NUM_MAX, BATCH_MESSAGES.numInvalid);
/** The items a scheduled send sends, in order. */
export const scheduleContentsSchema = z
  .array(messageItemSchema, { error: BATCH_MESSAGES.contentsRequired })
  .min(1, BATCH_MESSAGES.contentsRequired)
  .max(BATCH_CONTENTS_MAX, BATCH_MESSAGES.contentsTooMany);

/** 新闻定时任务: one target, a news category, how many items and closing words. */
export const roomNewsScheduleSchema = z
  .looseObject({
    ...targetedSchedule,
    sortId: newsSortIdSchema,
    num: newsNumSchema.optional(),
  })
  .refine(hasTarget, targetIssue);
/** 素材定时发送: one target and the items to send. */
export const roomTaskScheduleSchema = z
  .looseObject({ ...targetedSchedule, contents: scheduleContentsSchema })
  .refine(hasTarget, targetIssue);
export const countDownTaskScheduleSchema = z
  .looseObject({
    ...targetedSchedule,
    // Optional for tasks stored before the check (the console's form asks for it).
    memorialDay: scheduleDay.optional(),
    prefix: text(100).optional(),
    suffix: text(100).optional(),
  })
  .refine(hasTarget, targetIssue);

/** The most items each rule or task list may hold (the item operations of `config-lists.ts` share these). */
const M = CONFIG_LIST_MAX;
const optionalObject = z.looseObject({}).nullable().default(null);

/** true or unset means "reply in groups only when @-mentioned" (1), false means 0 (spec §4). */
const roomAt = z.preprocess((v) => (v === true || v === undefined || v === null ? 1 : v === false ? 0 : v), zeroOne);

export const robotConfigSchema = z.looseObject({
  // Reply and behaviour
  defaultReply: text(2000).default(DEFAULTS.defaultReply),
  autoReply: flag.default(false),
  autoAcceptFriend: flag.default(false),
  defaultBot: robotType.default(RobotType.TIANXING),
  botScope: scope.default(Scope.ALL),
  preventLength: z.number().int().min(0).max(1_000_000).default(DEFAULTS.preventLength),
  preventWords: text(5000).default(''),
  roomAt,
  friendNoReplyInRoom: zeroOne.default(0),
  ignoreRoomMentionAll: flag.default(true),
  showQuestion: flag.default(true),
  openRecord: flag.default(false),
  chatFilter: zeroOne.default(0),
  parseMini: flag.default(false),
  parseMiniRooms: z.array(text(256)).max(500).default([]),
  newFriendReplys: messages.default([]),
  puppetType: shortText.default(DEFAULTS.puppetType),
  // Lists
  acceptFriendKeyWords: keywords.default([]),
  dayTaskSchedule: z.array(dayTaskScheduleSchema).max(M.dayTaskSchedule).default([]),
  roomTaskSchedule: z.array(roomTaskScheduleSchema).max(M.roomTaskSchedule).default([]),
  roomNewsSchedule: z.array(roomNewsScheduleSchema).max(M.roomNewsSchedule).default([]),
  countDownTaskSchedule: z.array(countDownTaskScheduleSchema).max(M.countDownTaskSchedule).default([]),
  roomJoinKeywords: z.array(roomJoinKeywordSchema).max(M.roomJoinKeywords).default([]),
  roomAsyncList: z.array(roomAsyncSchema).max(M.roomAsyncList).default([]),
  replyKeywords: z.array(replyKeywordSchema).max(M.replyKeywords).default([]),
  privateForwards: z.array(privateForwardSchema).max(M.privateForwards).default([]),
  forwards: z.array(forwardSchema).max(M.forwards).default([]),
  avatarList: z.array(z.unknown()).max(500).default([]),
  callBackEvents: z.array(callbackEventSchema).max(M.callBackEvents).default([]),
  eventKeywords: z.array(eventKeywordSchema).max(M.eventKeywords).default(DEFAULT_EVENT_KEYWORDS),
  // Objects
  customBot: optionalObject,
  summerConfig: summerConfigSchema.nullable().default(null),
  conversationRecord: optionalObject,
  uploadFileConfig: uploadFileConfigSchema.nullable().default(null),
  // Provider settings
  tuLingKey: secret.default(''),
  txApiKey: secret.default(''),
  tencentSecretId: secret.default(''),
  tencentSecretKey: secret.default(''),
  tencentAESKey: secret.default(''),
  tencentToken: secret.default(''),
  gpttoken: secret.default(''),
  openaiModel: shortText.default('gpt-3.5-turbo'),
  openaiTimeout: z.number().int().min(1).max(3600).default(DEFAULTS.openaiTimeout),
  openaiAccessToken: secret.default(''),
  openaiSystemMessage: text(20_000).default(''),
  openaiDebug: flag.default(false),
  proxyUrl: secret.default(''),
  proxyPassUrl: secret.default(''),
  cozev3_token: secret.default(''),
  cozev3_baseUrl: secret.default(''),
  cozev3_botId: shortText.default(''),
  qany_botId: shortText.default(''),
  qany_token: secret.default(''),
  qany_baseUrl: secret.default(''),
  dify_token: secret.default(''),
  dify_baseUrl: secret.default(''),
  difyAgent: flag.default(false),
  coze_botId: shortText.default(''),
  coze_token: secret.default(''),
  coze_baseUrl: secret.default(''),
  coze_showSuggestions: flag.default(false),
  filterType: z.union([z.literal(-1), z.literal(0), z.literal(1)]).default(1),
  filterAppid: secret.default(''),
  filterApiKey: secret.default(''),
  filterSecretKey: secret.default(''),
});

export type RobotConfig = z.infer<typeof robotConfigSchema>;

/** A config with every default filled in (what a new user starts from). */
export function defaultRobotConfig(): RobotConfig {
  return robotConfigSchema.parse({});
}

/** `GET /api/wechat/config` answers this in `data` (or null before the first save). */
export interface RobotConfigRecord {
  id: string;
  verifyCode: string;
  /** The config as a JSON string, as the spec and the robot plugin expect. */
  config: string;
  panelVersion: string;
  /** Increases with every save; send it back with an update so two tabs never overwrite each other. */
  version: number;
  /** Each editable list's version (`config-lists.ts`): what an item operation sends back. */
  listVersions?: Record<string, string>;
}

export const robotConfigUpdateSchema = z.object({
  config: z.string({ error: '缺少配置' }).max(ROBOT_CONFIG_MAX_BYTES, '配置过大'),
  id: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  version: z.number().int().min(0).optional(),
});

export const setVerifyCodeSchema = z.object({
  verifyCode: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(32, '验证码过长'),
  id: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
});
