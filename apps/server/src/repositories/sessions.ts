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

    async revokeAllOfUser(userId: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
