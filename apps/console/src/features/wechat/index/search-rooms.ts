import type { NameOption, NameSearchFunction } from '@weassit/ui';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/search?type=room`: the robot's groups whose name contains the word, as tag picker options. */
export const searchRooms: NameSearchFunction = async ({ word }) => {
  const found = await apiGet<{ list?: string[] }>('/api/wechat/search', { params: { type: 'room', word } });
  return (found.list ?? []).map((name): NameOption => ({ id: name, name }));
};
