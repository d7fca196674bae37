import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { notify } from '../../../lib/notify';
import { inviteCodeAtom } from '../../../lib/session';
import { SignupView } from './SignupView';
import { type SignupInput, signup } from './signup';

/** Signs up (sending the saved invite code), then goes to the login page with the e-mail filled in. */
export function SignupPage() {
  const t = useMessages();
  const navigate = useNavigate();
  const inviteCode = useAtomValue(inviteCodeAtom);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (values: SignupInput) => {
    setPending(true);
    try {
      await signup(values);
    } catch {
      setPending(false);
      return;
    }
    notify.success(t.auth.signupSuccess);
    navigate(paths.login.getHref(), { replace: true, state: { email: values.email } });
  };

  return <SignupView onSubmit={onSubmit} isPending={isPending} inviteCode={inviteCode} />;
}
