import {
  BULK_RECIPIENT_STATUS_LABELS,
  BULK_SEND_STATUS_LABELS,
  BULK_SEND_TARGET_LABELS,
  type BulkSendJobDetail,
  BulkSendStatus,
} from '@weassit/contract';
import { Badge, Dialog, DialogActions, Skeleton, SkeletonRegion, Table, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useHref } from 'react-router-dom';
import { routeByName } from '../../../../config/paths';
import { format } from '../../../../lib/i18n/format';
import { formatDateTime } from '../../../../lib/i18n/format-date';
import { localeAtom } from '../../../../lib/i18n/messages';
import { askConfirm } from '../../../../lib/notify';
import { JOB_VARIANTS, RECIPIENT_VARIANTS } from '../bulk-send-status';
import { useBulkSendPageMessages } from '../messages';
import { RecipientDeliveryBadge } from './RecipientDeliveryBadge';

/** How often a running job's statuses are fetched again. */
export const BULK_SEND_POLL_MS = 1000;
/** How often a finished job is fetched again while the robot's records of it are awaited. */
export const DELIVERY_POLL_MS = 3000;

export interface BulkSendJobDialogProps {
  jobId: string;
  onClose: () => void;
  load: (id: string) => Promise<BulkSendJobDetail>;
  cancel: (id: string) => Promise<void>;
  /** The job changed (cancelled, or finished while open): the list reloads. */
  onChanged?: () => void;
}

type Recipient = BulkSendJobDetail['recipients'][number] & { position: number };

/**
 * One bulk send job: each recipient's status and what the robot's own message records say of it (机器人记录),
 * fetched again every second while the job runs (every few seconds while records are still awaited), and 取消任务
 * (asked first) while it does.
 */
export function BulkSendJobDialog({ jobId, onClose, load, cancel, onChanged }: BulkSendJobDialogProps) {
  const t = useBulkSendPageMessages();
  const locale = useAtomValue(localeAtom);
  const [job, setJob] = useState<BulkSendJobDetail | undefined>();
  const [isCancelling, setCancelling] = useState(false);

  const refresh = useCallback(() => load(jobId).then(setJob, () => undefined), [load, jobId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const isRunning = job?.status === BulkSendStatus.RUNNING;
  const hasPending = job?.recipients.some((r) => r.status === 'queued' || r.status === 'published') ?? false;
  const isAwaiting = job?.recipients.some((r) => r.delivery?.state === 'awaiting') ?? false;
  // Polls while the job runs, and a little after, while robot acknowledgements and records may still arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `job` is the trigger: one fetch after each answer.
  useEffect(() => {
    if (!isRunning && !hasPending && !isAwaiting) return;
    const timer = setTimeout(() => void refresh(), isRunning || hasPending ? BULK_SEND_POLL_MS : DELIVERY_POLL_MS);
    return () => clearTimeout(timer);
  }, [job, isRunning, hasPending, isAwaiting, refresh]);
  const historyHref = useHref(routeByName('messageHistory')?.route.path ?? '/');
  const [wasRunning, setWasRunning] = useState(false);
  useEffect(() => {
    if (isRunning) setWasRunning(true);
    else if (wasRunning && job) {
      setWasRunning(false);
      onChanged?.();
    }
  }, [isRunning, wasRunning, job, onChanged]);

  const askCancel = async () => {
    const confirmed = await askConfirm({
      title: t.cancelTitle,
      message: t.cancelMessage,
      confirmLabel: t.cancelConfirm,
      cancelLabel: t.cancelKeep,
      variant: 'danger',
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await cancel(jobId);
      await refresh();
    } catch {
      // Shown by the API client (e.g. the job ended meanwhile); the statuses are fetched again.
      await refresh();
    } finally {
      setCancelling(false);
    }
  };

  const time = (value: number | null) => formatDateTime(value, locale) ?? '—';
  const columns: TableColumn<Recipient>[] = [
    { key: 'name', title: t.recipient, isRowHeader: true, render: (r) => r.name || r.wxid },
    {
      key: 'status',
      title: t.recipientStatus,
      width: 140,
      render: (r) => <Badge variant={RECIPIENT_VARIANTS[r.status]}>{BULK_RECIPIENT_STATUS_LABELS[r.status]}</Badge>,
    },
    { key: 'publishedAt', title: t.publishedAt, width: 170, render: (r) => time(r.publishedAt) },
    { key: 'sentAt', title: t.sentAt, width: 170, render: (r) => time(r.sentAt) },
    {
      key: 'delivery',
      title: t.delivery,
      width: 190,
      render: (r) => <RecipientDeliveryBadge delivery={r.delivery} t={t} locale={locale} />,
    },
  ];
  const isUnknown = job?.recipients.some((r) => r.delivery?.state === 'unknown') ?? false;

  return (
    <Dialog
      title={t.detailTitle}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        isRunning ? (
          <DialogActions
            cancelLabel={t.close}
            confirmLabel={t.cancel}
            variant="danger"
            onConfirm={askCancel}
            isPending={isCancelling}
          />
        ) : (
          <DialogActions hideCancel confirmLabel={t.close} onConfirm={onClose} />
        )
      }
    >
      {job === undefined ? (
        <SkeletonRegion isLoading loadingLabel={t.detailLoading} skeleton={<Skeleton lines={5} />} />
      ) : (
        <div>
          <p>
            <Badge variant={JOB_VARIANTS[job.status]}>{BULK_SEND_STATUS_LABELS[job.status]}</Badge>{' '}
            {BULK_SEND_TARGET_LABELS[job.target]} · {format(t.progressLabel, { sent: job.sent, total: job.total })} ·{' '}
            {format(t.messagesCount, { count: job.messages.length })}
          </p>
          <p>{t.deliveryNote}</p>
          <Table
            aria-label={t.recipientsLabel}
            columns={columns}
            rows={job.recipients.map((r, position) => ({ ...r, position }))}
            getRowKey={(r) => r.position}
          />
          {job.target === 'Contact' ? <p>{t.deliveryFriendsNote}</p> : null}
          {isUnknown ? (
            <p>
              {t.deliveryUnknownHint}
              {/* A new tab: the job stays open here. */}
              <a href={historyHref} target="_blank" rel="noopener">
                {t.deliveryHistoryLink}
              </a>
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

export default BulkSendJobDialog;
