import { ErrorCode, SESSION_TTL_MS } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { hashToken, newToken } from '../lib/ids.ts';
import { sessionsRepository } from '../repositories/sessions.ts';

/** A session's expiry is pushed forward at most this often, so reads do not turn into a write each. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long a validated session is trusted without asking the database again, and how many are kept. The
 * lookup was a third of an authenticated request's cost (decision 006). Revocations made by this process
 * (log-out, password reset) drop the entry at once; another process's take effect within this delay.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_SIZE = 10_000;

interface CachedSession {
  userId: string;
  /** When this entry must be checked against the database again (never after the session's own expiry). */
  until: number;
}

/** One cache per database (tests build many servers in one process), keyed by token hash. */
const caches = new WeakMap<Kysely<Database>, Map<string, CachedSession>>();

function cacheOf(db: Kysely<Database>): Map<string, CachedSession> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function remember(db: Kysely<Database>, tokenHash: string, userId: string, until: number): void {
  const cache = cacheOf(db);
  // Insertion order is age order: when full, the oldest entry goes.
  if (cache.size >= SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(tokenHash, { userId, until });
}

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

function cachedUserId(db: Kysely<Database>, tokenHash: string, now: number): string | undefined {
  const cached = caches.get(db)?.get(tokenHash);
  return cached && cached.until > now ? cached.userId : undefined;
}

/** The user of a session validated within the last few seconds, without a database round trip. */
export function recentlyAuthenticated(db: Kysely<Database>, token: string | undefined): string | undefined {
  return token ? cachedUserId(db, hashToken(token), Date.now()) : undefined;
}

/**
 * Resolves a bearer token to its user id, or throws: 40001 without a token, 40003 for an unknown one, 40004
 * for an expired or revoked one. Extends a live session's expiry (sliding, 30 days).
 */
export async function authenticate(db: Kysely<Database>, token: string | undefined): Promise<string> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cached = cachedUserId(db, tokenHash, now);
  if (cached) return cached;
  const sessions = sessionsRepository(db);
  const session = await sessions.find(tokenHash);
  if (!session) throw new AppError(ErrorCode.INVALID_TOKEN);
  if (session.revoked_at !== null || session.expires_at <= now) throw new AppError(ErrorCode.SESSION_EXPIRED);
  if (now - session.last_used_at >= TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, now, now + SESSION_TTL_MS);
  remember(db, tokenHash, session.user_id, Math.min(now + SESSION_CACHE_MS, session.expires_at));
  return session.user_id;
}

export async function closeSession(db: Kysely<Database>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await sessionsRepository(db).revoke(tokenHash, Date.now());
  caches.get(db)?.delete(tokenHash);
}

/** Revokes every session of `userId`. */
export async function closeAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await sessionsRepository(db).revokeAllOfUser(userId, Date.now());
  forgetCachedSessions(db, userId);
}

/**
 * Drops this process's cached sessions of `userId` (but `keep`, a token hash), after their revocation was
 * written: a revoked session must not live on for the cache's few seconds here.
 */
export function forgetCachedSessions(db: Kysely<Database>, userId: string, keep?: string): void {
  const cache = caches.get(db);
  for (const [tokenHash, entry] of cache ?? []) {
    if (entry.userId === userId && tokenHash !== keep) cache?.delete(tokenHash);
  }
}

/** Drops one cached session (revoked by its hash). */
export function forgetCachedSession(db: Kysely<Database>, tokenHash: string): void {
  caches.get(db)?.delete(tokenHash);
}
