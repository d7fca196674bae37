import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/** One robot config per user: the JSON the robot reads, its verify code, status, and a version for updates. */
export const robotConfigs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('robot_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('verify_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('panel_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
