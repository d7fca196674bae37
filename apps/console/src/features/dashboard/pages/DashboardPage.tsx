import { isLoggedOutCode, type RobotConfigRecord } from '@weassit/contract';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userIdAtom } from '../../../lib/session';
import { useVipGuard } from '../../../lib/vip';
import { getNotices, type Notice } from '../api/get-notices';
import { getRobotConfig } from '../api/get-robot-config';
import { getRobotStatus } from '../api/get-robot-status';
import { setVerifyCode } from '../api/set-verify-code';
import { robotStatusAtom } from '../atoms';
import { usePolling } from '../hooks/use-polling';
import { useDashboardMessages } from '../messages';
import { DashboardView } from './DashboardView';

/** How often the robot's status (and its QR code) is refreshed while the page is visible. */
export const STATUS_POLL_MS = 3_000;

const stopOnLoggedOut = (error: unknown) => error instanceof ApiError && isLoggedOutCode(error.code);

/** The dashboard's data: the config (once), the notices (once) and the robot's status (polled). */
export function DashboardPage() {
  const t = useDashboardMessages();
  const navigate = useNavigate();
  const guardVip = useVipGuard();
  const userId = useAtomValue(userIdAtom);
  const [status, setStatus] = useAtom(robotStatusAtom);
  const [config, setConfig] = useState<RobotConfigRecord | null | undefined>(undefined);
  const [notices, setNotices] = useState<Notice[] | undefined>(undefined);

  useEffect(() => {
    let live = true;
    getRobotConfig(userId).then(
      (record) => live && setConfig(record),
      () => {},
    );
    getNotices().then(
      (list) => live && setNotices(list),
      () => live && setNotices([]),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  usePolling(async () => setStatus(await getRobotStatus()), STATUS_POLL_MS, stopOnLoggedOut);

  const onSubmitVerifyCode = async (verifyCode: string) => {
    await setVerifyCode({ verifyCode, id: config?.id, userId });
    setConfig((current) => (current ? { ...current, verifyCode } : current));
    notify.success(t.verifySaved);
  };

  return (
    <DashboardView
      status={status}
      config={config}
      notices={notices}
      onSubmitVerifyCode={onSubmitVerifyCode}
      onOpenConfig={() => navigate(paths.wechatIndex.getHref())}
      onOpenApiKey={() => guardVip(() => navigate(paths.oapi.getHref()))}
    />
  );
}
