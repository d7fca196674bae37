import { BULK_SEND_RETENTION_DAYS } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bulkSendJobsRepository } from '../repositories/bulk-sends.ts';
import { loginThrottlesRepository } from '../repositories/login-throttles.ts';
import { oneTimeTokensRepository } from '../repositories/one-time-tokens.ts';
import { qrLoginsRepository } from '../repositories/qr-logins.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { sessionsRepository } from '../repositories/sessions.ts';

/**
 * How long a row is kept after it stopped working: a day, so a link or session used a moment ago still gets
 * "expired" rather than "unknown", and far longer than the longest rate-limit window (ten minutes).
 */
export const PURGE_GRACE_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the server purges (plugins/purge.ts). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface PurgeCounts {
  rateLimits: number;
  qrLogins: number;
  sessions: number;
  oneTimeTokens: number;
  loginThrottles: number;
  bulkSends: number;
}

/**
 * Deletes the rows nothing reads any more: rate-limit counters, log-in throttles, scan-to-log-in tickets, sessions
 * and mailed one-time tokens that ended more than PURGE_GRACE_MS before `now`, and bulk send jobs that finished
 * more than BULK_SEND_RETENTION_DAYS before. Without it these tables only grow (every failed log-in, every QR
 * code and every 群发 adds rows). Safe to run from several processes at once.
 */
export async function purgeExpiredRows(db: Kysely<Database>, now: number): Promise<PurgeCounts> {
  const before = now - PURGE_GRACE_MS;
  return {
    rateLimits: await rateLimitsRepository(db).purgeStartedBefore(before),
    qrLogins: await qrLoginsRepository(db).purgeExpiredBefore(before),
    sessions: await sessionsRepository(db).purgeEndedBefore(before),
    oneTimeTokens: await oneTimeTokensRepository(db).purgeEndedBefore(before),
    // Lock-outs last an hour at most: a pair idle for a day has nothing left to remember.
    loginThrottles: await loginThrottlesRepository(db).purgeIdleBefore(before),
    // 群发 jobs are kept for the user to look back on, then go with their recipients.
    bulkSends: await bulkSendJobsRepository(db).purgeFinishedBefore(now - BULK_SEND_RETENTION_DAYS * DAY_MS),
  };
}
