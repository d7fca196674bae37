import type { Page, Room } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/room`: one page of the robot's groups, `word` matching the topic. */
export function getRooms(params: { current: number; pageSize: number; word?: string }): Promise<Page<Room>> {
  return apiGet<Page<Room>>('/api/wechat/room', { params });
}
