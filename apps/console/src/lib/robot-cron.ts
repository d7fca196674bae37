import type { CronOptions } from '@weassit/ui';

/**
 * Cron as the robot's node-schedule reads it: weekdays 0/7 = 周日, six fields (no year), and without the `nW` /
 * `nL` modes its parser refuses. Every CronInput, describeCron and getNextRuns of a robot schedule takes these.
 */
export const ROBOT_CRON_OPTIONS = {
  weekdayNumbering: 'sunday-zero',
  withYear: false,
  omitModes: ['nearestWeekday', 'lastWeekday'],
} as const satisfies CronOptions;
