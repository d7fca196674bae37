import type { MessageHistoryLinkState } from '@weassit/contract';
import { Alert, Badge, Button, Card, Skeleton, SkeletonRegion } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { askConfirm, notify } from '../../../lib/notify';
import * as styles from './MessageHistorySwitch.css';
import { useMessageHistoryMessages } from './messages';

/** The switch's state: loading, failed (with a retry), or the server's answer. */
export type LinkStatus =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; state: MessageHistoryLinkState };

export interface MessageHistorySwitchProps {
  link: LinkStatus;
  /** Loads the state again (retry, and after each change). */
  onReload: () => void;
  /** `POST …/link`: on, or a new address. */
  onEnable: () => Promise<void>;
  /** `DELETE …/link`. */
  onDisable: () => Promise<void>;
}

/**
 * 消息记录开关: off, it says what switching on does; on, since when, how much is stored, and 更换地址 / 关闭 (both
 * ask first). The address itself never shows: the server writes it into the robot's 消息回调 and pushes it.
 */
export function MessageHistorySwitch({ link, onReload, onEnable, onDisable }: MessageHistorySwitchProps) {
  const t = useMessageHistoryMessages();
  const locale = useAtomValue(localeAtom);
  const [pending, setPending] = useState<'enable' | 'rotate' | 'disable' | undefined>(undefined);

  const run = async (kind: 'enable' | 'rotate' | 'disable', action: () => Promise<void>, done: string) => {
    setPending(kind);
    try {
      await action();
      notify.success(done);
      onReload();
    } catch {
      // The API client has shown why.
    } finally {
      setPending(undefined);
    }
  };
  const enable = () => void run('enable', onEnable, t.enabled);
  const rotate = async () => {
    const ok = await askConfirm({ title: t.rotateTitle, message: t.rotateConfirm, confirmLabel: t.rotateOk });
    if (ok) await run('rotate', onEnable, t.rotated);
  };
  const disable = async () => {
    const ok = await askConfirm({
      title: t.disableTitle,
      message: t.disableConfirm,
      confirmLabel: t.disableOk,
      variant: 'danger',
    });
    if (ok) await run('disable', onDisable, t.disabled);
  };

  let body: ReactNode;
  let badge: ReactNode = null;
  if (link.status === 'loading') {
    body = <SkeletonRegion isLoading loadingLabel={t.switchLoading} skeleton={<Skeleton lines={2} />} />;
  } else if (link.status === 'error') {
    body = (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onPress={onReload}>
            {t.retry}
          </Button>
        }
      >
        {t.switchLoadFailed}
      </Alert>
    );
  } else if (!link.state.enabled) {
    badge = <Badge>{t.offStatus}</Badge>;
    body = (
      <div className={styles.row}>
        <p className={styles.text}>{t.offDescription}</p>
        <Button onPress={enable} isPending={pending === 'enable'}>
          {t.enable}
        </Button>
      </div>
    );
  } else {
    const { createdAt, stored, maxMessages, retentionDays } = link.state;
    badge = <Badge variant="success">{t.onStatus}</Badge>;
    body = (
      <div className={styles.row}>
        <ul className={styles.facts}>
          {createdAt !== null && <li>{format(t.onSince, { date: formatDateTime(createdAt, locale) ?? '' })}</li>}
          <li>
            {format(t.stored, {
              stored: stored.toLocaleString(locale),
              max: maxMessages.toLocaleString(locale),
            })}
          </li>
          <li>{format(t.retention, { days: retentionDays })}</li>
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void rotate()} isPending={pending === 'rotate'}>
            {t.rotate}
          </Button>
          <Button
            variant="secondary"
            aria-label={t.disableLabel}
            onPress={() => void disable()}
            isPending={pending === 'disable'}
          >
            {t.disable}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Card title={t.switchTitle} headingLevel={2} extra={badge}>
      {body}
    </Card>
  );
}
