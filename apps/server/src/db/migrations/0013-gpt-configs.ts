import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * Per-target AI configs (自定义对话): the validated settings as JSON text, their place in the user's list and
 * the answer count the robot reports.
 */
export const gptConfigs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gpt_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('used_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gpt_configs_user_position')
      .on('gpt_configs')
      .columns(['user_id', 'position'])
      .execute();
  },
};
