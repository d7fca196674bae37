import type { RobotConfigRecord } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/config`: the saved config, or null before the first save (a first login goes to /wechat). */
export function getRobotConfig(userId: string): Promise<RobotConfigRecord | null> {
  return apiGet<RobotConfigRecord | null>('/api/wechat/config', { params: { userId } });
}
