/**
 * The editable lists of the robot config as plain data: names, caps, order and ids, and the default skills.
 * No zod here: the console's list views import these on first visit, while the item schemas (config-lists.ts,
 * robot-config.ts) load with the edit dialog.
 */
import { MatchType } from './constants.ts';

export const CONFIG_LIST_NAMES = [
  'replyKeywords',
  'eventKeywords',
  'callBackEvents',
  'roomJoinKeywords',
  'forwards',
  'privateForwards',
  'roomAsyncList',
  'dayTaskSchedule',
  'roomTaskSchedule',
  'roomNewsSchedule',
  'countDownTaskSchedule',
] as const;
export type ConfigListName = (typeof CONFIG_LIST_NAMES)[number];

export interface ConfigListTraits {
  /** The most items the list may hold. */
  readonly max: number;
  /** The plugin evaluates the list in order and the first match wins, so moving an item changes behaviour. */
  readonly ordered: boolean;
  /** Items carry the sequential id from 1 (spec §3 "Scheduled task items"). */
  readonly scheduled: boolean;
}

const rules = (max: number, ordered: boolean): ConfigListTraits => ({ max, ordered, scheduled: false });
const schedule = (max: number): ConfigListTraits => ({ max, ordered: false, scheduled: true });

/**
 * Ordered (ROBOT-PROTOCOL §4.2, §4.3): the keyword rules, where the first rule that matches answers. Not ordered:
 * private forwards and group syncs (every matching one runs) and schedules (each is its own timer).
 */
export const CONFIG_LIST_TRAITS: Readonly<Record<ConfigListName, ConfigListTraits>> = {
  replyKeywords: rules(2000, true),
  eventKeywords: rules(500, true),
  callBackEvents: rules(500, true),
  roomJoinKeywords: rules(500, true),
  forwards: rules(500, true),
  privateForwards: rules(500, false),
  roomAsyncList: rules(200, false),
  dayTaskSchedule: schedule(500),
  roomTaskSchedule: schedule(500),
  roomNewsSchedule: schedule(500),
  countDownTaskSchedule: schedule(500),
};

/** Each list's cap, as the whole config's schema bounds it. */
export const CONFIG_LIST_MAX = Object.fromEntries(
  CONFIG_LIST_NAMES.map((name) => [name, CONFIG_LIST_TRAITS[name].max]),
) as Readonly<Record<ConfigListName, number>>;

/** Refusal of an operation whose list changed since the client read it; `data.version` is the current one. */
export const CONFIG_LIST_CONFLICT_MESSAGE = '该列表已在别处被修改，请刷新后重试';

/** The default skill keywords: 更新 reloads the config, 同步 re-syncs friends and groups (exact match). */
export const DEFAULT_EVENT_KEYWORDS: { event: string; keywords: string[]; reg: MatchType }[] = [
  { event: 'updateConfig', keywords: ['更新'], reg: MatchType.EXACT },
  { event: 'reloadFriend', keywords: ['同步'], reg: MatchType.EXACT },
];

/** Largest item, as JSON text: a keyword rule with its replies fits many times over. */
export const CONFIG_LIST_ITEM_MAX_BYTES = 64 * 1024;
