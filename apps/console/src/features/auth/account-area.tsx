import { ActiveEmailPage } from './pages/ActiveEmailPage';
import { PasswordForgetPage } from './pages/PasswordForgetPage';
import { ResetPsdPage } from './pages/ResetPsdPage';
import { SignupPage } from './pages/SignupPage';

/** The account pages besides login: sign-up, password reset and e-mail activation. */
export const pages = {
  signup: SignupPage,
  passwordForget: PasswordForgetPage,
  resetPsd: ResetPsdPage,
  activeemail: ActiveEmailPage,
};
