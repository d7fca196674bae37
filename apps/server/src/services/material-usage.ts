/** Where a material is used in a robot config: rules and schedules refer to materials by message item `id`. */
import { configItems, ordinal } from './config-walk.ts';

/** Names the places (e.g. 关键词回复 第2条) where a message item with `id === materialId` appears. */
export function findMaterialUsage(config: unknown, materialId: string): string[] {
  const places = new Set<string>();
  for (const { area, index, item } of configItems(config)) {
    if (mentions(item, materialId)) places.add(index === null ? area : `${area} ${ordinal(index)}`);
  }
  return [...places];
}

/** Message items sit at any depth (replys, contents, welcomes …): look everywhere, to a sane depth. */
function mentions(value: unknown, materialId: string, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => mentions(v, materialId, depth + 1));
  const record = value as Record<string, unknown>;
  if (String(record.id ?? '') === materialId && 'type' in record) return true;
  return Object.values(record).some((v) => mentions(v, materialId, depth + 1));
}
