import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { AuthCard } from '../AuthCard';
import { AuthLink } from '../AuthLink';
import { SignupForm, type SignupFormProps } from './SignupForm';

/** The sign-up page as it looks. */
export function SignupView(props: SignupFormProps) {
  const t = useMessages().auth;
  return (
    <AuthCard
      title={t.signupTitle}
      subtitle={t.signupSubtitle}
      footer={
        <span>
          {t.haveAccount}
          <AuthLink to={paths.login.getHref()}>{t.toLogin}</AuthLink>
        </span>
      }
    >
      <SignupForm {...props} />
    </AuthCard>
  );
}
