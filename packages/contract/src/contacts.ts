/**
 * Friends, groups and reminders (spec §7 "Robot config", "Name search"; ROBOT-PROTOCOL §2.2 rows 19–21 and
 * 29–31, §5.2). The robot uploads its lists in batches; the console reads, pages and searches them.
 *
 * The robot upload schemas are lenient about what a puppet may leave out (null or missing texts become '') but
 * bound every length, and their output is the normalised shape the server's repositories store.
 */
import { z } from 'zod';
import type { ReminderStatus } from './constants.ts';
import {
  CONTACT_BATCH_MAX,
  CONTACT_ID_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SEARCH_MAX_LENGTH,
  REMINDER_CONTENT_MAX_LENGTH,
  webImageUrl,
} from './contacts-constants.ts';
import { pageSchema } from './content.ts';
import { cleanDisplayName } from './display-name.ts';

const capped = (max: number) => z.string().max(max, `不能超过 ${max} 个字符`);
/** A text a puppet may send as null or leave out: stored as ''. */
const looseText = (max: number) =>
  capped(max)
    .nullish()
    .transform((v) => v ?? '');
const robotIdText = looseText(CONTACT_ID_MAX_LENGTH);
/** A nickname, remark or topic: the console shows it, so it is kept without control and bidi characters. */
const nameText = looseText(CONTACT_NAME_MAX_LENGTH).transform(cleanDisplayName);
const avatarText = looseText(4096).transform(webImageUrl);
/**
 * A small integer enum (gender, contact type): anything else (null, a newer puppet's value) is stored as
 * `fallback` rather than refusing the whole item.
 */
const smallInt = (max: number, fallback: number) =>
  z
    .unknown()
    .transform((v) => (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : fallback));

/** `wxid` wins; the puppet also sends the same id as `contactId` / `roomId`. One of them is required. */
function pickId(input: { wxid: string; other: string }, ctx: z.RefinementCtx): string {
  const id = (input.wxid || input.other).trim();
  if (!id) ctx.addIssue({ code: 'custom', path: ['wxid'], message: '缺少 wxid' });
  return id;
}

/** One friend of `POST /wechat/friend` (row 19). `friend`, always true after the robot's filter, is not kept. */
export const robotFriendSchema = z
  .object({
    robotId: robotIdText,
    contactId: robotIdText,
    wxid: robotIdText,
    name: nameText,
    alias: nameText,
    gender: smallInt(2, 0),
    avatar: avatarText,
    friend: z.boolean().nullish(),
    type: smallInt(9, 1),
    weixin: nameText,
  })
  .transform((f, ctx) => ({
    wxid: pickId({ wxid: f.wxid, other: f.contactId }, ctx),
    robotId: f.robotId,
    name: f.name,
    alias: f.alias,
    gender: f.gender,
    avatar: f.avatar,
    type: f.type,
    weixin: f.weixin,
  }));
/** What the robot sends for one friend. */
export type RobotFriendItem = z.input<typeof robotFriendSchema>;
/** A validated friend, as the friends repository upserts it. */
export type FriendUpload = z.output<typeof robotFriendSchema>;

/** `adminIds` is a comma-joined string per the protocol; an array is accepted and joined. */
const adminIds = z
  .union([capped(8192), z.array(capped(CONTACT_ID_MAX_LENGTH)).max(500)])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v.join(',') : (v ?? '')));

/** One room of `POST /wechat/room` (row 20). */
export const robotRoomSchema = z
  .object({
    robotId: robotIdText,
    wxid: robotIdText,
    roomId: robotIdText,
    topic: nameText,
    avatar: avatarText,
    ownerId: robotIdText,
    adminIds,
    memberCount: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? 0),
  })
  .transform((r, ctx) => ({
    wxid: pickId({ wxid: r.wxid, other: r.roomId }, ctx),
    robotId: r.robotId,
    topic: r.topic,
    avatar: r.avatar,
    ownerId: r.ownerId,
    adminIds: r.adminIds,
    memberCount: r.memberCount,
  }));
export type RobotRoomItem = z.input<typeof robotRoomSchema>;
export type RoomUpload = z.output<typeof robotRoomSchema>;

const batch = <T extends z.ZodType>(item: T) =>
  z.array(item).max(CONTACT_BATCH_MAX, `每批最多 ${CONTACT_BATCH_MAX} 条`);
/** The `friend` array of one upload request. */
export const robotFriendBatchSchema = batch(robotFriendSchema);
/** The `room` array of one upload request. */
export const robotRoomBatchSchema = batch(robotRoomSchema);

