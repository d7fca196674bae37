import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Instance-wide settings as key/value rows (table `app_meta`), shared by every server process on the database. */
export function appMetaRepository(db: Kysely<Database>) {
  return {
    /**
     * The value under `key`, storing `initial` first if there is none. Processes racing on a first use all get
     * the one value that was stored first.
     */
    async getOrCreate(key: string, initial: string, now: number): Promise<string> {
      await db
        .insertInto('app_meta')
        .values({ key, value: initial, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
