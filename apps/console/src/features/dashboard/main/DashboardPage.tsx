import { isLoggedOutCode, type RobotConfigRecord } from '@weassit/contract';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { getRobotConfig } from '../../../lib/robot-config';
import { userIdAtom } from '../../../lib/session';
import { useVipGuard } from '../../../lib/vip';
import { robotStatusAtom } from './atoms';
import { DashboardView } from './DashboardView';
import { getNotices, type Notice } from './get-notices';
import { getRobotStatus, type RobotStatusInfo } from './get-robot-status';
import { useDashboardMessages } from './messages';
import { peekDashboardAnswers, takeDashboardPrefetch } from './prefetch';
import { setVerifyCode } from './set-verify-code';
import { usePolling } from './use-polling';

/**
 * 数据统计 comes as a chunk of its own (its widgets, and the charts' own chunk behind it), after the cards: the
 * robot's status is what a first visit is for.
 */
const DashboardStats = lazy(() => import('./lazy/DashboardStats'));

/** How often the robot's status (and its QR code) is refreshed while the page is visible. */
export const STATUS_POLL_MS = 3_000;

const stopOnLoggedOut = (error: unknown) => error instanceof ApiError && isLoggedOutCode(error.code);

/**
 * The dashboard's data: the config (once), the notices (once) and the robot's status (polled), taken from the
 * boot's prefetch when there is one (answers already in are there for the first render). The page shows its
 * placeholder until the config and the first status are in (or failed): they decide which cards show, so they
 * come in one go rather than pushing the page about.
 */
export function DashboardPage() {
  const t = useDashboardMessages();
  const navigate = useNavigate();
  const guardVip = useVipGuard();
  const userId = useAtomValue(userIdAtom);
  const [early] = useState(() => peekDashboardAnswers(userId));
  const [status, setStatus] = useAtom(robotStatusAtom);
  const [config, setConfig] = useState<RobotConfigRecord | null | undefined>(early.config);
  const [configSettled, setConfigSettled] = useState(early.config !== undefined);
  const [statusSettled, setStatusSettled] = useState(early.status !== undefined);
  const [notices, setNotices] = useState<Notice[] | undefined>(early.notices);
  /** The prefetched status, used by the first poll. */
  const firstStatus = useRef<Promise<RobotStatusInfo> | undefined>(undefined);

  // Declared before the polling so that it runs first and hands the prefetched status to the first poll.
  useEffect(() => {
    let live = true;
    // Transitions: the cards render in short tasks when the answers come in.
    const settle = (update: () => void) => live && startTransition(update);
    // A prefetch that failed (quietly) is asked again through the API client, which shows why it fails.
    const prefetched = takeDashboardPrefetch(userId);
    firstStatus.current = prefetched?.status.catch(() => getRobotStatus());
    (prefetched?.config.catch(() => getRobotConfig(userId)) ?? getRobotConfig(userId))
      .then(
        (record) => settle(() => setConfig(record)),
        () => {},
      )
      .finally(() => settle(() => setConfigSettled(true)));
    (prefetched?.notices.catch(() => getNotices()) ?? getNotices()).then(
      (list) => settle(() => setNotices(list)),
      () => settle(() => setNotices([])),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  usePolling(
    async () => {
      const prefetched = firstStatus.current;
      firstStatus.current = undefined;
      try {
        setStatus(await (prefetched ?? getRobotStatus()));
      } finally {
        setStatusSettled(true);
      }
    },
    STATUS_POLL_MS,
    stopOnLoggedOut,
  );

  // Until the first poll has stored it, the status is the prefetched one (if it was in for the first render).
  const shownStatus = status ?? early.status ?? null;

  const onSubmitVerifyCode = async (verifyCode: string) => {
    await setVerifyCode({ verifyCode, id: config?.id, userId });
    setConfig((current) => (current ? { ...current, verifyCode } : current));
    notify.success(t.verifySaved);
  };

  return (
    <DashboardView
      isLoading={!configSettled || (shownStatus === null && !statusSettled)}
      status={shownStatus}
      config={config}
      notices={notices}
      onSubmitVerifyCode={onSubmitVerifyCode}
      onOpenConfig={() => navigate(paths.wechatIndex.getHref())}
      onOpenApiKey={() => guardVip(() => navigate(paths.oapi.getHref()))}
      stats={
        <Suspense fallback={null}>
          <DashboardStats />
        </Suspense>
      }
    />
  );
}
