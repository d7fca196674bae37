import type { BulkRecipientStatus, BulkSendStatus, DeliveryState } from '@weassit/contract';
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

/** The badge colour of what the robot's own message records say of a recipient. */
export const DELIVERY_VARIANTS: Record<DeliveryState, BadgeVariant> = {
  seen: 'success',
  awaiting: 'info',
  not_seen: 'warning',
  unknown: 'default',
};
