import type { RobotConfigRecord } from '@weassit/contract';
import { Alert, Button, PageWrapper, Skeleton } from '@weassit/ui';
import { type ReactNode, Suspense } from 'react';
import { column } from '../../components/column.css';
import { useConfigRecordMessages } from '../../lib/i18n/console/kit-config-record';

export interface ConfigRecordFrameProps {
  title: string | undefined;
  /** The config record: undefined while loading, null when none was saved yet. */
  record: RobotConfigRecord | null | undefined;
  /** The load failed (the client already said why). */
  loadFailed?: boolean;
  /** Another tab saved first (code 40900): the form must be reloaded before saving again. */
  hasConflict?: boolean;
  /** Loads the latest record again. */
  onReload: () => void;
  /** The (lazy) form for the stored config text, null before the first save. */
  children: (configText: string | null) => ReactNode;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton lines={8} />
    </div>
  );
}

/**
 * A page that edits part of the robot config as one form: loading, the load error with 重试, the missing-config
 * notice, the conflict notice with 重新加载, then the form (loaded after the page).
 */
export function ConfigRecordFrame({
  title,
  record,
  loadFailed = false,
  hasConflict = false,
  onReload,
  children,
}: ConfigRecordFrameProps) {
  const w = useConfigRecordMessages();
  const reload = (
    <Button size="sm" onPress={onReload}>
      {loadFailed ? w.retry : w.reload}
    </Button>
  );
  return (
    <PageWrapper title={title}>
      <div className={column.lg}>
        {loadFailed ? (
          <Alert variant="error" title={w.loadFailed} action={reload} />
        ) : record === undefined ? (
          <Loading label={w.loading} />
        ) : (
          <>
            {record === null && <Alert variant="warning" title={w.missing} />}
            {hasConflict && (
              <Alert variant="warning" role="alert" action={reload}>
                {w.conflict}
              </Alert>
            )}
            <Suspense fallback={<Loading label={w.loading} />}>{children(record?.config ?? null)}</Suspense>
          </>
        )}
      </div>
    </PageWrapper>
  );
}
