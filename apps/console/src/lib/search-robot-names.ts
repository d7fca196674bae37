import type { NameOption, NameSearchFunction } from '@weassit/ui';
import { apiGet } from './api-client';

interface NameSearchResult {
  sourceList: { id: string; name: string; alias?: string }[];
}

/**
 * `GET /api/wechat/search?type=name|room`: the robot's friends (`name`) or groups (`room`) whose name contains the
 * word, at most 50. Quiet: the picker says 搜索失败 in its list itself.
 */
export const searchRobotNames: NameSearchFunction = async ({ type, word }) => {
  const result = await apiGet<NameSearchResult>('/api/wechat/search', { params: { type, word }, quiet: true });
  return result.sourceList.map(
    (entry): NameOption => (entry.alias ? { id: entry.id, name: entry.name, alias: entry.alias } : entry),
  );
};
