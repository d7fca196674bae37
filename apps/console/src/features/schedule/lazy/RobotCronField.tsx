import { SCHEDULE_TIME_ZONE } from '@weassit/contract';
import { CronInput } from '@weassit/ui';
import { useState } from 'react';
import { ROBOT_CRON_OPTIONS } from '../../../lib/robot-cron';
import * as styles from './RobotCronField.css';

export interface RobotCronFieldProps {
  name: string;
  label: string;
  description: string;
  /** Above the next run times. */
  nextRunsLabel: string;
  /** When the expression never runs. */
  noRunsText: string;
  value: string;
  onChange: (cron: string) => void;
  /** The form's (the contract schema's) refusal, shown under the generator when it has none of its own. */
  errorMessage?: string | undefined;
}

/**
 * When a robot schedule runs: CronInput as the robot's node-schedule reads a cron (weekdays 0/7 = 周日, six fields,
 * no W / nL), the next runs in Asia/Shanghai, starting on the hour tab.
 */
export function RobotCronField({ errorMessage, onChange, nextRunsLabel, ...props }: RobotCronFieldProps) {
  // The generator shows its own error; the schema's (e.g. a range the robot refuses) shows only without one.
  const [ownError, setOwnError] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <CronInput
        {...props}
        {...ROBOT_CRON_OPTIONS}
        onChange={(cron, validation) => {
          setOwnError(validation.error);
          onChange(cron);
        }}
        timeZone={SCHEDULE_TIME_ZONE}
        nextRunsLabel={() => nextRunsLabel}
        defaultField="hour"
        isRequired
      />
      {errorMessage !== undefined && ownError === null && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
