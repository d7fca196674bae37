import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * Log-in throttles keyed on (account, client address), so failures from one address never lock the owner out
 * elsewhere; and the open API's own key pair, apart from the robot's (api_credentials).
 */
export const accountSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_throttles')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull())
      .addColumn('next_lock_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('login_throttles_pk', ['account', 'address'])
      .execute();

    await db.schema
      .createTable('open_api_credentials')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('api_key', 'text', (c) => c.notNull().unique())
      .addColumn('api_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('rotated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
