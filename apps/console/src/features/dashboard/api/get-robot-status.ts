import type { RobotStatus } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/**
 * `GET /api/wechat/status`. `status` (0–6) is always there; the other fields come with the robot gateway and are
 * read as optional.
 */
export interface RobotStatusInfo {
  status: RobotStatus;
  /** The QR string to scan while the status is 2 (scan to log in) or 5 (timed out). */
  qrUrl?: string;
  robotName?: string;
  avatar?: string;
  /** Last heartbeat of the robot (epoch ms or ISO date). */
  heartbeatAt?: number | string | null;
  /** Last time the robot fetched its config (epoch ms or ISO date). */
  configFetchedAt?: number | string | null;
}

export function getRobotStatus(): Promise<RobotStatusInfo> {
  return apiGet<RobotStatusInfo>('/api/wechat/status');
}
