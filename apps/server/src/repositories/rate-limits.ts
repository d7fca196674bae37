import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Fixed-window counters in the database, so every server process behind a load balancer shares them.
 */
export function rateLimitsRepository(db: Kysely<Database>) {
  return {
    /** Adds one to `key`'s counter (a new window when the old one is over) and returns the new count. */
    async hit(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_started_at <= ${now - windowMs} then 1 else rate_limits.count + 1 end`,
            window_started_at: sql<number>`case when rate_limits.window_started_at <= ${now - windowMs} then ${now} else rate_limits.window_started_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The current count of `key` in its window (0 when none or expired). */
    async count(key: string, windowMs: number, now: number): Promise<number> {
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', key)
        .where('window_started_at', '>', now - windowMs)
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    /** Deletes the counters whose window started before `before` (older than any window in use); returns how many. */
    async purgeStartedBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('rate_limits').where('window_started_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
