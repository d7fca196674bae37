import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * The robot's online periods per user (数据统计's online time per day): opened when the server learns the
 * robot came online (login, a `live` heartbeat, its push-channel connection), closed when it learns it went
 * away (logout, a `scan`/`dead` heartbeat, the last push connection closing) or when the server stops.
 * `ended_at` null: open. `last_seen_at`: the last sign of life, where a period left open by a crash is closed.
 */
export const robotOnline: Migration = {
  async up(db: Kysely<unknown>, kind) {
    await db.schema
      .createTable('robot_online_periods')
      .addColumn('id', kind === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    // The stats read a user's periods overlapping a window: they end after its start (or are open).
    await db.schema
      .createIndex('robot_online_periods_user_started')
      .on('robot_online_periods')
      .columns(['user_id', 'started_at'])
      .execute();
    // The open period of a user is looked up on every sign of life, and all open ones at startup/shutdown.
    await db.schema.createIndex('robot_online_periods_ended').on('robot_online_periods').column('ended_at').execute();
  },
};
