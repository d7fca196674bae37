import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApiCredentialsTable, Database } from '../db/schema.ts';

export type ApiCredentialsRow = Selectable<ApiCredentialsTable>;

/** The open-API key pair of each user (the robot signs its calls with it). */
export function apiCredentialsRepository(db: Kysely<Database>) {
  const fresh = () => ({
    api_key: crypto.randomBytes(16).toString('hex'),
    api_secret: crypto.randomBytes(24).toString('hex'),
  });
  return {
    async findByUser(userId: string): Promise<ApiCredentialsRow | undefined> {
      return db.selectFrom('api_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async findByKey(apiKey: string): Promise<ApiCredentialsRow | undefined> {
      return db.selectFrom('api_credentials').selectAll().where('api_key', '=', apiKey).executeTakeFirst();
    },

    /** The user's pair, created on first use (a concurrent first use gets the same pair). */
    async getOrCreate(userId: string, now: number): Promise<ApiCredentialsRow> {
      await db
        .insertInto('api_credentials')
        .values({ user_id: userId, ...fresh(), created_at: now, rotated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return db.selectFrom('api_credentials').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    /** Replaces both key and secret; the old pair stops working at once. */
    async rotate(userId: string, now: number): Promise<ApiCredentialsRow> {
      await this.getOrCreate(userId, now);
      await db
        .updateTable('api_credentials')
        .set({ ...fresh(), rotated_at: now })
        .where('user_id', '=', userId)
        .execute();
      return db.selectFrom('api_credentials').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },
  };
}
