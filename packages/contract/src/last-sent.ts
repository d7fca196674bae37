/**
 * 最近发出 (vip): for the schedule pages, when the robot was last seen sending to each target, from its own
 * `isMyself` message records (消息记录). Groups are found by id, or by name when the id is unknown. A friend never
 * can be: the plugin posts a private message the robot sent with the robot itself as the conversation, so the
 * answer for a friend is always `unidentifiable`, never a guess.
 */
import { z } from 'zod';
import { MESSAGE_HISTORY_PATH } from './message-history.ts';

export const MESSAGE_HISTORY_LAST_SENT_PATH = `${MESSAGE_HISTORY_PATH}/last_sent`;
export const LAST_SENT_MAX_TARGETS = 200;

export const LAST_SENT_MESSAGES = {
  targetsInvalid: `请提供 1 到 ${LAST_SENT_MAX_TARGETS} 个发送对象`,
  nameRequired: '发送对象名称不能为空',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  isRoomInvalid: 'isRoom 应为 true 或 false',
} as const;

const M = LAST_SENT_MESSAGES;

export const lastSentTargetSchema = z.object({
  id: z.string({ error: M.nameRequired }).trim().max(128, M.tooLong(128)).optional(),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(256, M.tooLong(256)),
  isRoom: z.boolean({ error: M.isRoomInvalid }),
});
export type LastSentTarget = z.output<typeof lastSentTargetSchema>;

export const lastSentRequestSchema = z.object({
  targets: z
    .array(lastSentTargetSchema, { error: M.targetsInvalid })
    .min(1, M.targetsInvalid)
    .max(LAST_SENT_MAX_TARGETS, M.targetsInvalid),
});
export type LastSentRequest = z.input<typeof lastSentRequestSchema>;

export const LastSentStatus = {
  /** A record of the robot sending there exists: `lastSentAt` is its arrival (epoch ms). */
  SEEN: 'seen',
  /** Message history is on, and no record of the robot sending there is kept. */
  NOT_SEEN: 'not_seen',
  /** A friend: the plugin's records do not say which friend the robot sent to. */
  UNIDENTIFIABLE: 'unidentifiable',
  /** Message history is off: nothing is recorded. */
  NOT_RECORDING: 'not_recording',
} as const;
export type LastSentStatus = (typeof LastSentStatus)[keyof typeof LastSentStatus];

/** One answer per target, in the order asked. */
export interface LastSent {
  status: LastSentStatus;
  lastSentAt: number | null;
}
