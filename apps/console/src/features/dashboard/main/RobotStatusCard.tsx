import { labelOf, ROBOT_STATUS_OPTIONS, RobotStatus } from '@weassit/contract';
import { Avatar, Badge, type BadgeVariant, DescriptionList, InfoCard, QRCode, Skeleton } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import type { RobotStatusInfo } from './get-robot-status';
import { useDashboardMessages } from './messages';
import * as styles from './RobotStatusCard.css';

const STATUS_VARIANTS: Record<RobotStatus, BadgeVariant> = {
  [RobotStatus.UNKNOWN_ERROR]: 'danger',
  [RobotStatus.BLANK]: 'default',
  [RobotStatus.SCAN_TO_LOGIN]: 'info',
  [RobotStatus.SCANNED]: 'info',
  [RobotStatus.LOGGED_IN]: 'success',
  [RobotStatus.TIMED_OUT]: 'warning',
  [RobotStatus.LOGGED_OUT]: 'default',
};

/** The robot's login status in words (spec §4: 0 unknown error … 6 logged out). */
export function statusLabel(status: number): string {
  return labelOf(ROBOT_STATUS_OPTIONS, status as RobotStatus, String(status));
}

/** Whether the QR code to scan shows: status 2 (scan to log in) or 5 (timed out). */
export function showsQrCode(status: number): boolean {
  return status === RobotStatus.SCAN_TO_LOGIN || status === RobotStatus.TIMED_OUT;
}

/** The robot: avatar and name, login status, heartbeat and config times, and the QR code while one is needed. */
export function RobotStatusCard({ info }: { info: RobotStatusInfo | null }) {
  const t = useDashboardMessages();
  const locale = useAtomValue(localeAtom);
  if (!info) {
    return (
      <InfoCard title={t.robot} headingLevel={2}>
        <Skeleton lines={3} />
      </InfoCard>
    );
  }
  const name = info.robotName || t.robotNameUnknown;
  const qr = showsQrCode(info.status);
  return (
    <InfoCard title={t.robot} headingLevel={2}>
      <div className={styles.body}>
        <div className={styles.identity}>
          <Avatar name={name} src={info.avatar || undefined} size="lg" isDecorative />
          <span className={styles.name}>{name}</span>
        </div>
        <DescriptionList
          items={[
            {
              label: t.status,
              value: (
                <output aria-live="polite" data-status={info.status}>
                  <Badge variant={STATUS_VARIANTS[info.status] ?? 'default'} dot>
                    {statusLabel(info.status)}
                  </Badge>
                </output>
              ),
            },
            { label: t.robotName, value: info.robotName },
            { label: t.lastHeartbeat, value: formatDateTime(info.heartbeatAt, locale) ?? t.never },
            { label: t.configFetched, value: formatDateTime(info.configFetchedAt, locale) ?? t.never },
          ]}
        />
        {qr && (
          <section className={styles.qr} aria-label={t.scanTitle}>
            <h3 className={styles.qrTitle}>{t.scanTitle}</h3>
            <p className={styles.hint}>{t.scanHint}</p>
            {info.qrUrl ? <QRCode value={info.qrUrl} label={t.qrLabel} size={200} /> : <p>{t.qrPending}</p>}
          </section>
        )}
      </div>
    </InfoCard>
  );
}
