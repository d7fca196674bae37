/**
 * 数据统计 (vip): the dashboard's figures, computed from the 消息记录 the robot posts (message-history.ts) and
 * from the robot's online periods the server records. Days are China's calendar days (Asia/Shanghai, UTC+8, no
 * daylight saving) whatever the server's or the browser's time zone. No schemas here, so the console's
 * dashboard does not download zod (the query schema is in message-stats.ts).
 */
import { MESSAGE_HISTORY_PATH } from './message-history-constants.ts';
import type { SimulatedLayer } from './rule-simulator/types.ts';

export const MESSAGE_STATS_PATH = `${MESSAGE_HISTORY_PATH}/stats`;
/** The periods the console offers, in days (today included). */
export const MESSAGE_STATS_PERIODS = [7, 30] as const;
export type MessageStatsPeriod = (typeof MESSAGE_STATS_PERIODS)[number];
export const MESSAGE_STATS_TIME_ZONE = 'Asia/Shanghai';
/** Asia/Shanghai's fixed offset from UTC. */
export const MESSAGE_STATS_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An own message in the same chat within this long after an incoming one counts as its answer. */
export const MESSAGE_STATS_REPLY_WINDOW_MS = 60 * 1000;
/** At most this many answered messages (the newest) are run through the rule simulator. */
export const MESSAGE_STATS_SIMULATED_MAX = 5000;
/**
 * At most this many characters of them are read and simulated, and for at most this long: past either bound
 * the newest ones that fit are attributed and `simulated` says how many (a partial result, never a refusal).
 */
export const MESSAGE_STATS_SIMULATED_CHARS = 1_000_000;
export const MESSAGE_STATS_SIMULATION_MS = 2000;
/** How many groups and friends the top lists hold. */
export const MESSAGE_STATS_TOP = 5;

export const MESSAGE_STATS_MESSAGES = {
  periodInvalid: '统计周期只能是 7 天或 30 天',
  /** The label of answers the current config would not give (the config changed since, or an event replied). */
  unmatched: '按当前配置无法推算',
  busy: '同时统计的人太多，请稍后再试',
  running: '上一次统计还在进行，请稍候再试',
  timeout: '统计耗时过长，已停止，请稍后再试',
} as const;

/** `YYYY-MM-DD` of the China calendar day holding `epochMs`. */
export function statsDate(epochMs: number): string {
  return new Date(epochMs + MESSAGE_STATS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the start (00:00 in China) of the day holding `epochMs`. */
export function statsDayStart(epochMs: number): number {
  const shifted = epochMs + MESSAGE_STATS_UTC_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - MESSAGE_STATS_UTC_OFFSET_MS;
}

export interface MessageStatsDay {
  /** `YYYY-MM-DD`, China's calendar. */
  date: string;
  /** Messages the robot received (others' messages). */
  in: number;
  /** Messages the robot sent (its own, `isMyself`). */
  out: number;
  /** Seconds of that day the robot was online, as the server saw it. */
  onlineSeconds: number;
}

export interface MessageStatsChat {
  id: string;
  name: string;
  /** Incoming messages in the period. */
  count: number;
}

export interface MessageStatsReply {
  /** The answering layer under the current config, or null when it would not answer. */
  layer: SimulatedLayer | null;
  /** The layer's name (LAYER_LABELS) or MESSAGE_STATS_MESSAGES.unmatched. */
  label: string;
  /** Which rule or AI service of that layer. */
  detail: string;
  count: number;
}

export interface MessageStatsReplies {
  /** Incoming text messages in the period the robot answered within MESSAGE_STATS_REPLY_WINDOW_MS. */
  answered: number;
  /** How many of them (the newest) were attributed: at most MESSAGE_STATS_SIMULATED_MAX. */
  simulated: number;
  /** Attributed by running the current robot config, not the one in force when each answer was sent. */
  byCurrentConfig: true;
  byRule: MessageStatsReply[];
}

/** `GET …/message_history/stats?days=7|30`. */
export interface MessageStats {
  days: MessageStatsPeriod;
  timeZone: typeof MESSAGE_STATS_TIME_ZONE;
  /** Epoch ms of the first day's start. */
  from: number;
  /** One entry per day, oldest first, days without messages included. */
  daily: MessageStatsDay[];
  topGroups: MessageStatsChat[];
  topFriends: MessageStatsChat[];
  replies: MessageStatsReplies;
}
