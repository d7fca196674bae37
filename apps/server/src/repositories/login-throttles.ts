import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How one kind of throttle behaves. */
export interface ThrottleRule {
  /** Attempts that may fail (or run at once) in a window before the pair is locked. */
  limit: number;
  windowMs: number;
  /** The first lock-out; each further one lasts twice as long, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** After this long without an attempt a pair starts over, its lock-outs forgotten. */
  memoryMs: number;
}

export interface ThrottleSlot {
  allowed: boolean;
  /** When a refused attempt may try again (epoch ms). */
  lockedUntil: number;
}

/**
 * Log-in throttles per (account, address) in the database, shared by every server process. Taking a slot is one
 * upsert whose new values are computed from the old row, so concurrent attempts cannot all read "under the
 * limit" before any of them counts (ON CONFLICT … DO UPDATE is atomic on SQLite and PostgreSQL alike).
 */
export function loginThrottlesRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts an attempt of `account` from `address` and says whether it may go on. The attempt that goes over the
     * limit locks the pair for `next_lock_ms` and doubles that for the next time.
     */
    async take(account: string, address: string, rule: ThrottleRule, now: number): Promise<ThrottleSlot> {
      const locked = sql<boolean>`(login_throttles.locked_until > ${now})`;
      const forgotten = sql<boolean>`(login_throttles.updated_at <= ${now - rule.memoryMs})`;
      const newWindow = sql<boolean>`(${forgotten} or login_throttles.window_started_at <= ${now - rule.windowMs})`;
      const overflow = sql<boolean>`(login_throttles.attempts + 1 > ${rule.limit})`;
      const doubled = sql<number>`case when login_throttles.next_lock_ms * 2 > ${rule.maxLockMs} then ${rule.maxLockMs} else login_throttles.next_lock_ms * 2 end`;
      const row = await db
        .insertInto('login_throttles')
        .values({
          account,
          address,
          attempts: 1,
          window_started_at: now,
          locked_until: 0,
          next_lock_ms: rule.firstLockMs,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['account', 'address']).doUpdateSet({
            attempts: sql<number>`case when ${locked} then login_throttles.attempts when ${newWindow} then 1 when ${overflow} then 0 else login_throttles.attempts + 1 end`,
            window_started_at: sql<number>`case when not ${locked} and ${newWindow} then ${now} else login_throttles.window_started_at end`,
            locked_until: sql<number>`case when ${locked} or ${newWindow} or not ${overflow} then login_throttles.locked_until else ${now} + login_throttles.next_lock_ms end`,
            next_lock_ms: sql<number>`case when ${locked} then login_throttles.next_lock_ms when ${forgotten} then ${rule.firstLockMs} when ${newWindow} or not ${overflow} then login_throttles.next_lock_ms else ${doubled} end`,
            updated_at: now,
          }),
        )
        .returning(['locked_until'])
        .executeTakeFirstOrThrow();
      const lockedUntil = Number(row.locked_until);
      return { allowed: lockedUntil <= now, lockedUntil };
    },

    /** Gives a slot back: the attempt ended without a verdict on the password (the server was busy). */
    async release(account: string, address: string): Promise<void> {
      await db
        .updateTable('login_throttles')
        .set({ attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end` })
        .where('account', '=', account)
        .where('address', '=', address)
        .execute();
    },

    /** Forgets the pair altogether (its lock-outs included): the right password was given from there. */
    async clear(account: string, address: string): Promise<void> {
      await db.deleteFrom('login_throttles').where('account', '=', account).where('address', '=', address).execute();
    },

    /** Forgets every lock of `account`, from any address (the owner proved themselves by a mailed link). */
    async clearAccount(account: string): Promise<void> {
      await db.deleteFrom('login_throttles').where('account', '=', account).execute();
    },

    /** Deletes the pairs idle since before `before` (their lock-outs are forgotten anyway); returns how many. */
    async purgeIdleBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('login_throttles').where('updated_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
