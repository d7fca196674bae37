import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/remove/task`: deletes a reminder (the server then asks the robot to reload its schedules). */
export function removeReminder(id: string): Promise<null> {
  return apiGet<null>('/api/wechat/remove/task', { params: { id } });
}
