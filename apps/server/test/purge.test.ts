import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashToken } from '../src/lib/ids.ts';
import { PURGE_GRACE_MS, PURGE_INTERVAL_MS, purgeExpiredRows } from '../src/services/purge.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const HOUR = 60 * 60 * 1000;

/** Rows that ended longer ago than the grace (`old-…`), and rows still live or only just ended (`live-…`). */
async function seed(app: App, userId: string, now: number) {
  const db = app.db.kysely;
  const longAgo = now - PURGE_GRACE_MS - HOUR;
  const recently = now - HOUR;
  await db
    .insertInto('rate_limits')
    .values([
      { key: 'old-window', count: 3, window_started_at: longAgo },
      { key: 'live-window', count: 3, window_started_at: recently },
    ])
    .execute();
  const ticket = (id: string, expiresAt: number) => ({
    id,
    secret_hash: hashToken(id),
    status: 'pending' as const,
    user_id: null,
    requester_ip: null,
    requester_agent: null,
    created_at: expiresAt - 120_000,
    expires_at: expiresAt,
  });
  await db
    .insertInto('qr_logins')
    .values([ticket('old-ticket', longAgo), ticket('live-ticket', now + 60_000), ticket('live-just-expired', recently)])
    .execute();
  const session = (token: string, expiresAt: number, revokedAt: number | null) => ({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: longAgo - HOUR,
    last_used_at: longAgo - HOUR,
    expires_at: expiresAt,
    revoked_at: revokedAt,
    ip: null,
    user_agent: null,
  });
  await db
    .insertInto('sessions')
    .values([
      session('old-expired', longAgo, null),
      session('old-revoked', now + HOUR, longAgo),
      session('live-session', now + HOUR, null),
      session('live-just-revoked', now + HOUR, recently),
    ])
    .execute();
  const token = (name: string, expiresAt: number, usedAt: number | null) => ({
    token_hash: hashToken(name),
    user_id: userId,
    purpose: 'reset' as const,
    created_at: expiresAt - HOUR,
    expires_at: expiresAt,
    used_at: usedAt,
  });
  const throttle = (account: string, updatedAt: number) => ({
    account,
    address: '192.0.2.1',
    attempts: 3,
    window_started_at: updatedAt,
    locked_until: 0,
    next_lock_ms: 60_000,
    updated_at: updatedAt,
  });
  await db
    .insertInto('login_throttles')
    .values([throttle('idle@example.com', longAgo), throttle('live@example.com', recently)])
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values([
      token('old-expired', longAgo, null),
      token('old-used', now + HOUR, longAgo),
      token('live-token', now + HOUR, null),
      token('live-just-used', now + HOUR, recently),
    ])
    .execute();
}

/** What is left of the seeded rows, by name. */
async function remaining(app: App) {
  const db = app.db.kysely;
  const hashes = (rows: { token_hash: string }[]) => rows.map((r) => r.token_hash);
  const named = (names: string[], present: string[]) => names.filter((n) => present.includes(hashToken(n))).sort();
  const sessionNames = ['old-expired', 'old-revoked', 'live-session', 'live-just-revoked'];
  const tokenNames = ['old-expired', 'old-used', 'live-token', 'live-just-used'];
  return {
    rateLimits: (
      await db.selectFrom('rate_limits').select('key').where('key', 'in', ['old-window', 'live-window']).execute()
    )
      .map((r) => r.key)
      .sort(),
    qrLogins: (await db.selectFrom('qr_logins').select('id').execute()).map((r) => r.id).sort(),
    sessions: named(sessionNames, hashes(await db.selectFrom('sessions').select('token_hash').execute())),
    oneTimeTokens: named(tokenNames, hashes(await db.selectFrom('one_time_tokens').select('token_hash').execute())),
    loginThrottles: (
      await db
        .selectFrom('login_throttles')
        .select('account')
        .where('account', 'in', ['idle@example.com', 'live@example.com'])
        .execute()
    )
      .map((r) => r.account)
      .sort(),
  };
}

const LIVE = {
  rateLimits: ['live-window'],
  qrLogins: ['live-just-expired', 'live-ticket'],
  sessions: ['live-just-revoked', 'live-session'],
  oneTimeTokens: ['live-just-used', 'live-token'],
  loginThrottles: ['live@example.com'],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('purge of expired rows', () => {
  it('deletes rate-limit windows, QR tickets, sessions and one-time tokens that ended long ago, and keeps the rest', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const now = Date.now();
    await seed(app, user.userId, now);

    expect(await purgeExpiredRows(app.db.kysely, now)).toEqual({
      rateLimits: 1,
      qrLogins: 1,
      sessions: 2,
      oneTimeTokens: 2,
      loginThrottles: 1,
      bulkSends: 0,
    });
    expect(await remaining(app)).toEqual(LIVE);
    // The sign-up's own session and activation link are live and stay.
    expect(
      await app.db.kysely.selectFrom('sessions').select('token_hash').where('user_id', '=', user.userId).execute(),
    ).toHaveLength(3);
    expect(await purgeExpiredRows(app.db.kysely, now)).toEqual({
      rateLimits: 0,
      qrLogins: 0,
      sessions: 0,
      oneTimeTokens: 0,
      loginThrottles: 0,
      bulkSends: 0,
    });
  });

  it('runs on its own every interval while the server runs, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp(await testConfig(), { logger: false });
    try {
      const user = await signupAndLogin(app);
      await seed(app, user.userId, Date.now());
      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await expect.poll(() => remaining(app)).toEqual(LIVE);
    } finally {
      await app.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
