/**
 * 消息记录's paths, limits, labels, messages and the plugin's message kinds: no schemas here, so the console's page does not download zod
 * (the schemas are in message-history.ts).
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

/** Largest ingest body the server reads (one message, its media details included). */
export const MESSAGE_RECORD_MAX_BYTES = 64 * 1024;
/** Longest text kept of one message (a forwarded chat history can be long). */
export const MESSAGE_CONTENT_MAX = 30_000;
/**
 * Longest text stored of one message: the rest is cut and MESSAGE_CONTENT_CUT_MARK appended. Indexing a text
 * costs time in proportion to its length, and so do the search index's merges as it grows (30 000 characters
 * held the server up to ~150 ms), so one insert stays cheap. Twice the robot's default preventLength (1000):
 * it ignores longer private texts anyway.
 */
export const MESSAGE_CONTENT_STORED_MAX = 2000;
export const MESSAGE_CONTENT_CUT_MARK = '…（内容过长，已截断）';
/** Search words shorter than this cannot use a trigram index: they are matched by a scan of the user's rows. */
export const MESSAGE_SEARCH_INDEXED_MIN = 3;
export const MESSAGE_SEARCH_MAX = 64;
/** Defaults of MESSAGE_HISTORY_MAX, MESSAGE_HISTORY_DAYS and MESSAGE_HISTORY_WRITES_PER_MINUTE. */
export const MESSAGE_HISTORY_DEFAULTS = { maxMessages: 200_000, retentionDays: 180, writesPerMinute: 600 } as const;
/** How long a CSV download link works. */
export const MESSAGE_EXPORT_TTL_MS = 5 * 60 * 1000;

/** The CSV columns, in order. */
export const MESSAGE_CSV_HEADERS = [
  '时间',
  '会话',
  '会话ID',
  '群聊',
  '发送人',
  '发送人ID',
  '自己发送',
  '类型',
  '内容',
  '链接',
];

export const MESSAGE_HISTORY_MESSAGES = {
  linkInvalid: '消息记录地址无效或已失效，请在控制台重新生成',
  bodyInvalid: '消息内容格式不正确',
  conversationRequired: '缺少会话ID',
  timeInvalid: '消息时间不正确',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  typeInvalid: '消息类型不正确',
  flagInvalid: '应为 0 或 1',
  rangeInvalid: '时间范围不正确',
  exportInvalid: '下载链接无效或已过期，请重新导出',
  quotaReached: (cap: number) => `消息记录已达上限（${cap} 条），新消息未保存，请在控制台清理或等待过期记录自动删除`,
  enabled: '已生成新的消息记录地址，旧地址已失效',
  disabled: '已停用消息记录地址',
  cleared: '消息记录已清空',
  writesLimited: (perMinute: number) =>
    `消息记录写入过于频繁：每个账号每分钟最多保存 ${perMinute} 条，超出的消息未保存`,
  searchBusy: '同时搜索的人太多，请稍后再试',
  searchTooCostly: '搜索耗时过长，已停止：请缩小时间范围、选定会话或换一个更具体的关键词',
} as const;
