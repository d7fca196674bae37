/**
 * Walking a robot config (robot_configs.config, parsed) section by section: the shared part of the "where is
 * this used" lookups (materials by message item id, rooms and friends by name or wxid).
 */

/** The console's name for each config section, as the user knows the page. Unknown sections keep their key. */
export const CONFIG_AREAS: Record<string, string> = {
  replyKeywords: '关键词回复',
  eventKeywords: '技能中心',
  newFriendReplys: '新好友回复',
  roomJoinKeywords: '进群关键词',
  dayTaskSchedule: '每日说',
  roomTaskSchedule: '群定时任务',
  roomNewsSchedule: '新闻定时任务',
  countDownTaskSchedule: '倒计时任务',
  callBackEvents: '回调事件',
  forwards: '关键词转发',
  privateForwards: '私聊转发',
  roomAsyncList: '多群消息同步',
  parseMiniRooms: '小程序解析',
  customBot: '自定义对话',
  summerConfig: '聊天总结',
};

export interface ConfigItem {
  /** The config key, e.g. roomTaskSchedule. */
  section: string;
  /** Its Chinese name (CONFIG_AREAS). */
  area: string;
  /** The position in a list section; null for a section that is a single value (customBot …). */
  index: number | null;
  item: unknown;
}

/** Every item of every section of `config`, in the config's key order: list entries one by one. */
export function* configItems(config: unknown): Generator<ConfigItem> {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return;
  for (const [section, value] of Object.entries(config as Record<string, unknown>)) {
    const area = CONFIG_AREAS[section] ?? section;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) yield { section, area, index, item };
    } else {
      yield { section, area, index: null, item: value };
    }
  }
}

/** "第N条" for a list entry (the console numbers them from 1), "" for a single-value section. */
export function ordinal(index: number | null): string {
  return index === null ? '' : `第${index + 1}条`;
}

/** Parses the stored config text; an unreadable one is treated as empty rather than failing a lookup. */
export function parseConfig(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
