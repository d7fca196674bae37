import { SCHEDULE_TIME_ZONE } from '@weassit/contract';
import { describeCron, formatRunTime, getNextRuns } from '@weassit/ui';
import { ROBOT_CRON_OPTIONS } from '../../../lib/robot-cron';
import * as styles from '../ScheduleTasks.css';

export interface ScheduleWordsProps {
  cron: string;
  /** The moment next runs are counted from (stories freeze it). */
  now?: Date | undefined;
}

/**
 * The schedule in words and its next five run times in Asia/Shanghai, read as the robot's node-schedule reads it. Its own chunk: the cron libraries (words
 * and next runs, ~30 kB) follow the list instead of holding up its first paint.
 */
export default function ScheduleWords({ cron, now }: ScheduleWordsProps) {
  const runs = getNextRuns(cron, { ...ROBOT_CRON_OPTIONS, count: 5, timeZone: SCHEDULE_TIME_ZONE, now });
  return (
    <span className={styles.schedule}>
      <span>{describeCron(cron, ROBOT_CRON_OPTIONS) ?? cron}</span>
      <ol className={styles.runs} aria-label={cron}>
        {runs.map((run) => (
          <li key={run.getTime()}>
            <time dateTime={run.toISOString()}>{formatRunTime(run, SCHEDULE_TIME_ZONE)}</time>
          </li>
        ))}
      </ol>
    </span>
  );
}
