/**
 * 消息记录 (vip; ROBOT-PROTOCOL §2.6, §2.8): the robot's 消息回调 (`conversationRecord`) posts every message it
 * sees or sends to `customUrl`; pointing that at the user's own ingest URL here keeps a searchable history.
 * Paths, limits, labels, messages and the schemas of the ingest body and of the console's filters.
 */
import { z } from 'zod';
import { pageSchema } from './content.ts';
import { MESSAGE_TYPES } from './message-history-constants.ts';

export {
  MESSAGE_HISTORY_EXPORT_PATH,
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_HISTORY_PATH,
  MESSAGE_RECORD_PATH,
  MESSAGE_TYPES,
  type MessageType,
} from './message-history-constants.ts';

/** Largest ingest body the server reads (one message, its media details included). */
export const MESSAGE_RECORD_MAX_BYTES = 64 * 1024;
/** Longest text kept of one message (a forwarded chat history can be long). */
export const MESSAGE_CONTENT_MAX = 30_000;
/**
 * Longest text stored of one message: the rest is cut and MESSAGE_CONTENT_CUT_MARK appended. Indexing a text
 * costs time in proportion to its length, and so do the search index's merges as it grows (30 000 characters
 * held the server up to ~150 ms), so one insert stays cheap. Twice the robot's default preventLength (1000):
 * it ignores longer private texts anyway.
 */
export const MESSAGE_CONTENT_STORED_MAX = 2000;
export const MESSAGE_CONTENT_CUT_MARK = '…（内容过长，已截断）';
/** Search words shorter than this cannot use a trigram index: they are matched by a scan of the user's rows. */
export const MESSAGE_SEARCH_INDEXED_MIN = 3;
export const MESSAGE_SEARCH_MAX = 64;
/** Defaults of MESSAGE_HISTORY_MAX, MESSAGE_HISTORY_DAYS and MESSAGE_HISTORY_WRITES_PER_MINUTE. */
export const MESSAGE_HISTORY_DEFAULTS = { maxMessages: 200_000, retentionDays: 180, writesPerMinute: 600 } as const;
/** How long a CSV download link works. */
export const MESSAGE_EXPORT_TTL_MS = 5 * 60 * 1000;

/** The CSV columns, in order. */
export const MESSAGE_CSV_HEADERS = [
  '时间',
  '会话',
  '会话ID',
  '群聊',
  '发送人',
  '发送人ID',
  '自己发送',
  '类型',
  '内容',
  '链接',
];

export const MESSAGE_HISTORY_MESSAGES = {
  linkInvalid: '消息记录地址无效或已失效，请在控制台重新生成',
  bodyInvalid: '消息内容格式不正确',
  conversationRequired: '缺少会话ID',
  timeInvalid: '消息时间不正确',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  typeInvalid: '消息类型不正确',
  flagInvalid: '应为 0 或 1',
  rangeInvalid: '时间范围不正确',
  exportInvalid: '下载链接无效或已过期，请重新导出',
  quotaReached: (cap: number) => `消息记录已达上限（${cap} 条），新消息未保存，请在控制台清理或等待过期记录自动删除`,
  enabled: '已生成新的消息记录地址，旧地址已失效',
  disabled: '已停用消息记录地址',
  cleared: '消息记录已清空',
  writesLimited: (perMinute: number) =>
    `消息记录写入过于频繁：每个账号每分钟最多保存 ${perMinute} 条，超出的消息未保存`,
  searchBusy: '同时搜索的人太多，请稍后再试',
  searchTooCostly: '搜索耗时过长，已停止：请缩小时间范围、选定会话或换一个更具体的关键词',
} as const;

const M = MESSAGE_HISTORY_MESSAGES;
const text = (max: number) => z.string({ error: M.bodyInvalid }).max(max, M.tooLong(max));
/** An optional text the plugin may send as undefined or null (a contact without alias). */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');

/**
 * One message as the plugin posts it: `{robotInfo:{wxid,name}, message:{…}}`. Unknown keys (the user's
 * `moreData`) are ignored. `type` is free text: a newer plugin may send a kind this list does not know yet, and
 * losing the message would be worse than an unknown label.
 */
