import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/event` reloadRoomOnly: the robot uploads its groups again (ROBOT-PROTOCOL §3.2). */
export function reloadRooms(): Promise<null> {
  return apiPost<null>('/api/ws/event', { target: 'system', event: 'reloadRoomOnly' });
}
