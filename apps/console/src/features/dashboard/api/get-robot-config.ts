import type { RobotConfigRecord } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

export const ROBOT_CONFIG_PATH = '/api/wechat/config';

/** `GET /api/wechat/config`: the saved config record, or null before the first save. */
export function getRobotConfig(userId: string | null): Promise<RobotConfigRecord | null> {
  return apiGet<RobotConfigRecord | null>(ROBOT_CONFIG_PATH, { params: { userId: userId ?? undefined } });
}
