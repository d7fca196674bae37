import type { BulkRecipientStatus, BulkSendStatus } from '@weassit/contract';
import type { BadgeVariant } from '@weassit/ui';

/** The badge colour of a job's status. */
export const JOB_VARIANTS: Record<BulkSendStatus, BadgeVariant> = {
  running: 'info',
  done: 'success',
  cancelled: 'warning',
  interrupted: 'danger',
};

/** The badge colour of a recipient's status. */
export const RECIPIENT_VARIANTS: Record<BulkRecipientStatus, BadgeVariant> = {
  queued: 'default',
  published: 'info',
  sent: 'success',
  robot_offline: 'danger',
  cancelled: 'warning',
};
