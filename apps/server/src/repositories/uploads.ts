import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The files stored for one user (table `uploads`); every query is scoped to that user. */
export function uploadsRepository(db: Kysely<Database>, userId: string) {
  return {
    /** Bytes of every file stored for the user. */
    async totalBytes(): Promise<number> {
      const row = await db
        .selectFrom('uploads')
        .select(sql<number | string>`coalesce(sum(bytes), 0)`.as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // PostgreSQL sums bigint as numeric, which arrives as a string.
      return Number(row.total);
    },

    /**
     * Records a file about to be stored, only if the user's files stay within `capBytes` with it: one statement,
     * so two uploads at once cannot both pass a check made before either was recorded. False when over the cap.
     */
    async reserve(file: { key: string; bytes: number; scene: string }, capBytes: number, now: number) {
      const result = await sql`
        insert into uploads (key, user_id, bytes, scene, created_at)
        select ${file.key}, ${userId}, cast(${file.bytes} as bigint), ${file.scene}, cast(${now} as bigint)
        where (select coalesce(sum(bytes), 0) from uploads where user_id = ${userId}) + cast(${file.bytes} as bigint)
          <= cast(${capBytes} as bigint)
      `.execute(db);
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /** Which of `keys` are files stored for this user. */
    async known(keys: readonly string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('uploads')
        .select('key')
        .where('user_id', '=', userId)
        .where('key', 'in', keys)
        .execute();
      return rows.map((r) => r.key);
    },

    async forget(key: string): Promise<void> {
      await db.deleteFrom('uploads').where('key', '=', key).where('user_id', '=', userId).execute();
    },
  };
}
