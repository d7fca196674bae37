/**
 * Bulk send's paths, limits, statuses and texts: no schemas here, so a page that shows a job's status does not
 * download zod (the schemas are in bulk-send.ts).
 */
import { API_PREFIX } from './api.ts';
import type { BulkRecipientRef } from './bulk-send.ts';

/** `POST`: create a job (the path the console has always used for bulk send). */
export const BULK_SEND_PATH = `${API_PREFIX}/ws/messages`;
/** `GET`: my jobs, newest first. */
export const BULK_SEND_JOBS_PATH = `${API_PREFIX}/bulk-sends`;
/** `GET` one job with its recipients; `POST …/cancel` stops a running one. */
export const bulkSendJobPath = (id: string) => `${BULK_SEND_JOBS_PATH}/${encodeURIComponent(id)}`;
export const bulkSendCancelPath = (id: string) => `${bulkSendJobPath(id)}/cancel`;

/** Most recipients of one job and most messages per recipient. */
export const BULK_SEND_MAX_RECIPIENTS = 200;
export const BULK_SEND_MAX_MESSAGES = 20;
/** The server's pause between two recipients (the robot itself paces the items of one recipient 500 ms apart). */
export const BULK_SEND_INTERVAL_MS = 1000;
/** Jobs one user may have sending at once. */
export const BULK_SEND_RUNNING_MAX = 2;
/** Jobs one user keeps: a new one makes room by deleting the oldest finished ones. */
export const BULK_SEND_STORED_MAX = 200;
/** Days a finished job is kept (the hourly purge deletes it after that). */
export const BULK_SEND_RETENTION_DAYS = 30;

/** Groups, friends, or group announcements (groups only, text only; the robot must be group owner or admin). */
export const BULK_SEND_TARGETS = ['Room', 'Contact', 'RoomNotice'] as const;
export type BulkSendTarget = (typeof BULK_SEND_TARGETS)[number];
export const BULK_SEND_TARGET_LABELS: Record<BulkSendTarget, string> = {
  Room: '群聊',
  Contact: '好友',
  RoomNotice: '群公告',
};

/** Texts of the dialog, the page and the server's answers. */
export const BULK_SEND_MESSAGES = {
  success: '消息发送成功，以手机收到消息为准',
  noRecipients: '群名 or 好友昵称至少填一个',
  tooManyRecipients: `一次最多群发 ${BULK_SEND_MAX_RECIPIENTS} 个对象`,
  noMaterial: '素材必选',
  tooManyMessages: `一次最多发送 ${BULK_SEND_MAX_MESSAGES} 条消息`,
  badTarget: '发送类型不正确',
  noticeGroupsOnly: '群公告只能发送到群',
  noticeTextOnly: '群公告只支持文字消息',
  tooManyRunning: `已有 ${BULK_SEND_RUNNING_MAX} 个群发任务正在发送，请等它们完成或取消后再试`,
  notFound: '群发任务不存在',
  notRunning: '群发任务已结束，无法取消',
  cancelled: '已取消群发',
  groupsTitle: '群发消息',
  friendsTitle: '好友群发',
  intervalNote: '多个对象之间约间隔 1 秒发送，多条消息之间约间隔 1 秒',
  noticeNote: '发布群公告需要机器人是群主或群管理员，且只支持文字消息',
  hints: [
    '消息约间隔 1 秒逐个发送',
    '发送成功不代表对方一定收到，以手机收到消息为准',
    '发送失败请查看机器人客户端日志',
  ],
} as const;

/** A job's state: running until every recipient had its turn, or stopped. */
export const BulkSendStatus = {
  RUNNING: 'running',
  DONE: 'done',
  CANCELLED: 'cancelled',
  /** The server stopped while the job ran; its remaining recipients were cancelled at the next start. */
  INTERRUPTED: 'interrupted',
} as const;
export type BulkSendStatus = (typeof BulkSendStatus)[keyof typeof BulkSendStatus];
export const BULK_SEND_STATUS_LABELS: Record<BulkSendStatus, string> = {
  running: '发送中',
  done: '已完成',
  cancelled: '已取消',
  interrupted: '已中断',
};

/** One recipient's state: queued → published → sent, or robot_offline / cancelled. */
export const BulkRecipientStatus = {
  QUEUED: 'queued',
  /** The command is on the robot's topic. With an external broker this is the last state the server sees. */
  PUBLISHED: 'published',
  /** The robot's client acknowledged the command (embedded broker). */
  SENT: 'sent',
  /** The robot was not connected when this recipient's turn came. */
  ROBOT_OFFLINE: 'robot_offline',
  CANCELLED: 'cancelled',
} as const;
export type BulkRecipientStatus = (typeof BulkRecipientStatus)[keyof typeof BulkRecipientStatus];
export const BULK_RECIPIENT_STATUS_LABELS: Record<BulkRecipientStatus, string> = {
  queued: '排队中',
  published: '已下发',
  sent: '已送达机器人',
  robot_offline: '机器人不在线',
  cancelled: '已取消',
};

/** The name a recipient is shown by: group topic, nickname, remark, else wxid. */
export function bulkRecipientName(ref: BulkRecipientRef): string {
  return ref.roomName ?? ref.name ?? ref.alias ?? ref.wxid ?? '';
}
