import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * 批量定时任务 (vip, ROBOT-PROTOCOL §5.3): the validated task as JSON text and its place in the user's list. The
 * robot reads them with `GET /user/task`.
 */
export const batchTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('batch_tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('batch_tasks_user_position')
      .on('batch_tasks')
      .columns(['user_id', 'position'])
      .execute();
  },
};
