import {
  ErrorCode,
  type LoginRequest,
  type LoginResult,
  type Role,
  type SignupRequest,
  type UserInfo,
} from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { newId } from '../lib/ids.ts';
import { auditRepository } from '../repositories/audit.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { type UserRow, usersRepository } from '../repositories/users.ts';
import { checkPassword } from './password-guard.ts';
import { hashPassword } from './passwords.ts';
import { openSession, type SessionClient } from './sessions.ts';

export { LOGIN_FAILURE_LIMIT } from './password-guard.ts';

const SIGNUP_WINDOW_MS = 60_000;
/** Sign-ups allowed per IP in a minute. */
export const SIGNUP_LIMIT = 10;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function signup(
  db: Kysely<Database>,
  request: SignupRequest,
  context: { ip: string | null; defaultRole: Role },
): Promise<{ id: string; email: string; name: string }> {
  const now = Date.now();
  const limits = rateLimitsRepository(db);
  if ((await limits.hit(`signup:ip:${context.ip}`, SIGNUP_WINDOW_MS, now)) > SIGNUP_LIMIT) {
    throw new AppError(ErrorCode.RATE_LIMITED, undefined, 429);
  }
  const email = normaliseEmail(request.email);
  const users = usersRepository(db);
  if (await users.findByEmail(email)) throw new AppError(ErrorCode.CONFLICT, '该邮箱已注册，请直接登录');
  // Hash before the insert: never hold a database write while argon2 runs.
  const passwordHash = await hashPassword(request.password);
  const userId = newId();
  const inserted = await users.insert(
    {
      id: userId,
      email,
      name: request.name,
      passwordHash,
      role: context.defaultRole,
      inviteCode: request.inviteCode || undefined,
      robotId: newId(),
    },
    now,
  );
  if (!inserted) throw new AppError(ErrorCode.CONFLICT, '该邮箱已注册，请直接登录');
  await auditRepository(db).record(
    'signup',
    { userId, ip: context.ip, detail: { inviteCode: request.inviteCode } },
    now,
  );
  return { id: userId, email, name: request.name };
}

export async function login(
  db: Kysely<Database>,
  request: LoginRequest,
  client: SessionClient,
  options: { requireVerifiedEmail: boolean } = { requireVerifiedEmail: false },
): Promise<LoginResult> {
  const email = normaliseEmail(request.email);
  const user = await usersRepository(db).findByEmail(email);
  const audit = auditRepository(db);
  const ok = await checkPassword(db, {
    account: email,
    address: client.ip,
    passwordHash: user?.password_hash,
    password: request.password,
    purpose: 'login',
  });
  const now = Date.now();
  if (!ok || !user) {
    await audit.record('login_failed', { userId: user?.id ?? null, ip: client.ip, detail: { email } }, now);
    throw new AppError(ErrorCode.WRONG_CREDENTIALS);
  }
  if (options.requireVerifiedEmail && user.email_verified !== 1) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  const token = await openSession(db, user.id, client);
  await audit.record('login_ok', { userId: user.id, ip: client.ip }, now);
  return { token, userId: user.id };
}

export function toUserInfo(user: UserRow): UserInfo {
  const role = user.role === 'vip' ? 'vip' : 'user';
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    role,
    roleInfo: { role },
    customRole: { router: parseRoutes(user.custom_routes) },
    robotInfo: { robotId: user.robot_id },
  };
}

function parseRoutes(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
