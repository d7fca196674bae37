import { describe, expect, it } from 'vitest';
import { reminderBadge, reminderTime } from './reminder-time';

describe('reminderTime', () => {
  it('shows a looping reminder as its cron', () => {
    expect(reminderTime({ isLoop: true, time: ' 0 0 8 * * ? ' })).toEqual({ kind: 'cron', text: '0 0 8 * * ?' });
  });
  it('shows a one-off reminder as its date-time', () => {
    expect(reminderTime({ isLoop: false, time: '2025-5-10 8:00' })).toEqual({ kind: 'once', text: '2025-5-10 8:00' });
  });
});

describe('reminderBadge', () => {
  it('maps the status to 待提醒 / 已完成', () => {
    expect(reminderBadge('pending')).toEqual({ variant: 'warning', label: 'pending' });
    expect(reminderBadge('done')).toEqual({ variant: 'success', label: 'done' });
  });
});
