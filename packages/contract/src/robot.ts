/**
 * The robot gateway's shared vocabulary (ROBOT-PROTOCOL §3): MQTT topics and commands, the system events that
 * are safe to push, and the console's send requests (spec §7 "Sending").
 */
import { z } from 'zod';
import type { RobotStatus } from './constants.ts';
import { messageItemSchema } from './robot-config.ts';
import { BULK_TARGETS, ROBOT_CONTROL_TARGETS, RUN_NOW_EVENTS, SAFE_SYSTEM_EVENTS } from './robot-constants.ts';

const wxid = z.string().trim().min(1).max(128);
const name = z.string().trim().min(1).max(256);
const messages = z.array(messageItemSchema).min(1, '素材必选').max(20, '一次最多发送 20 条消息');

/** A room or contact reference: by wxid preferably, else by topic / nickname / remark. */
const roomRef = z.object({ wxid: wxid.optional(), roomName: name.optional(), name: name.optional() });
const contactRef = z.object({ wxid: wxid.optional(), name: name.optional(), alias: name.optional() });
const atEntry = z.object({ wxid: wxid.optional(), id: wxid.optional(), name: name.optional() });

const hasTarget = (ref: Record<string, unknown>) => Object.values(ref).some((v) => v !== undefined);

/** `POST /v1/api/ws/room/say`: one or more items to one room. */
export const roomSaySchema = roomRef
  .extend({
    message: messageItemSchema.optional(),
    messages: messages.optional(),
    atList: z.array(atEntry).max(50).optional(),
  })
  .refine((v) => hasTarget({ wxid: v.wxid, roomName: v.roomName, name: v.name }), '群组必选')
  .refine((v) => v.message !== undefined || v.messages !== undefined, '素材必选');
export type RoomSayRequest = z.infer<typeof roomSaySchema>;

/** `POST /v1/api/ws/contact/say`: one or more items to one friend. */
export const contactSaySchema = contactRef
  .extend({ message: messageItemSchema.optional(), messages: messages.optional() })
  .refine((v) => hasTarget({ wxid: v.wxid, name: v.name, alias: v.alias }), '好友必选')
  .refine((v) => v.message !== undefined || v.messages !== undefined, '素材必选');
export type ContactSayRequest = z.infer<typeof contactSaySchema>;

/** `POST /v1/api/ws/messages`: bulk send; group announcements are text only and go to groups only. */
export const bulkSendSchema = z
  .object({
    target: z.enum(BULK_TARGETS, { error: '发送类型不正确' }),
    groups: z
      .array(z.object({ ...roomRef.shape, ...contactRef.shape }))
      .min(1, '群名 or 好友昵称至少填一个')
      .max(500, '一次最多发送给 500 个对象'),
    messages,
    atList: z.array(atEntry).max(50).optional(),
  })
  .refine((v) => v.groups.every((g) => hasTarget(g)), '群名 or 好友昵称至少填一个')
  .refine((v) => v.target !== 'RoomNotice' || v.messages.every((m) => m.type === 1 && m.content), {
    message: '群公告只支持文字消息',
  });
export type BulkSendRequest = z.infer<typeof bulkSendSchema>;

/** `POST /v1/api/ws/event`: a system event, a robot control, or "run this schedule item now". */
export const robotEventSchema = z.discriminatedUnion(
  'target',
  [
    z.object({ target: z.literal('system'), event: z.enum(SAFE_SYSTEM_EVENTS, { error: '不支持的系统事件' }) }),
    z.object({ target: z.enum(ROBOT_CONTROL_TARGETS) }),
    z.object({
      target: z.enum(['Room', 'Contact']),
      event: z.enum(RUN_NOW_EVENTS, { error: '不支持的事件' }),
      message: z.looseObject({ type: z.enum(['room', 'contact']).optional() }),
    }),
    z.object({ target: z.literal('Rss'), message: z.looseObject({ rssUrl: z.string().max(2048) }) }),
    z.object({ target: z.literal('Tasks'), task: z.looseObject({ taskType: z.string().max(64) }) }),
  ],
  { error: '不支持的事件' },
);
export type RobotEventRequest = z.infer<typeof robotEventSchema>;

/** What `GET /v1/api/wechat/status` answers: the robot's login state as its last report left it. */
export interface RobotStatusInfo {
  status: RobotStatus;
  /** The QR code's content to render while status is 2 (scan) or 5 (timed out); '' otherwise. */
  qrUrl: string;
  robotName: string;
  avatar: string;
  /** The robot's own WeChat id, once logged in. */
  robotWxid: string;
  /** Whether the robot holds a live push connection now. */
  online: boolean;
  /** Epoch ms of the last heartbeat and of the last config fetch; null before the first. */
  heartbeatAt: number | null;
  configFetchedAt: number | null;
  pluginVersion: string;
}

/** Open API `POST /message/send`: text, image/file (type 2, a URL) or link (type 4) items to one target. */
export const openSendSchema = z
  .object({
    target: z.enum(['room', 'contact'], { error: 'target 只能是 room 或 contact' }),
    wxid: wxid.optional(),
    name: name.optional(),
    alias: name.optional(),
    messages: z
      .array(messageItemSchema.refine((m) => [1, 2, 4].includes(m.type), '只支持文字、图片/文件和链接消息'))
      .min(1, '素材必选')
      .max(20, '一次最多发送 20 条消息'),
  })
  .refine((v) => v.wxid !== undefined || v.name !== undefined || v.alias !== undefined, '请提供 wxid 或名称');
export type OpenSendRequest = z.infer<typeof openSendSchema>;
