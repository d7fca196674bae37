import { ErrorCode, SESSION_TTL_MS } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { hashToken, newToken } from '../lib/ids.ts';
import { sessionsRepository } from '../repositories/sessions.ts';

/** A session's expiry is pushed forward at most this often, so reads do not turn into a write each. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session for `userId` and returns its bearer token (shown once, stored only as a hash). */
export async function openSession(db: Kysely<Database>, userId: string, client: SessionClient): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await sessionsRepository(db).insert({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now,
    last_used_at: now,
    expires_at: now + SESSION_TTL_MS,
    revoked_at: null,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/**
 * Resolves a bearer token to its user id, or throws: 40001 without a token, 40003 for an unknown one, 40004
 * for an expired or revoked one. Extends a live session's expiry (sliding, 30 days).
 */
export async function authenticate(db: Kysely<Database>, token: string | undefined): Promise<string> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const tokenHash = hashToken(token);
  const sessions = sessionsRepository(db);
  const session = await sessions.find(tokenHash);
  if (!session) throw new AppError(ErrorCode.INVALID_TOKEN);
  const now = Date.now();
  if (session.revoked_at !== null || session.expires_at <= now) throw new AppError(ErrorCode.SESSION_EXPIRED);
  if (now - session.last_used_at >= TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, now, now + SESSION_TTL_MS);
  return session.user_id;
}

export async function closeSession(db: Kysely<Database>, token: string): Promise<void> {
  await sessionsRepository(db).revoke(hashToken(token), Date.now());
}
