/**
 * Accounts and sessions (spec §3 "User info", §5 "Sign-up and login", §7 "Account"): the request shapes both
 * the console's forms and the server validate, with the messages a person sees.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role } from './account-constants.ts';
import { EMAIL_MAX_LENGTH, isEmail } from './checks.ts';
import { cleanDisplayName } from './display-name.ts';

// Zod runs every check even after one fails unless it aborts: the length check must, so that no pattern
// ever runs over an over-long input (the format check is linear as well).
const email = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, '请输入邮箱')
  .max(EMAIL_MAX_LENGTH, { message: '邮箱过长', abort: true })
  .refine(isEmail, '邮箱格式不正确');

const password = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .max(PASSWORD_MAX_LENGTH, `密码不能超过 ${PASSWORD_MAX_LENGTH} 位`);

/** Reserved for a second factor: accepted and ignored until one exists. */
const codeFields = {
  codeType: z.union([z.number().int(), z.string().max(16)]).optional(),
  code: z.string().max(64).optional(),
};

export const signupSchema = z.object({
  // Stored without control and bidi characters: other people see the name (cleanDisplayName).
  name: z
    .string({ error: '请输入用户名' })
    .transform(cleanDisplayName)
    .pipe(z.string().trim().min(1, '请输入用户名').max(NAME_MAX_LENGTH, `用户名不能超过 ${NAME_MAX_LENGTH} 个字符`)),
  email,
  password: password.min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`),
  inviteCode: z.string().trim().max(64, '邀请码过长').optional(),
  ...codeFields,
});
export type SignupRequest = z.infer<typeof signupSchema>;

export const loginSchema = z.object({ email, password, ...codeFields });
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/login` answers this in `data`. */
export interface LoginResult {
  token: string;
  userId: string;
}

/** `POST /api/user/info` answers this in `data` (spec §3 "User info"). */
export interface UserInfo {
  userId: string;
  name: string;
  email: string;
  role: Role;
  roleInfo: { role: Role };
  customRole: { router: string[] };
  robotInfo: { robotId: string };
}

export const sendResetSchema = z.object({ email });

const token = z.string({ error: '链接无效或已过期' }).trim().min(16, '链接无效或已过期').max(128, '链接无效或已过期');

export const tokenQuerySchema = z.object({ token });

export const resetPasswordSchema = z.object({
  token,
  password: password.min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`),
});

export const feedbackSchema = z.object({
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(1, '请填写反馈内容')
    .max(2000, '反馈内容不能超过 2000 个字符'),
  contact: z.string().trim().max(100, '联系方式过长').optional(),
});

/** `GET /api/apiauth/get` and `/reset` answer this in `data`. */
export interface ApiCredentials {
  apiKey: string;
  apiSecret: string;
}

/** A scan-to-log-in request, as the waiting page sees it. */
export type QrLoginStatus = 'pending' | 'approved' | 'expired' | 'consumed';

export const qrLoginCheckSchema = z.object({ id: z.string().max(64), secret: z.string().max(128) });
export const qrLoginIdSchema = z.object({ id: z.string({ error: '二维码无效' }).max(64, '二维码无效') });
