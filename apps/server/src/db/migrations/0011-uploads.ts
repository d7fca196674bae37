import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * Every file this server stored for a user: its key, size and scene. The per-user byte cap sums `bytes`, and
 * removing the last material that uses a file finds it here before deleting it from the store.
 */
export const uploads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('scene', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();
  },
};
