/**
 * What a paying member (role vip) may do that a free user may not (spec §2 "needs vip", §6). The console hides
 * and guards these; the server enforces the same list, so calling the API directly changes nothing.
 */
import { API_PREFIX } from './api.ts';
import { BATCH_TASK_PATH } from './batch-task-constants.ts';
import { ERROR_MESSAGES, ErrorCode } from './errors.ts';
import { GPT_CONFIG_PATH } from './gpt-config-constants.ts';
import { MESSAGE_HISTORY_LAST_SENT_PATH } from './last-sent-constants.ts';
import {
  MESSAGE_HISTORY_EXPORT_PATH,
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_HISTORY_PATH,
} from './message-history-constants.ts';
import { MESSAGE_STATS_PATH } from './message-stats-constants.ts';
import { RSS_PATH, RSS_TEST_PATH } from './rss-constants.ts';

/** The spec's vip message (§6): the console shows it in the vip prompt and as the server's refusal. */
export const VIP_REQUIRED_MESSAGE = ERROR_MESSAGES[ErrorCode.FORBIDDEN];

export interface VipRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the server registers it (Fastify path syntax). */
  readonly path: string;
  /** The vip page of spec §2 that makes this call. */
  readonly feature: string;
}

/**
 * Console API calls that only the vip pages make: H5 and mini-program materials (/material/h5, /material/mini),
 * bulk send (/vip/userGroup), the writes of preset roles (/aibot/promotstore) and of per-target AI configs
 * (/aibot/customchat), the test call of 回调事件 (/vip/callbackEvent). Reading preset roles stays open: free pages
 * list them too.
 */
export const VIP_ROUTES: readonly VipRoute[] = [
  { method: 'POST', path: `${API_PREFIX}/material/rich/add`, feature: 'H5链接和小程序素材' },
  { method: 'POST', path: `${API_PREFIX}/ws/messages`, feature: '群发消息' },
  { method: 'POST', path: `${API_PREFIX}/callback/test`, feature: '回调事件' },
  { method: 'POST', path: `${API_PREFIX}/promot_store`, feature: '预设角色' },
  { method: 'PUT', path: `${API_PREFIX}/promot_store/:id`, feature: '预设角色' },
  { method: 'DELETE', path: `${API_PREFIX}/promot_store/:id`, feature: '预设角色' },
  { method: 'POST', path: GPT_CONFIG_PATH, feature: '自定义对话' },
  { method: 'PUT', path: `${GPT_CONFIG_PATH}/:id`, feature: '自定义对话' },
  { method: 'DELETE', path: `${GPT_CONFIG_PATH}/:id`, feature: '自定义对话' },
  { method: 'POST', path: `${GPT_CONFIG_PATH}/:id/reset`, feature: '自定义对话' },
  { method: 'POST', path: RSS_PATH, feature: 'RSS推送' },
  { method: 'PUT', path: `${RSS_PATH}/:id`, feature: 'RSS推送' },
  { method: 'DELETE', path: `${RSS_PATH}/:id`, feature: 'RSS推送' },
  { method: 'POST', path: RSS_TEST_PATH, feature: 'RSS推送' },
  { method: 'POST', path: `${RSS_PATH}/:id/push`, feature: 'RSS推送' },
  { method: 'POST', path: BATCH_TASK_PATH, feature: '批量定时任务' },
  { method: 'PUT', path: `${BATCH_TASK_PATH}/:id`, feature: '批量定时任务' },
  { method: 'DELETE', path: `${BATCH_TASK_PATH}/:id`, feature: '批量定时任务' },
  { method: 'POST', path: `${BATCH_TASK_PATH}/:id/run`, feature: '批量定时任务' },
  { method: 'GET', path: MESSAGE_HISTORY_PATH, feature: '消息记录' },
  { method: 'DELETE', path: MESSAGE_HISTORY_PATH, feature: '消息记录' },
  { method: 'GET', path: MESSAGE_HISTORY_LINK_PATH, feature: '消息记录' },
  { method: 'POST', path: MESSAGE_HISTORY_LINK_PATH, feature: '消息记录' },
  { method: 'DELETE', path: MESSAGE_HISTORY_LINK_PATH, feature: '消息记录' },
  { method: 'POST', path: MESSAGE_HISTORY_EXPORT_PATH, feature: '消息记录' },
  { method: 'POST', path: MESSAGE_HISTORY_LAST_SENT_PATH, feature: '消息记录' },
  { method: 'GET', path: MESSAGE_STATS_PATH, feature: '数据统计' },
];

/**
 * Sections of the robot config that only vip pages edit (spec §2 /vip and /aibot; ROBOT-PROTOCOL §4.0, §4.3),
 * with the name the refusal shows. `openRecord` is not here: the free basic config form edits it.
 */
export const VIP_CONFIG_SECTIONS = {
  privateForwards: '私聊转发',
  forwards: '关键词转发',
  roomAsyncList: '多群消息同步',
  callBackEvents: '回调事件',
  summerConfig: '聊天总结',
  customBot: '自定义对话',
  conversationRecord: '消息回调',
} as const;

export type VipConfigSection = keyof typeof VIP_CONFIG_SECTIONS;

/** The refusal of a free user's change to vip config sections, naming each one. */
export function vipSectionsMessage(sections: readonly VipConfigSection[]): string {
  const names = sections.map((s) => `${VIP_CONFIG_SECTIONS[s]}（${s}）`).join('、');
  return `${VIP_REQUIRED_MESSAGE}：${names}`;
}
