import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * Bulk send jobs (群发助手): one row per job (its target type, the messages as JSON text and its status) and one
 * row per recipient in sending order (the reference as JSON text, the name shown and its status).
 */
export const bulkSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bulk_sends')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('messages', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('bulk_sends_user_created')
      .on('bulk_sends')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('bulk_sends_status').on('bulk_sends').column('status').execute();
    await db.schema
      .createTable('bulk_send_recipients')
      .addColumn('job_id', 'text', (c) => c.notNull().references('bulk_sends.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('wxid', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addPrimaryKeyConstraint('bulk_send_recipients_pk', ['job_id', 'position'])
      .execute();
  },
};
