import type { NameOption } from '@weassit/ui';
import { apiGet } from '../../../../lib/api-client';

interface RoomSearchResult {
  sourceList: { id: string; name: string }[];
}

/**
 * `GET /api/wechat/search?type=room`: the robot's groups whose name contains `word`, those starting with it first
 * (at most 50). Quiet: the autocomplete says 搜索失败 in its list itself.
 */
export async function searchRooms(word: string): Promise<NameOption[]> {
  const result = await apiGet<RoomSearchResult>('/api/wechat/search', { params: { type: 'room', word }, quiet: true });
  return result.sourceList.map((room) => ({ id: room.id, name: room.name }));
}
