import type { RecipientDelivery } from '@weassit/contract';
import { Badge } from '@weassit/ui';
import { format } from '../../../../lib/i18n/format';
import { DELIVERY_VARIANTS } from '../bulk-send-status';
import type { BulkSendPageMessages } from '../messages';

export interface RecipientDeliveryBadgeProps {
  delivery: RecipientDelivery | null;
  t: BulkSendPageMessages;
  locale: string;
}

/** The time of day a record arrived (HH:mm:ss): the job's date is shown above. */
function timeOfDay(value: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(value);
}

/**
 * What the robot's own message records say of one recipient: 机器人已发出 HH:mm:ss, 等待机器人记录, 未见发出 or
 * 未开启消息记录; a friend's is marked as an estimate (the plugin's private records do not name the friend).
 */
export function RecipientDeliveryBadge({ delivery, t, locale }: RecipientDeliveryBadgeProps) {
  if (delivery === null) return <>—</>;
  const label = {
    seen: format(t.deliverySeen, { time: delivery.seenAt === null ? '' : timeOfDay(delivery.seenAt, locale) }),
    awaiting: t.deliveryAwaiting,
    not_seen: t.deliveryNotSeen,
    unknown: t.deliveryUnknown,
  }[delivery.state];
  return (
    <>
      <Badge variant={DELIVERY_VARIANTS[delivery.state]}>{label}</Badge>
      {delivery.estimated && delivery.state !== 'unknown' ? (
        <>
          <br />
          <small>{t.deliveryEstimated}</small>
        </>
      ) : null}
    </>
  );
}
