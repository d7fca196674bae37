import { LoginPage } from './login/LoginPage';

/** The login page's chunk, kept apart from the other account pages (and their zod schemas) to stay small. */
export const pages = { login: LoginPage };
