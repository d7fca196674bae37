/**
 * 最近发出's path, limits, statuses, types and texts: no schemas here, so the schedule pages that show it do not
 * download zod (the schemas are in last-sent.ts).
 */
import { MESSAGE_HISTORY_PATH } from './message-history-constants.ts';

export const MESSAGE_HISTORY_LAST_SENT_PATH = `${MESSAGE_HISTORY_PATH}/last_sent`;
export const LAST_SENT_MAX_TARGETS = 200;

export const LAST_SENT_MESSAGES = {
  targetsInvalid: `请提供 1 到 ${LAST_SENT_MAX_TARGETS} 个发送对象`,
  nameRequired: '发送对象名称不能为空',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  isRoomInvalid: 'isRoom 应为 true 或 false',
} as const;

/** One target asked about: a group by `id` (its wxid), else by `name`; `isRoom` false for a friend. */
export interface LastSentTarget {
  id?: string | undefined;
  name: string;
  isRoom: boolean;
}

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
