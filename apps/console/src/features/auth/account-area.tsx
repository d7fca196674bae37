import { ActiveEmailPage } from './activeemail/ActiveEmailPage';
import { PasswordForgetPage } from './password-forget/PasswordForgetPage';
import { ResetPsdPage } from './reset-psd/ResetPsdPage';
import { SignupPage } from './signup/SignupPage';

/** The account pages besides login: sign-up, password reset and e-mail activation. */
export const pages = {
  signup: SignupPage,
  passwordForget: PasswordForgetPage,
  resetPsd: ResetPsdPage,
  activeemail: ActiveEmailPage,
};
