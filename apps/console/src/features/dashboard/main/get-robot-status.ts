import type { RobotStatusInfo } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

export type { RobotStatusInfo };

export const ROBOT_STATUS_PATH = '/api/wechat/status';

/** `GET /api/wechat/status`: the robot's login state, QR code, name, heartbeat and last config fetch. */
export function getRobotStatus(): Promise<RobotStatusInfo> {
  return apiGet<RobotStatusInfo>(ROBOT_STATUS_PATH);
}
