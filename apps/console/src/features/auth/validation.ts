import { isEmail } from '@weassit/contract';
import type { Messages } from '../../lib/i18n/zh-CN';

type AuthTexts = Messages['auth'];

/**
 * The login form's checks (spec §5: the e-mail is trimmed). They mirror `loginSchema` of @weassit/contract
 * without importing zod, which would double the login page's download; the server applies the schema itself.
 */
export function validateLoginEmail(value: string, texts: AuthTexts): string | null {
  const email = value.trim();
  if (!email) return texts.emailRequired;
  if (!isEmail(email)) return texts.emailInvalid;
  return null;
}

export function validateLoginPassword(value: string, texts: AuthTexts): string | null {
  return value ? null : texts.passwordRequired;
}
