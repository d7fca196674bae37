import { type RobotConfigRecord, RobotStatus } from '@weassit/contract';
import { Alert, Button, PageWrapper, Skeleton, SkeletonRegion } from '@weassit/ui';
import type { ReactNode } from 'react';
import { column } from '../../../components/column.css';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import * as styles from './DashboardView.css';
import { checklistPending, FirstRunChecklist } from './FirstRunChecklist';
import type { Notice } from './get-notices';
import type { RobotStatusInfo } from './get-robot-status';
import { useDashboardMessages } from './messages';
import { NoticeList } from './NoticeList';
import { RobotStatusCard } from './RobotStatusCard';
import { VerifyCodeCard } from './VerifyCodeCard';

export interface DashboardViewProps {
  /**
   * The first answers (config, robot status) are not in yet: the cards' place shows placeholders, as the cards
   * that show depend on those answers.
   */
  isLoading?: boolean;
  status: RobotStatusInfo | null;
  /** The config record: undefined while loading, null when none was saved yet. */
  config: RobotConfigRecord | null | undefined;
  notices: Notice[] | undefined;
  onSubmitVerifyCode: (verifyCode: string) => Promise<void>;
  /** Opens the basic config page. */
  onOpenConfig: () => void;
  /** Opens the open API page (vip-guarded by the caller). */
  onOpenApiKey: () => void;
  /** 数据统计, below the cards (the page passes the loading section; stories pass a state of their choosing). */
  stats?: ReactNode;
}

/**
 * The home page: config check, first-run checklist, robot status with the QR code, verify code, notices, and
 * 数据统计.
 */
export function DashboardView({
  isLoading = false,
  status,
  config,
  notices,
  onSubmitVerifyCode,
  onOpenConfig,
  onOpenApiKey,
  stats,
}: DashboardViewProps) {
  const t = useConsoleMessages();
  const texts = useDashboardMessages();
  const checklist = {
    hasConfig: Boolean(config),
    usedApiKey: Boolean(status?.configFetchedAt) || status?.status === RobotStatus.LOGGED_IN,
    isConnected: status?.status === RobotStatus.LOGGED_IN,
  };
  return (
    <PageWrapper title={t.routes.dashboardMain}>
      <SkeletonRegion isLoading={isLoading} loadingLabel={texts.loading} skeleton={<DashboardSkeleton />}>
        <div className={column.lg}>
          {config === null && (
            <Alert
              variant="warning"
              title={t.config.missing}
              action={
                <Button size="sm" onPress={onOpenConfig}>
                  {t.config.toInit}
                </Button>
              }
            />
          )}
          {config !== undefined && status !== null && checklistPending(checklist) && (
            <FirstRunChecklist {...checklist} onCreateConfig={onOpenConfig} onGetApiKey={onOpenApiKey} />
          )}
          <div className={styles.columns}>
            <RobotStatusCard info={status} />
            <div className={column.lg}>
              <VerifyCodeCard
                currentCode={config?.verifyCode || undefined}
                onSubmit={onSubmitVerifyCode}
                isDisabled={!config}
              />
              <NoticeList notices={notices} />
            </div>
          </div>
          {stats}
        </div>
      </SkeletonRegion>
    </PageWrapper>
  );
}

/** The cards' places while the first answers are on their way. */
function DashboardSkeleton() {
  return (
    <div className={styles.columns}>
      <Skeleton variant="rect" height={320} />
      <div className={column.lg}>
        <Skeleton variant="rect" height={200} />
        <Skeleton variant="rect" height={140} />
      </div>
    </div>
  );
}
