import type { Kysely } from 'kysely';
import type { Migration } from './types.ts';

/**
 * RSS推送 feeds: the validated settings as JSON text, their place in the user's list, and the newest item the
 * robot last pushed (its link or title, `GET|POST /rss/lastcontent/:id`).
 */
export const rssFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rss_feeds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('last_content', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rss_feeds_user_position').on('rss_feeds').columns(['user_id', 'position']).execute();
  },
};
