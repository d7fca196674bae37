import { ServerStatus } from '../../../components/ServerStatus/ServerStatus';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import type { HealthState } from '../../../lib/use-health';
import { AuthCard } from '../AuthCard';
import { AuthLink } from '../AuthLink';
import { LoginForm, type LoginFormProps } from './LoginForm';

export interface LoginViewProps extends LoginFormProps {
  /** The server's health line under the form. */
  health?: HealthState;
}

/** The login page as it looks: the form, links to password reset and sign-up, the server's state. */
export function LoginView({ health, ...form }: LoginViewProps) {
  const t = useMessages().auth;
  return (
    <AuthCard
      title={t.loginTitle}
      subtitle={t.loginSubtitle}
      footer={
        <>
          <AuthLink to={paths.passwordForget.getHref()}>{t.forgotPassword}</AuthLink>
          <span>
            {t.noAccount}
            <AuthLink to={paths.signup.getHref()}>{t.toSignup}</AuthLink>
          </span>
        </>
      }
    >
      <LoginForm {...form} />
      {health && <ServerStatus health={health} />}
    </AuthCard>
  );
}
