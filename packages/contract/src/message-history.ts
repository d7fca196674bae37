/**
 * 消息记录 (vip; ROBOT-PROTOCOL §2.6, §2.8): the robot's 消息回调 (`conversationRecord`) posts every message it
 * sees or sends to `customUrl`; pointing that at the user's own ingest URL here keeps a searchable history.
 * Paths, limits, labels, messages and the schemas of the ingest body and of the console's filters.
 */
import { z } from 'zod';
import { pageSchema } from './content.ts';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_HISTORY_MESSAGES,
  MESSAGE_SEARCH_MAX,
  MESSAGE_TYPES,
} from './message-history-constants.ts';

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
