import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OnlinePeriod {
  startedAt: number;
  /** Null while the period is open. */
  endedAt: number | null;
}

/** A robot back within this long after its last period ended goes on with that period: a reconnect, not a new one. */
export const ONLINE_GAP_BRIDGED_MS = 60_000;
/**
 * New periods one user may open in 24 hours. A robot that keeps dropping off for longer than the bridged gap
 * goes on with its last period once it has opened this many (its gaps then count as online): rows stay bounded
 * by this times the 60 days they are kept, whatever a reconnect loop does.
 */
export const ONLINE_PERIODS_PER_DAY = 48;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The robots' online periods (migration 0018). Callers serialise the writes of one user (services/robot-presence.ts). */
export function robotOnlineRepository(db: Kysely<Database>) {
  /** How many of the user's periods started after `since`. */
  const startedSince = async (userId: string, since: number): Promise<number> => {
    const row = await db
      .selectFrom('robot_online_periods')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('started_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    /**
     * A sign of life: extends the user's open period; else reopens the last one when it ended at most
     * ONLINE_GAP_BRIDGED_MS ago or the day's ONLINE_PERIODS_PER_DAY are used up; else opens one.
     */
    async seen(userId: string, now: number): Promise<void> {
      const updated = await db
        .updateTable('robot_online_periods')
        .set({ last_seen_at: now })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
      const last = await db
        .selectFrom('robot_online_periods')
        .select(['id', 'ended_at'])
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && last.ended_at !== null) {
        const bridged =
          now - Number(last.ended_at) <= ONLINE_GAP_BRIDGED_MS ||
          (await startedSince(userId, now - DAY_MS)) >= ONLINE_PERIODS_PER_DAY;
        if (bridged) {
          await db
            .updateTable('robot_online_periods')
            .set({ ended_at: null, last_seen_at: now })
            .where('id', '=', last.id)
            .execute();
          return;
        }
      }
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
