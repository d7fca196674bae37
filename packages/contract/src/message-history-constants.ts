/**
 * 消息记录's paths and the plugin's message kinds: no schemas here, so the console's page does not download zod
 * (the schemas are in message-history.ts, which re-exports these).
 */
import { API_PREFIX } from './api.ts';

/** The console's calls: the list, the ingest link (GET state, POST enable/rotate, DELETE stop) and CSV export. */
export const MESSAGE_HISTORY_PATH = `${API_PREFIX}/message_history`;
export const MESSAGE_HISTORY_LINK_PATH = `${MESSAGE_HISTORY_PATH}/link`;
export const MESSAGE_HISTORY_EXPORT_PATH = `${MESSAGE_HISTORY_PATH}/export`;
/**
 * Where the robot posts: `POST /open/v1/record?key=<secret>`; the secret alone names the user. In the query, which
 * the access log leaves out.
 */
export const MESSAGE_RECORD_PATH = '/open/v1/record';

/** The plugin's message kinds (its Chinese labels, as it sends them in `type`). */
export const MESSAGE_TYPES = [
  '文字',
  '图片',
  '文件',
  '语音',
  'h5链接',
  '小程序',
  '视频号',
  '名片',
  '红包',
  '自定义表情',
  '历史记录',
  '位置',
  '拍一拍',
  '撤回',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
