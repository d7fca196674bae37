import crypto from 'node:crypto';
import { type ApiCredentials, type ApiKeyKind, type ApiKeys, ErrorCode, type SessionInfo } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { hashToken } from '../lib/ids.ts';
import { type ApiCredentialsRow, apiCredentialsRepository } from '../repositories/api-credentials.ts';
import { auditRepository } from '../repositories/audit.ts';
import { sessionsRepository } from '../repositories/sessions.ts';
import { type UserRow, usersRepository } from '../repositories/users.ts';
import { checkPassword } from './password-guard.ts';
import { hashPassword } from './passwords.ts';
import { forgetCachedSession, forgetCachedSessions } from './sessions.ts';

/** Sessions listed on the account page: far more than one person's devices. */
const SESSION_LIST_LIMIT = 50;

/** Who asks: the logged-in user, their session token and address. */
export interface AccountCaller {
  userId: string;
  token: string;
  ip: string | null;
}

/** A session's public id: a hash of its token hash, so listing sessions shows nothing a thief could use. */
export function sessionPublicId(tokenHash: string): string {
  return crypto.createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 32);
}

const toCredentials = (row: ApiCredentialsRow): ApiCredentials => ({ apiKey: row.api_key, apiSecret: row.api_secret });

/**
 * The caller's account once its password is given again: what a stolen session alone must not do asks for it.
 * Wrong passwords count against the same throttle as log-ins from that address.
 */
async function confirmPassword(db: Kysely<Database>, caller: AccountCaller, password: string): Promise<UserRow> {
  const user = await usersRepository(db).findById(caller.userId);
  if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
  const ok = await checkPassword(db, {
    account: user.email,
    address: caller.ip,
    passwordHash: user.password_hash,
    password,
    purpose: 'confirm',
  });
  if (!ok) throw new AppError(ErrorCode.WRONG_CREDENTIALS, '密码不正确');
  return user;
}

/** Sets a new password after checking the current one, and ends every other session of the account. */
export async function changePassword(
  db: Kysely<Database>,
  caller: AccountCaller,
  request: { currentPassword: string; newPassword: string },
): Promise<void> {
  await confirmPassword(db, caller, request.currentPassword);
  const passwordHash = await hashPassword(request.newPassword);
  const now = Date.now();
  const keep = hashToken(caller.token);
  await db.transaction().execute(async (trx) => {
    await usersRepository(trx).setPasswordHash(caller.userId, passwordHash, now);
    await sessionsRepository(trx).revokeOthersOfUser(caller.userId, keep, now);
  });
  forgetCachedSessions(db, caller.userId, keep);
  await auditRepository(db).record('password_changed', { userId: caller.userId, ip: caller.ip }, now);
}

/** The caller's live sessions, most recently used first, the caller's own marked. */
export async function listSessions(db: Kysely<Database>, caller: AccountCaller): Promise<SessionInfo[]> {
  const current = hashToken(caller.token);
  const rows = await sessionsRepository(db).listLiveOfUser(caller.userId, Date.now(), SESSION_LIST_LIMIT);
  return rows.map((row) => ({
    id: sessionPublicId(row.token_hash),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    ip: row.ip,
    userAgent: row.user_agent,
    current: row.token_hash === current,
  }));
}

/** Ends one of the caller's live sessions by its public id; another user's id is simply not found. */
export async function revokeSession(db: Kysely<Database>, caller: AccountCaller, id: string): Promise<void> {
  const now = Date.now();
  const sessions = sessionsRepository(db);
  const tokenHash = (await sessions.liveHashesOfUser(caller.userId, now)).find((hash) => sessionPublicId(hash) === id);
  if (!tokenHash || !(await sessions.revokeOfUser(caller.userId, tokenHash, now))) {
    throw new AppError(ErrorCode.NOT_FOUND, '会话不存在或已结束');
  }
  forgetCachedSession(db, tokenHash);
  await auditRepository(db).record('session_revoked', { userId: caller.userId, ip: caller.ip }, now);
}

/**
 * Ends every session of the account, the caller's included, and replaces the robot's key pair: whoever held a
 * session may have read it. Asks for the password, since a thief could otherwise cut the owner's robot off.
 */
export async function logoutEverywhere(db: Kysely<Database>, caller: AccountCaller, password: string): Promise<void> {
  await confirmPassword(db, caller, password);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await sessionsRepository(trx).revokeAllOfUser(caller.userId, now);
    await apiCredentialsRepository(trx, 'robot').rotate(caller.userId, now);
  });
  forgetCachedSessions(db, caller.userId);
  const audit = auditRepository(db);
  await audit.record('logout_everywhere', { userId: caller.userId, ip: caller.ip }, now);
  await audit.record(
    'api_key_rotated',
    { userId: caller.userId, ip: caller.ip, detail: { kind: 'robot', by: 'logout_everywhere' } },
    now,
  );
}

/** Both key pairs (each created on first use), once the password is given again. */
export async function revealApiKeys(db: Kysely<Database>, caller: AccountCaller, password: string): Promise<ApiKeys> {
  await confirmPassword(db, caller, password);
  const now = Date.now();
  const robot = await apiCredentialsRepository(db, 'robot').getOrCreate(caller.userId, now);
  const openApi = await apiCredentialsRepository(db, 'openApi').getOrCreate(caller.userId, now);
  await auditRepository(db).record('api_keys_revealed', { userId: caller.userId, ip: caller.ip }, now);
  return { robot: toCredentials(robot), openApi: toCredentials(openApi) };
}

/** Replaces one key pair, once the password is given again; the old pair stops working at once. */
export async function resetApiKey(
  db: Kysely<Database>,
  caller: AccountCaller,
  request: { kind: ApiKeyKind; password: string },
): Promise<ApiCredentials> {
  await confirmPassword(db, caller, request.password);
  const now = Date.now();
  const row = await apiCredentialsRepository(db, request.kind).rotate(caller.userId, now);
  await auditRepository(db).record(
    'api_key_rotated',
    { userId: caller.userId, ip: caller.ip, detail: { kind: request.kind } },
    now,
  );
  return toCredentials(row);
}
