import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { notify } from '../../../lib/notify';
import { checkResetPassword } from './check-reset-password';
import { type ResetLinkState, ResetPsdView } from './ResetPsdView';
import { resetPassword } from './reset-password';

/** The page of the mailed reset link (`?token=`): checks it, sets the new password, then goes to login. */
export function ResetPsdPage() {
  const t = useMessages();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [link, setLink] = useState<ResetLinkState>({ status: token ? 'checking' : 'invalid' });
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkResetPassword(token).then(
      ({ email }) => live && setLink({ status: 'ready', email }),
      () => live && setLink({ status: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = async (password: string) => {
    setPending(true);
    try {
      await resetPassword(token, password);
    } catch {
      setPending(false);
      return;
    }
    notify.success(t.auth.resetDone);
    navigate(paths.login.getHref(), { replace: true });
  };

  return <ResetPsdView link={link} onSubmit={onSubmit} isPending={isPending} />;
}
