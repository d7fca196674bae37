import { type Kysely, sql } from 'kysely';
import type { Migration } from './types.ts';

/**
 * The stored bytes of each 消息记录 row (content, link and media details, UTF-8), so the per-user byte quota
 * (QUOTA_MESSAGE_MB) is one index-only sum instead of a read of every stored text. Rows already kept are measured
 * once here.
 */
export const messageRecordSize: Migration = {
  async up(db: Kysely<unknown>, kind) {
    await db.schema
      .alterTable('message_records')
      .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const bytes = (column: string) =>
      kind === 'sqlite' ? sql`length(cast(${sql.ref(column)} as blob))` : sql`octet_length(${sql.ref(column)})`;
    await sql`update message_records set size = ${bytes('content')} + ${bytes('url')} + coalesce(${bytes('media_info')}, 0)`.execute(
      db,
    );
    // Counting the rows and summing their sizes reads this index only.
    await db.schema
      .createIndex('message_records_user_size')
      .on('message_records')
      .columns(['user_id', 'size'])
      .execute();
  },
};
