import type { RobotConfigRecord } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/config`: the saved config record, or null before the first save. */
export function getConfig(userId: string | null): Promise<RobotConfigRecord | null> {
  return apiGet<RobotConfigRecord | null>('/api/wechat/config', { params: { userId: userId ?? undefined } });
}
