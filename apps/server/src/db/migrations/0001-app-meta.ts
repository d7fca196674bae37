import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/** Instance-level settings as key/value rows; the first row records when this database was created. */
export const appMeta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('app_meta' as never)
      .values({ key: 'created_at', value: new Date().toISOString(), updated_at: Date.now() } as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_meta').execute();
  },
};
