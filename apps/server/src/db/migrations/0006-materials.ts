import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/** The material library: searchable columns apart, the per-type fields as JSON text. */
export const materials: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('materials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('materials_user_type_created')
      .on('materials')
      .columns(['user_id', 'type', 'created_at'])
      .execute();
    await db.schema.createIndex('materials_user_created').on('materials').columns(['user_id', 'created_at']).execute();
  },
};
