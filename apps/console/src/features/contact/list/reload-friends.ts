import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/event` reloadFriend: the robot uploads its groups and friends again (ROBOT-PROTOCOL §3.2). */
export function reloadFriends(): Promise<null> {
  return apiPost<null>('/api/ws/event', { target: 'system', event: 'reloadFriend' });
}
