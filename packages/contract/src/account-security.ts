/**
 * The logged-in account's own security: changing the password, the list of sessions, logging out everywhere,
 * and the two API key pairs behind a password check. Shared by the account page, the open API page and the
 * server.
 */
import { z } from 'zod';
import { type ApiCredentials, loginSchema, resetPasswordSchema } from './account.ts';
import { API_KEY_KINDS, type ApiKeyKind, SESSION_ID_PATTERN } from './account-constants.ts';

/** The password of the account again, for what a stolen session alone must not do. */
const currentPassword = loginSchema.shape.password;

/** `POST /api/user/password`: the current password and the new one (the reset form's rules). */
export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: resetPasswordSchema.shape.password,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: '新密码不能与当前密码相同',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** `POST /api/logout/all` and `POST /api/apiauth/get`: the account's password. */
export const passwordCheckSchema = z.object({ password: currentPassword });
export type PasswordCheckRequest = z.infer<typeof passwordCheckSchema>;

/** `POST /api/apiauth/get` answers both pairs in `data`. */
export type ApiKeys = Record<ApiKeyKind, ApiCredentials>;

/** `POST /api/apiauth/reset`: which pair to replace, and the password. */
export const apiKeyResetSchema = z.object({
  password: currentPassword,
  kind: z.enum(API_KEY_KINDS, { error: '密钥类型只能是 robot 或 openApi' }),
});
export type ApiKeyResetRequest = z.infer<typeof apiKeyResetSchema>;

/** `POST /api/user/sessions/revoke`. */
export const sessionRevokeSchema = z.object({
  id: z.string({ error: '请指定要退出的会话' }).regex(SESSION_ID_PATTERN, '会话不存在或已结束'),
});

/** One live session of the account, as `GET /api/user/sessions` lists it (most recently used first). */
export interface SessionInfo {
  id: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
  /** The session that asked. */
  current: boolean;
}
