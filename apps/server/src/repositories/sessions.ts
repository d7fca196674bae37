import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/schema.ts';

export type SessionRow = Selectable<SessionsTable>;

/** The sessions table: rows are keyed by the token's hash. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    async insert(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async find(tokenHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async touch(tokenHash: string, now: number, expiresAt: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_used_at: now, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revoke(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Deletes the sessions that expired or were revoked before `before`; returns how many. */
    async purgeEndedBefore(before: number): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async revokeAllOfUser(userId: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every session of `userId` but the one hashed `keep`. */
    async revokeOthersOfUser(userId: string, keep: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keep)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes one session, only if it is `userId`'s and still live; returns whether it was. */
    async revokeOfUser(userId: string, tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The live (not revoked, not expired) sessions of `userId`, most recently used first. */
    async listLiveOfUser(userId: string, now: number, limit: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** The token hashes of every live session of `userId` (to find one by its public id). */
    async liveHashesOfUser(userId: string, now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
      return rows.map((row) => row.token_hash);
    },
  };
}
