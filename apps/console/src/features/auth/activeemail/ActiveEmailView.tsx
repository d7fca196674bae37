import { Alert, Spinner } from '@weassit/ui';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { AuthCard } from '../AuthCard';
import { AuthLink } from '../AuthLink';

export type ActivationState = 'activating' | 'done' | 'failed';

/** The result of the activation link. */
export function ActiveEmailView({ state }: { state: ActivationState }) {
  const t = useMessages().auth;
  return (
    <AuthCard title={t.activateTitle} footer={<AuthLink to={paths.login.getHref()}>{t.toLogin}</AuthLink>}>
      {state === 'activating' && <Spinner label={t.activating} />}
      {state === 'done' && <Alert variant="success">{t.activated}</Alert>}
      {state === 'failed' && <Alert variant="error">{t.activateFailed}</Alert>}
    </AuthCard>
  );
}
