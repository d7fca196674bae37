import type { Page, Reminder } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/tasks`: one page of the reminders set through the robot, newest first. */
export function getReminders(params: { current: number; pageSize: number }): Promise<Page<Reminder>> {
  return apiGet<Page<Reminder>>('/api/wechat/tasks', {
    params: { current: params.current, pageSize: params.pageSize },
  });
}
