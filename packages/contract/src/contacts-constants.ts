/**
 * Friends', groups' and reminders' limits, search texts and avatar rule: no schemas here, so the contact lists do
 * not download zod (the robot upload and query schemas are in contacts.ts).
 */

/** The robot uploads at most this many friends or rooms per request (ROBOT-PROTOCOL §2.2 rows 19/20). */
export const CONTACT_BATCH_MAX = 80;
/** Longest nickname, remark, topic or reminder party we keep. */
export const CONTACT_NAME_MAX_LENGTH = 256;
/** Longest wxid, room id or robot id we accept (wxid_…, …@chatroom, WeCom ids). */
export const CONTACT_ID_MAX_LENGTH = 128;
/** Longest search word (name search, friend and room lists). */
export const CONTACT_SEARCH_MAX_LENGTH = 64;
/** Most results of a name search. */
export const NAME_SEARCH_LIMIT = 50;
/** Refusals of a friend or room name search the server could not run (too many at once, or too slow). */
export const CONTACT_SEARCH_MESSAGES = {
  busy: '同时搜索的人太多，请稍后再试',
  tooCostly: '搜索耗时过长，已停止，请换一个更具体的关键词',
} as const;
export const REMINDER_CONTENT_MAX_LENGTH = 5000;
/**
 * An image address the console may show (`<img src>`): http(s) only. Anything else a robot sends (a
 * `javascript:` or `data:` text, a bare path) is stored as '', so the console shows initials instead.
 */
export function webImageUrl(text: string): string {
  return /^https?:\/\/[^\s]+$/i.test(text.trim()) ? text.trim() : '';
}
