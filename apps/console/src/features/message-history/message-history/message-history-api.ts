import {
  MESSAGE_HISTORY_EXPORT_PATH,
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_HISTORY_PATH,
  type MessageHistoryExport,
  type MessageHistoryLinkState,
  type MessageRecord,
  type Page,
} from '@weassit/contract';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import type { MessageHistoryParams } from './message-history-filters';

/** The console's paths are the server's without the version prefix (`/v1` is added by the API client). */
const consolePath = (path: string) => path.replace(/^\/v1/, '');

/** `GET …/message_history`: one page, newest first, with the filters that are set. */
export function listMessageHistory(
  params: { current: number; pageSize: number } & MessageHistoryParams,
): Promise<Page<MessageRecord>> {
  return apiGet<Page<MessageRecord>>(consolePath(MESSAGE_HISTORY_PATH), { params });
}

/** `DELETE …/message_history`: every stored message of the account. */
export async function clearMessageHistory(): Promise<void> {
  await apiDelete<null>(consolePath(MESSAGE_HISTORY_PATH));
}

/** `GET …/link`: whether it is on, since when, and how much is stored of how much. */
export function getMessageHistoryLink(): Promise<MessageHistoryLinkState> {
  return apiGet<MessageHistoryLinkState>(consolePath(MESSAGE_HISTORY_LINK_PATH));
}

/**
 * `POST …/link`: switches it on, or rotates the address (the old one stops at once). The server also puts the
 * address into the robot config's 消息回调 and pushes the config to the robot.
 */
export async function enableMessageHistory(): Promise<void> {
  await apiPost<{ url: string }>(consolePath(MESSAGE_HISTORY_LINK_PATH));
}

/** `DELETE …/link`: switches it off (the stored messages stay). */
export async function disableMessageHistory(): Promise<void> {
  await apiDelete<null>(consolePath(MESSAGE_HISTORY_LINK_PATH));
}

/** `POST …/export`: a five-minute download link of the CSV of the filtered messages. */
export function exportMessageHistory(filters: MessageHistoryParams): Promise<MessageHistoryExport> {
  return apiPost<MessageHistoryExport>(consolePath(MESSAGE_HISTORY_EXPORT_PATH), filters);
}
