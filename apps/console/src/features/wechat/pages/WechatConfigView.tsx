import type { RobotConfigRecord } from '@weassit/contract';
import { Alert, Button, PageWrapper, Skeleton } from '@weassit/ui';
import { Suspense } from 'react';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { lazyComponent } from '../../../lib/lazy-page';
import { useWechatMessages } from '../messages';

// The form and its checks (zod, through the contract's robotConfigSchema) load after the page: not on first visit.
const RobotConfigForm = lazyComponent(() => import('../components/RobotConfigForm'));

export interface WechatConfigViewProps {
  /** The config record: undefined while loading, null when none was saved yet. */
  record: RobotConfigRecord | null | undefined;
  /** The load failed (the client already said why). */
  loadFailed?: boolean;
  /** The save request is running. */
  isSaving?: boolean;
  /** Another tab saved first (code 40900): the form must be reloaded before saving again. */
  hasConflict?: boolean;
  /** Bumped to start the form afresh from `record` (after a reload). */
  formKey?: number;
  /** Called with the whole config text to store. */
  onSave: (configText: string) => void;
  /** Loads the latest record again. */
  onReload: () => void;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton lines={8} />
    </div>
  );
}

/** The basic config page (/wechat/index): the missing-config notice, a conflict notice and the config form. */
export function WechatConfigView({
  record,
  loadFailed = false,
  isSaving = false,
  hasConflict = false,
  formKey = 0,
  onSave,
  onReload,
}: WechatConfigViewProps) {
  const t = useConsoleMessages();
  const w = useWechatMessages();
  const reload = (
    <Button size="sm" onPress={onReload}>
      {loadFailed ? w.retry : w.reload}
    </Button>
  );
  return (
    <PageWrapper title={t.routes.wechatIndex}>
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
            <Suspense fallback={<Loading label={w.loading} />}>
              <RobotConfigForm key={formKey} configText={record?.config ?? null} isSaving={isSaving} onSave={onSave} />
            </Suspense>
          </>
        )}
      </div>
    </PageWrapper>
  );
}
