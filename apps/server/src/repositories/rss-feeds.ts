import type { RssFeed, RssFeedValues } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { configRecordsRepository } from './config-records.ts';

/** One user's RSS推送 feeds; every query is scoped to `userId`. */
export function rssFeedsRepository(db: Kysely<Database>, userId: string) {
  const records = configRecordsRepository(db, userId, {
    table: 'rss_feeds',
    // Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
    toRecord: (values: RssFeedValues, row): RssFeed => ({ ...values, id: row.id, updatedAt: Number(row.updated_at) }),
    newRow: () => ({ last_content: null }),
  });
  return {
    /** At most `limit` feeds, in the user's order. */
    list: records.list,
    count: records.count,
    find: records.find,
    /** Adds a feed after the user's last one. */
    insert: records.insert,

    /**
     * Replaces a feed's settings, keeping its place; false when the user has none with that id. A new address
     * forgets the last pushed item (it belonged to the old feed).
     */
    async replace(id: string, values: RssFeedValues, now: number): Promise<boolean> {
      const before = await records.find(id);
      if (!before) return false;
      return records.replace(id, values, now, before.rssUrl === values.rssUrl ? {} : { last_content: null });
    },

    remove: records.remove,

    /** The last pushed item; undefined when the user has no such feed, null before the first push. */
    async lastContent(id: string): Promise<string | null | undefined> {
      const row = await records.findRow(id);
      return row ? row.last_content : undefined;
    },

    /** Stores the last pushed item; false when the user has no such feed. */
    setLastContent: (id: string, content: string) => records.update(id, { last_content: content }),
  };
}
