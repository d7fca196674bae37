import type { CustomConfig } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/** One user's custom-centre config (one row per user, the config as JSON text). */
export function customConfigsRepository(db: Kysely<Database>, userId: string) {
  return {
    async find(): Promise<{ id: string; config: unknown } | undefined> {
      const row = await db.selectFrom('custom_configs').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? { id: row.id, config: JSON.parse(row.config) as unknown } : undefined;
    },

    /** Creates or replaces the user's config (validated with `customConfigSchema`); returns the row's id. */
    async save(config: CustomConfig, now: number): Promise<string> {
      const json = JSON.stringify(config);
      const row = await db
        .insertInto('custom_configs')
        .values({ id: newId(), user_id: userId, config: json, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ config: json, updated_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
