import { BULK_SEND_STATUS_LABELS, BULK_SEND_TARGET_LABELS, type BulkSendJob, BulkSendStatus } from '@weassit/contract';
import { Badge, Button, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cancelBulkSend, getBulkSend, listBulkSends } from '../../../components/BulkSend';
import { ListPage } from '../../../kit/list/ListPage';
import { usePagedList } from '../../../kit/list/use-paged-list';
import { format } from '../../../lib/i18n/format';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';
import { JOB_VARIANTS } from './bulk-send-status';
import { useBulkSendPageMessages } from './messages';
import * as styles from './UserGroupPage.css';

const BulkSendLauncher = lazy(() => import('../../../components/BulkSend/BulkSendLauncher'));
const BulkSendJobDialog = lazy(() => import('./lazy/BulkSendJobDialog'));

/** How often the list is fetched again while one of its jobs runs. */
const LIST_POLL_MS = 2000;

/**
 * 群发助手 (/vip/userGroup, vip): my bulk send jobs, newest first, with their progress; 新建群发 opens the bulk
 * send dialog, a row opens the job's recipients and their statuses.
 */
export function UserGroupPage() {
  const t = useBulkSendPageMessages();
  const locale = useAtomValue(localeAtom);
  const list = usePagedList<BulkSendJob>(listBulkSends);
  const [isCreating, setCreating] = useState(false);
  const [openJob, setOpenJob] = useState<string | null>(null);

  const hasRunning = list.data?.list.some((job) => job.status === BulkSendStatus.RUNNING) ?? false;
  const { reload } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `list.data` is the trigger: one reload after each answer.
  useEffect(() => {
    if (!hasRunning || list.status !== 'ready') return;
    const timer = setTimeout(reload, LIST_POLL_MS);
    return () => clearTimeout(timer);
  }, [hasRunning, list.status, list.data, reload]);

  const columns: TableColumn<BulkSendJob>[] = [
    {
      key: 'time',
      title: t.columns.time,
      isRowHeader: true,
      width: 190,
      render: (job) => formatDateTime(job.createdAt, locale),
    },
    { key: 'target', title: t.columns.target, width: 100, render: (job) => BULK_SEND_TARGET_LABELS[job.target] },
    { key: 'total', title: t.columns.total, width: 90, align: 'end', render: (job) => job.total },
    {
      key: 'progress',
      title: t.columns.progress,
      width: 110,
      render: (job) => format(t.progress, { sent: job.sent, total: job.total }),
    },
    {
      key: 'status',
      title: t.columns.status,
      width: 110,
      render: (job) => <Badge variant={JOB_VARIANTS[job.status]}>{BULK_SEND_STATUS_LABELS[job.status]}</Badge>,
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 90,
      align: 'end',
      render: (job) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={format(t.openLabel, { time: formatDateTime(job.createdAt, locale) ?? '' })}
          onPress={() => setOpenJob(job.id)}
        >
          {t.open}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={t.title}
      filters={<p className={styles.description}>{t.description}</p>}
      primaryAction={<Button onPress={() => setCreating(true)}>{t.create}</Button>}
      list={list}
      aria-label={t.tableLabel}
      columns={columns}
      getRowKey={(job) => job.id}
      empty={{ title: t.emptyTitle, description: t.emptyDescription }}
    >
      {isCreating && (
        <Suspense fallback={null}>
          <BulkSendLauncher
            kind="room"
            onClose={() => setCreating(false)}
            onSent={(id) => {
              reload();
              setOpenJob(id);
            }}
          />
        </Suspense>
      )}
      {openJob && (
        <Suspense fallback={null}>
          <BulkSendJobDialog
            jobId={openJob}
            load={getBulkSend}
            cancel={cancelBulkSend}
            onClose={() => setOpenJob(null)}
            onChanged={reload}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
