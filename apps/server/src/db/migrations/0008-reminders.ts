import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * Reminders chat users set through the robot ("提醒 …", ROBOT-PROTOCOL §5.2). `status` 0 pending, 1 done (a
 * one-off reminder the robot has fired); the robot reads the pending ones on every start.
 */
export const reminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reminders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('setter', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subscribe', 'text', (c) => c.notNull())
      .addColumn('is_loop', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reminders_user_created').on('reminders').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createIndex('reminders_user_status')
      .on('reminders')
      .columns(['user_id', 'status', 'created_at'])
      .execute();
  },
};
