import type { ConfigListName } from '@weassit/contract';

export interface ConfigListTraits {
  /** The most items the list may hold. */
  max: number;
  /** The robot reads the list in order and the first match answers: items can be moved. */
  ordered: boolean;
  /** Items carry the sequential id the server assigns (shown as 序号). */
  scheduled: boolean;
}

/**
 * The contract's `CONFIG_LISTS` without its item schemas: the list view needs only these, and importing the
 * contract's list module would pull zod into every list page's first visit (the dialog loads it on demand).
 * `list-traits.test.ts` keeps the two equal.
 */
export const CONFIG_LIST_TRAITS: Record<ConfigListName, ConfigListTraits> = {
  replyKeywords: { max: 2000, ordered: true, scheduled: false },
  eventKeywords: { max: 500, ordered: true, scheduled: false },
  callBackEvents: { max: 500, ordered: true, scheduled: false },
  roomJoinKeywords: { max: 500, ordered: true, scheduled: false },
  forwards: { max: 500, ordered: true, scheduled: false },
  privateForwards: { max: 500, ordered: false, scheduled: false },
  roomAsyncList: { max: 200, ordered: false, scheduled: false },
  dayTaskSchedule: { max: 500, ordered: false, scheduled: true },
  roomTaskSchedule: { max: 500, ordered: false, scheduled: true },
  roomNewsSchedule: { max: 500, ordered: false, scheduled: true },
  countDownTaskSchedule: { max: 500, ordered: false, scheduled: true },
};
