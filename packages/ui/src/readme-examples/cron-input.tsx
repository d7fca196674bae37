import { CronInput, DEFAULT_CRON } from '@weassit/ui';
import { useState } from 'react';

export function TaskSchedule({ onValidChange }: { onValidChange: (cron: string) => void }) {
  const [cron, setCron] = useState(DEFAULT_CRON);
  return (
    <CronInput
      label="执行时间"
      value={cron}
      onChange={(value, validation) => {
        setCron(value);
        if (validation.isValid) onValidChange(value);
      }}
    />
  );
}
