import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { notify } from '../../../lib/notify';
import { getRobotConfig } from '../../../lib/robot-config';
import { startSessionAtom } from '../../../lib/session';
import { useHealth } from '../../../lib/use-health';
import { LoginView } from './LoginView';
import { type LoginInput, login } from './login';

/**
 * Logs in, stores the session, then goes back to the page that sent the visitor here (`redirect`), or to
 * /dashboard; a user without a saved config goes to /wechat with 新注册用户，请先初始化配置文件 (spec §2).
 */
export function LoginPage() {
  const t = useMessages();
  const health = useHealth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const startSession = useSetAtom(startSessionAtom);
  const [isPending, setPending] = useState(false);
  const defaultEmail = (location.state as { email?: string } | null)?.email;

  const onSubmit = async (values: LoginInput) => {
    setPending(true);
    let session: { token: string; userId: string };
    try {
      session = await login(values);
    } catch {
      // The API client shows why.
      setPending(false);
      return;
    }
    startSession(session);
    const config = await getRobotConfig(session.userId).catch(() => undefined);
    if (config === null) {
      notify.warning(t.config.firstLogin, 5_000);
      navigate(paths.wechat.getHref(), { replace: true });
    } else {
      navigate(safeRedirect(params.get('redirect')) ?? paths.dashboard.getHref(), { replace: true });
    }
  };

  return <LoginView onSubmit={onSubmit} isPending={isPending} defaultEmail={defaultEmail} health={health} />;
}
