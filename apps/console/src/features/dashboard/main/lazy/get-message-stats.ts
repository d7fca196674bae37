import {
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_STATS_PATH,
  type MessageHistoryLinkState,
  type MessageStats,
  type MessageStatsPeriod,
} from '@weassit/contract';
import { apiGet } from '../../../../lib/api-client';

export type { MessageStats, MessageStatsPeriod };

/** The contract's paths start with `/v1`; the API client adds it. */
const consolePath = (path: string) => path.replace(/^\/v1/, '');

/** `GET …/message_history/stats?days=`: 数据统计 (vip). Quiet: the section shows its own error. */
export function getMessageStats(days: MessageStatsPeriod): Promise<MessageStats> {
  return apiGet<MessageStats>(consolePath(MESSAGE_STATS_PATH), { params: { days }, quiet: true });
}

/** `GET …/message_history/link`: whether 消息记录 is on, and how many messages are stored (vip). */
export function getHistoryLinkState(): Promise<MessageHistoryLinkState> {
  return apiGet<MessageHistoryLinkState>(consolePath(MESSAGE_HISTORY_LINK_PATH), { quiet: true });
}
