import { AccountSecurityPage } from './security/AccountSecurityPage';

/** The account security page's chunk (a console page, apart from the sign-up and reset pages' chunk). */
export const pages = { accountSecurity: AccountSecurityPage };