export const messageRecordSchema = z.object(
  {
    robotInfo: z
      .object({ wxid: optionalText(128), name: optionalText(256) }, { error: M.bodyInvalid })
      .nullish()
      .transform((v) => v ?? { wxid: '', name: '' }),
    message: z.object(
      {
        conversionId: text(128).min(1, M.conversationRequired),
        conversionName: optionalText(256),
        isRoom: z.boolean({ error: M.bodyInvalid }),
        chatName: optionalText(256),
        chatId: optionalText(128),
        chatAlias: optionalText(256),
        chatUserWeixin: optionalText(128),
        isMyself: z.boolean({ error: M.bodyInvalid }).default(false),
        isMention: z.boolean({ error: M.bodyInvalid }).default(false),
        // Unix seconds; up to the year 2100.
        time: z
          .number({ error: M.timeInvalid })
          .int(M.timeInvalid)
          .min(0, M.timeInvalid)
          .max(4_102_444_800, M.timeInvalid),
        type: optionalText(16),
        content: optionalText(MESSAGE_CONTENT_MAX),
        url: optionalText(2048),
        mediaInfo: z
          .record(z.string(), z.unknown(), { error: M.bodyInvalid })
          .nullish()
          .transform((v) => v ?? null),
      },
      { error: M.bodyInvalid },
    ),
  },
  { error: M.bodyInvalid },
);
export type MessageRecordBody = z.input<typeof messageRecordSchema>;
export type MessageRecordValues = z.output<typeof messageRecordSchema>;

/** Query strings: empty means "no filter" (the console's cleared form fields). */
const blank = (v: unknown) => (v === '' ? undefined : v);
const flag = z.preprocess(blank, z.enum(['0', '1'], { error: M.flagInvalid }).optional());
const epochMs = z.preprocess(
  blank,
  z.coerce
    .number({ error: M.rangeInvalid })
    .int(M.rangeInvalid)
    .min(0, M.rangeInvalid)
    .max(4_102_444_800_000, M.rangeInvalid)
    .optional(),
);

/** The console's filters: one chat, groups or friends, a period (epoch ms, both ends included), kind, sender, word. */
export const messageHistoryFilterSchema = z.object({
  chatId: z.preprocess(blank, text(128).optional()),
  isRoom: flag,
  isMyself: flag,
  type: z.preprocess(blank, z.enum(MESSAGE_TYPES, { error: M.typeInvalid }).optional()),
  startTime: epochMs,
  endTime: epochMs,
  word: z.preprocess(
    blank,
    z
      .string({ error: M.bodyInvalid })
      .max(MESSAGE_SEARCH_MAX, M.tooLong(MESSAGE_SEARCH_MAX))
      .trim()
      .transform((v) => v || undefined)
      .optional(),
  ),
});
export type MessageHistoryFilter = z.output<typeof messageHistoryFilterSchema>;

export const messageHistoryQuerySchema = pageSchema.extend(messageHistoryFilterSchema.shape);

/** One stored message as the console lists it. */
export interface MessageRecord {
  id: number;
  robotWxid: string;
  conversationId: string;
  conversationName: string;
  isRoom: boolean;
  senderId: string;
  senderName: string;
  senderAlias: string;
  senderWeixin: string;
  isMyself: boolean;
  isMention: boolean;
  type: string;
  /** Epoch milliseconds. */
  time: number;
  content: string;
  url: string;
  mediaInfo: Record<string, unknown> | null;
}

/** `GET …/link`: whether an ingest URL exists (the URL itself is shown once, when made). */
export interface MessageHistoryLinkState {
  enabled: boolean;
  /** Epoch ms of the last rotation, or null. */
  createdAt: number | null;
  maxMessages: number;
  retentionDays: number;
  stored: number;
}

/** `POST …/link`: the new ingest URL for `conversationRecord.customUrl`. */
export interface MessageHistoryLink {
  url: string;
}

/** `POST …/export`: a short-lived link (same origin as the console) that downloads the CSV. */
export interface MessageHistoryExport {
  url: string;
  expiresAt: number;
}
