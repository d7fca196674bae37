import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OnlinePeriod {
  startedAt: number;
  /** Null while the period is open. */
  endedAt: number | null;
}

/** The robots' online periods (migration 0018). Callers serialise the writes of one user (services/robot-presence.ts). */
export function robotOnlineRepository(db: Kysely<Database>) {
  return {
    /** A sign of life: extends the user's open period, or opens one. */
    async seen(userId: string, now: number): Promise<void> {
      const updated = await db
        .updateTable('robot_online_periods')
        .set({ last_seen_at: now })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
      await db
        .insertInto('robot_online_periods')
        .values({ user_id: userId, started_at: now, last_seen_at: now, ended_at: null })
        .execute();
    },

    /** The robot went away: closes the user's open period now. */
    async gone(userId: string, now: number): Promise<void> {
      await db
        .updateTable('robot_online_periods')
        .set({ ended_at: now, last_seen_at: now })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** The server stops: every open period ends now (robots reconnect, and reopen one, after a restart). */
    async closeAll(now: number): Promise<void> {
      await db
        .updateTable('robot_online_periods')
        .set({ ended_at: now, last_seen_at: now })
        .where('ended_at', 'is', null)
        .execute();
    },

    /**
     * At startup: periods still open were left by a server that did not stop cleanly; they end at their last
     * sign of life, the last moment the server knew the robot was there.
     */
    async closeLeftOpen(): Promise<void> {
      await db
        .updateTable('robot_online_periods')
        .set((eb) => ({ ended_at: eb.ref('last_seen_at') }))
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Deletes every user's periods that ended before `before`; returns how many (the hourly purge). */
    async purgeEndedBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('robot_online_periods').where('ended_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The user's periods overlapping [from, to), oldest first, at most `limit`. */
    async overlapping(userId: string, from: number, to: number, limit: number): Promise<OnlinePeriod[]> {
      const rows = await db
        .selectFrom('robot_online_periods')
        .select(['started_at', 'ended_at'])
        .where('user_id', '=', userId)
        .where('started_at', '<', to)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
        .orderBy('started_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        startedAt: Number(r.started_at),
        endedAt: r.ended_at === null ? null : Number(r.ended_at),
      }));
    },
  };
}