/** `GET /wechat/asyncData` (row 21): 1 clears the friends, 2 the rooms, before a full re-upload. */
export const robotAsyncDataSchema = z.object({ type: z.coerce.number().pipe(z.literal([1, 2])) });

/** `POST /task` (row 30): a reminder a chat user set with "提醒 …". `time` is a cron string when looping. */
export const robotReminderSchema = z.object({
  setter: nameText,
  subscribe: capped(CONTACT_NAME_MAX_LENGTH).trim().min(1, '缺少提醒对象'),
  isLoop: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .nullish()
    .transform((v) => v === true || v === 1),
  time: capped(64).trim().min(1, '缺少提醒时间'),
  content: capped(REMINDER_CONTENT_MAX_LENGTH),
});
export type RobotReminderItem = z.input<typeof robotReminderSchema>;
export type ReminderInput = z.output<typeof robotReminderSchema>;

// ——— What the console reads ———

/** A friend as `GET /api/wechat/friend` lists it. */
export interface Friend {
  wxid: string;
  name: string;
  /** The remark the robot's owner gave the friend (备注). */
  alias: string;
  avatar: string;
  /** 0 unknown, 1 male, 2 female. */
  gender: number;
  /** Wechaty contact type: 1 individual, 2 official account, 3 corporation. */
  type: number;
  weixin: string;
  /** The robot account (wxid) that uploaded it. */
  robotId: string;
  updatedAt: number;
}

/** A group as `GET /api/wechat/room` lists it. */
export interface Room {
  wxid: string;
  topic: string;
  avatar: string;
  ownerId: string;
  adminIds: string[];
  memberCount: number;
  robotId: string;
  updatedAt: number;
}

/** `GET /api/wechat/allfriend` items. */
export interface FriendOption {
  wxid: string;
  name: string;
  alias: string;
}

/** `GET /api/wechat/allroom` items. */
export interface RoomOption {
  wxid: string;
  topic: string;
}

/** A reminder (ROBOT-PROTOCOL §5.2), as the console lists it and the robot reads it. */
export interface Reminder {
  id: string;
  setter: string;
  /** The contact (nickname) the robot reminds. */
  subscribe: string;
  isLoop: boolean;
  /** A cron string when looping, otherwise a date-time such as 2025-5-10 8:00. */
  time: string;
  content: string;
  /** A one-off reminder becomes done once the robot has fired it; a looping one stays pending. */
  status: ReminderStatus;
  doneAt: number | null;
  createdAt: number;
}

const searchWord = z
  .string({ error: '搜索词不正确' })
  .trim()
  .max(CONTACT_SEARCH_MAX_LENGTH, `搜索词不能超过 ${CONTACT_SEARCH_MAX_LENGTH} 个字符`);
/**
 * `GET /api/wechat/friend` and `/room`: a page, optionally filtered by `word` (`name` is accepted too) on
 * name/alias or topic. A `robotId` in the query is ignored: the data is always the session user's.
 */
export const contactPageQuerySchema = pageSchema
  .extend({ word: searchWord.optional(), name: searchWord.optional() })
  .transform(({ word, name, ...page }) => ({ ...page, word: word || name || '' }));

/** `GET /api/wechat/search`: `type` name (friends) or room, `word` may be empty (the first names). */
export const nameSearchQuerySchema = z.object({
  // Through z.string first so that a missing type is "missing" (10001), a wrong one "invalid" (10002).
  type: z.string({ error: '搜索类型不正确' }).pipe(z.enum(['name', 'room'], { error: '搜索类型不正确' })),
  word: searchWord.default(''),
});

/**
 * `GET /api/wechat/room_related` / `friend_related`: the room or friend by name (topic), remark (friends) or
 * wxid; at least one is needed (checked by the route).
 */
export const relatedQuerySchema = z.object({
  name: capped(CONTACT_NAME_MAX_LENGTH).trim().optional(),
  alias: capped(CONTACT_NAME_MAX_LENGTH).trim().optional(),
  wxid: capped(CONTACT_ID_MAX_LENGTH).trim().optional(),
});

/** Where a room or friend is mentioned in the robot config: the console page (area) and the item. */
export interface RelatedPlace {
  area: string;
  label: string;
}

/** `GET /api/wechat/tasks`. */
export const reminderPageQuerySchema = pageSchema;

/** `GET /api/wechat/remove/task`. */
export const reminderIdSchema = z.object({
  id: z.string({ error: '缺少提醒编号' }).trim().min(1, '缺少提醒编号').max(64, '提醒不存在'),
});
