/** Where a material is used in a robot config: rules and schedules refer to materials by message item `id`. */

const SECTION_LABELS: Record<string, string> = {
  replyKeywords: '关键词回复',
  newFriendReplys: '新好友回复',
  roomJoinKeywords: '进群关键词',
  dayTaskSchedule: '每日说',
  roomTaskSchedule: '群定时任务',
  roomNewsSchedule: '新闻定时任务',
  countDownTaskSchedule: '倒计时任务',
  callBackEvents: '回调事件',
  forwards: '关键词转发',
  privateForwards: '私聊转发',
};

/** Names the places (e.g. 关键词回复 第2条) where a message item with `id === materialId` appears. */
export function findMaterialUsage(config: unknown, materialId: string): string[] {
  const places = new Set<string>();
  if (config === null || typeof config !== 'object') return [];
  for (const [section, value] of Object.entries(config as Record<string, unknown>)) {
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (mentions(item, materialId)) {
        const label = SECTION_LABELS[section] ?? section;
        places.add(Array.isArray(value) ? `${label} 第${index + 1}条` : label);
      }
    });
  }
  return [...places];
}

function mentions(value: unknown, materialId: string, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => mentions(v, materialId, depth + 1));
  const record = value as Record<string, unknown>;
  if (String(record.id ?? '') === materialId && 'type' in record) return true;
  return Object.values(record).some((v) => mentions(v, materialId, depth + 1));
}
