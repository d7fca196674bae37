import type { RoomOption } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/**
 * `GET /api/wechat/allroom`: every group the robot uploaded (capped by the user's quota), wxid and topic only.
 * Quiet: a page that only flags rules with it stays usable when it fails.
 */
export function getAllRooms(): Promise<RoomOption[]> {
  return apiGet<RoomOption[]>('/api/wechat/allroom', { quiet: true });
}
