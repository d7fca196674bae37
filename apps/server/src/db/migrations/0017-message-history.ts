import { type Kysely, sql } from 'kysely';
import type { Migration } from './types.ts';

/**
 * 消息记录 (vip): the messages the robot's 消息回调 posts to the user's ingest URL, and that URL's secret (hashed).
 * Chinese has no spaces between words, so search is by substring: SQLite indexes `content` with FTS5's trigram
 * tokenizer (kept in step by triggers), PostgreSQL with a pg_trgm GIN index on `lower(content)`.
 */
export const messageHistory: Migration = {
  async up(db: Kysely<unknown>, kind) {
    await db.schema
      .createTable('message_record_links')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('message_records')
      // An integer key: SQLite's FTS5 table refers to rows by it.
      .addColumn('id', kind === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('robot_wxid', 'text', (c) => c.notNull())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('conversation_name', 'text', (c) => c.notNull())
      .addColumn('is_room', 'integer', (c) => c.notNull())
      .addColumn('sender_id', 'text', (c) => c.notNull())
      .addColumn('sender_name', 'text', (c) => c.notNull())
      .addColumn('sender_alias', 'text', (c) => c.notNull())
      .addColumn('sender_weixin', 'text', (c) => c.notNull())
      .addColumn('is_myself', 'integer', (c) => c.notNull())
      .addColumn('is_mention', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('media_info', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('message_records_user_sent')
      .on('message_records')
      .columns(['user_id', 'sent_at', 'id'])
      .execute();
    await db.schema
      .createIndex('message_records_user_conversation')
      .on('message_records')
      .columns(['user_id', 'conversation_id', 'sent_at'])
      .execute();
    // The retention purge deletes by arrival time across all users.
    await db.schema.createIndex('message_records_created').on('message_records').column('created_at').execute();
    if (kind === 'sqlite') {
      await sql`create virtual table message_records_fts using fts5(content, content='message_records', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      // Rows are never updated: inserts and deletes (purge, user deleted) keep the index in step.
      await sql`create trigger message_records_fts_insert after insert on message_records begin
        insert into message_records_fts(rowid, content) values (new.id, new.content); end`.execute(db);
      await sql`create trigger message_records_fts_delete after delete on message_records begin
        insert into message_records_fts(message_records_fts, rowid, content) values ('delete', old.id, old.content); end`.execute(
        db,
      );
    } else {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index message_records_content_trgm on message_records using gin (lower(content) gin_trgm_ops)`.execute(
        db,
      );
    }
  },
};
