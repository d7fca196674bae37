import crypto from 'node:crypto';
import type { ApiKeyKind } from '@weassit/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ApiCredentialsTable, Database } from '../db/schema.ts';

export type ApiCredentialsRow = Selectable<ApiCredentialsTable>;

/** Where each kind of key pair lives: the robot's in api_credentials, the open API's in its own table. */
const TABLES = { robot: 'api_credentials', openApi: 'open_api_credentials' } as const;

/**
 * A user's key pair of one kind (the robot signs its calls with `robot`, the user's programs with `openApi`).
 * Looking a key up in one kind never finds the other's.
 */
export function apiCredentialsRepository(db: Kysely<Database>, kind: ApiKeyKind = 'robot') {
  // Both tables have the same columns; typing them as one keeps the queries plain.
  const table = TABLES[kind] as 'api_credentials';
  const fresh = () => ({
    api_key: crypto.randomBytes(16).toString('hex'),
    api_secret: crypto.randomBytes(24).toString('hex'),
  });
  return {
    async findByUser(userId: string): Promise<ApiCredentialsRow | undefined> {
      return db.selectFrom(table).selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async findByKey(apiKey: string): Promise<ApiCredentialsRow | undefined> {
      return db.selectFrom(table).selectAll().where('api_key', '=', apiKey).executeTakeFirst();
    },

    /** The user's pair, created on first use (a concurrent first use gets the same pair). */
    async getOrCreate(userId: string, now: number): Promise<ApiCredentialsRow> {
      await db
        .insertInto(table)
        .values({ user_id: userId, ...fresh(), created_at: now, rotated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return db.selectFrom(table).selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    /** Replaces both key and secret; the old pair stops working at once. */
    async rotate(userId: string, now: number): Promise<ApiCredentialsRow> {
      await this.getOrCreate(userId, now);
      await db
        .updateTable(table)
        .set({ ...fresh(), rotated_at: now })
        .where('user_id', '=', userId)
        .execute();
      return db.selectFrom(table).selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },
  };
}
