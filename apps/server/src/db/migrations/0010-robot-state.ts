import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * What the robot last reported about itself (ROBOT-PROTOCOL §2.2 rows 1–9): QR code and login status,
 * heartbeat, name and avatar, plugin version, security challenge, and when it last fetched its config.
 * One row per user, written by the robot API, read by the console's dashboard.
 */
export const robotState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('robot_states')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('qr_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('heartbeat', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('heartbeat_at', 'bigint')
      .addColumn('robot_wxid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('robot_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plugin_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('security_info', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('config_fetched_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
