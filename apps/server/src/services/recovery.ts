import { ACTIVATION_TOKEN_TTL_MS, CONSOLE_BASE, ErrorCode, RESET_TOKEN_TTL_MS } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import type { Mailer } from '../plugins/mail.ts';
import { apiCredentialsRepository } from '../repositories/api-credentials.ts';
import { auditRepository } from '../repositories/audit.ts';
import { oneTimeTokensRepository } from '../repositories/one-time-tokens.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { sessionsRepository } from '../repositories/sessions.ts';
import { type UserRow, usersRepository } from '../repositories/users.ts';
import { normaliseEmail } from './accounts.ts';
import { forgetPasswordFailures } from './password-guard.ts';
import { hashPassword } from './passwords.ts';
import { forgetCachedSessions } from './sessions.ts';

/** Reset mails allowed per e-mail and per IP in ten minutes. */
export const RESET_MAIL_LIMIT = 5;
/** New-password submissions allowed per IP in ten minutes. */
export const RESET_SUBMIT_LIMIT = 10;
const RESET_WINDOW_MS = 10 * 60 * 1000;

/** `a***@example.com`: enough for the user to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Mails a reset link when the e-mail has an account. The answer is the same either way, so the endpoint does
 * not reveal which e-mails are registered.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  mailer: Mailer,
  request: { email: string; origin: string; ip: string | null },
): Promise<void> {
  const now = Date.now();
  const email = normaliseEmail(request.email);
  const limits = rateLimitsRepository(db);
  for (const key of [`reset:email:${email}`, `reset:ip:${request.ip}`]) {
    if ((await limits.hit(key, RESET_WINDOW_MS, now)) > RESET_MAIL_LIMIT) {
      throw new AppError(ErrorCode.RATE_LIMITED, '发送过于频繁，请十分钟后再试', 429);
    }
  }
  const user = await usersRepository(db).findByEmail(email);
  if (!user) return;
  const token = await oneTimeTokensRepository(db).issue(user.id, 'reset', RESET_TOKEN_TTL_MS, now);
  const link = `${request.origin}${CONSOLE_BASE}reset-psd?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: '重置你的智能微秘书密码',
    text: `你好，${user.name}：\n\n请在 30 分钟内打开下面的链接设置新密码（链接只能使用一次）：\n${link}\n\n如果这不是你本人的操作，请忽略本邮件。`,
    link,
  });
  await auditRepository(db).record('password_reset_requested', { userId: user.id, ip: request.ip }, now);
}

/** Whether a reset link still works; answers the masked e-mail it is for. */
export async function checkPasswordReset(db: Kysely<Database>, token: string): Promise<{ email: string }> {
  const userId = await oneTimeTokensRepository(db).peek(token, 'reset', Date.now());
  const user = userId ? await usersRepository(db).findById(userId) : undefined;
  if (!user) throw new AppError(ErrorCode.LINK_EXPIRED);
  return { email: maskEmail(user.email) };
}

/**
 * Sets the new password and, in one transaction: uses up this link and every other reset link of the account,
 * marks the e-mail verified (the link reached it), ends every session (the user logs in again) and replaces the
 * robot's key pair, so nothing a thief took with a session or the old password still works. Resolves to the
 * user's id, for what follows a robot key rotation (services/robot-key-rotation.ts).
 *
 * The link is checked before the password is hashed: a bad token costs no argon2 work. Attempts are limited
 * per client address.
 */
export async function resetPassword(
  db: Kysely<Database>,
  request: { token: string; password: string; ip: string | null },
): Promise<string> {
  const limits = rateLimitsRepository(db);
  if ((await limits.hit(`reset-submit:ip:${request.ip}`, RESET_WINDOW_MS, Date.now())) > RESET_SUBMIT_LIMIT) {
    throw new AppError(ErrorCode.RATE_LIMITED, '重置密码的尝试过于频繁，请十分钟后再试', 429);
  }
  const tokens = oneTimeTokensRepository(db);
  const owner = await tokens.peek(request.token, 'reset', Date.now());
  if (!owner) throw new AppError(ErrorCode.LINK_EXPIRED);
  const passwordHash = await hashPassword(request.password);
  const now = Date.now();
  const user = await db.transaction().execute(async (trx) => {
    // Consumed only now, so a reset refused while the server was busy leaves the link usable.
    const userId = await oneTimeTokensRepository(trx).consume(request.token, 'reset', now);
    if (!userId) throw new AppError(ErrorCode.LINK_EXPIRED);
    const users = usersRepository(trx);
    await users.setPasswordHash(userId, passwordHash, now);
    await users.setEmailVerified(userId, now);
    await oneTimeTokensRepository(trx).useAllOfUser(userId, 'reset', now);
    await sessionsRepository(trx).revokeAllOfUser(userId, now);
    await apiCredentialsRepository(trx, 'robot').rotate(userId, now);
    return users.findById(userId);
  });
  if (!user) throw new AppError(ErrorCode.LINK_EXPIRED);
  forgetCachedSessions(db, user.id);
  await forgetPasswordFailures(db, user.email);
  const audit = auditRepository(db);
  await audit.record('password_reset', { userId: user.id, ip: request.ip }, now);
  await audit.record(
    'api_key_rotated',
    { userId: user.id, ip: request.ip, detail: { kind: 'robot', by: 'password_reset' } },
    now,
  );
  return user.id;
}

/** Mails the activation link of a new account. */
export async function sendActivationMail(
  db: Kysely<Database>,
  mailer: Mailer,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
  origin: string,
): Promise<void> {
  const token = await oneTimeTokensRepository(db).issue(user.id, 'activate', ACTIVATION_TOKEN_TTL_MS, Date.now());
  const link = `${origin}${CONSOLE_BASE}activeemail?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: '激活你的智能微秘书账号',
    text: `你好，${user.name}：\n\n欢迎使用智能微秘书。请在 24 小时内打开下面的链接激活账号：\n${link}`,
    link,
  });
}

export async function activateEmail(db: Kysely<Database>, token: string): Promise<void> {
  const now = Date.now();
  const userId = await oneTimeTokensRepository(db).consume(token, 'activate', now);
  if (!userId) throw new AppError(ErrorCode.LINK_EXPIRED);
  await usersRepository(db).setEmailVerified(userId, now);
}
