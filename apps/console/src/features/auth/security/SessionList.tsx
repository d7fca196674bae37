import type { SessionInfo } from '@weassit/contract';
import { Badge, Button, EmptyState, Skeleton, SkeletonRegion } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { deviceName } from '../device-name';
import { useSecurityMessages } from './messages';
import * as styles from './SessionList.css';

export interface SessionListProps {
  /** The live sessions; undefined while loading. */
  sessions: SessionInfo[] | undefined;
  /** Loading failed (shows a retry). */
  hasError?: boolean;
  onRetry: () => void;
  /** Asks to end one session (the page confirms first). */
  onRevoke: (session: SessionInfo) => void;
  /** The session being ended. */
  revokingId?: string | undefined;
}

/** The account's signed-in browsers: device, address, times, and 退出 for each one but this. */
export function SessionList({ sessions, hasError = false, onRetry, onRevoke, revokingId }: SessionListProps) {
  const t = useSecurityMessages();
  const locale = useAtomValue(localeAtom);

  if (sessions === undefined && hasError) {
    return (
      <EmptyState
        title={t.sessionsFailed}
        description={t.sessionsFailedHint}
        headingLevel={3}
        action={
          <Button variant="secondary" onPress={onRetry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (sessions === undefined) {
    return <SkeletonRegion isLoading loadingLabel={t.loadingSessions} skeleton={<Skeleton lines={3} />} />;
  }

  if (sessions.length === 0) return <p className={styles.meta}>{t.noSessions}</p>;
  // A plain list, not a table widget: an account has a handful of sessions, and the grid would add its ~35 kB
  // to this page's first visit.
  return (
    <ul aria-label={t.sessionsTable} className={styles.list}>
      {sessions.map((session) => {
        const device = deviceName(session.userAgent) ?? t.unknownDevice;
        return (
          <li key={session.id} className={styles.item}>
            <div className={styles.details}>
              <span className={styles.device}>
                <span title={session.userAgent ?? undefined}>{device}</span>
                {session.current && <Badge variant="success">{t.thisDevice}</Badge>}
              </span>
              <span className={styles.meta}>
                {t.address}：{session.ip ?? t.unknownAddress} · {t.createdAt}：
                {formatDateTime(session.createdAt, locale)} · {t.lastUsedAt}：
                {formatDateTime(session.lastUsedAt, locale)}
              </span>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={format(t.revokeLabel, { device })}
                isPending={revokingId === session.id}
                onPress={() => onRevoke(session)}
              >
                {t.revoke}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
