import { type Reminder, ReminderStatus } from '@weassit/contract';
import type { BadgeVariant } from '@weassit/ui';

/**
 * How a reminder's time reads: a looping one keeps its cron expression (shown as code); a one-off one is the
 * date-time the robot parsed (e.g. 2025-5-10 8:00), shown as it is.
 */
export function reminderTime(reminder: Pick<Reminder, 'isLoop' | 'time'>): { kind: 'cron' | 'once'; text: string } {
  return { kind: reminder.isLoop ? 'cron' : 'once', text: reminder.time.trim() };
}

/** The status badge: 待提醒 (pending) or 已完成 (done); anything unknown reads as pending. */
export function reminderBadge(status: Reminder['status']): { variant: BadgeVariant; label: 'pending' | 'done' } {
  return status === ReminderStatus.DONE
    ? { variant: 'success', label: 'done' }
    : { variant: 'warning', label: 'pending' };
}
