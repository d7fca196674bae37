import type { RssFeed, RssFeedValues } from '@weassit/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, RssFeedsTable } from '../db/schema.ts';
import { countRows } from './count-rows.ts';

function toFeed(row: Selectable<RssFeedsTable>): RssFeed {
  const values = JSON.parse(row.config) as RssFeedValues;
  // Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
  return { ...values, id: row.id, updatedAt: Number(row.updated_at) };
}

/** One user's RSS推送 feeds; every query is scoped to `userId`. */
export function rssFeedsRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('rss_feeds').where('user_id', '=', userId);
  return {
    /** At most `limit` feeds, in the user's order. */
    async list(limit: number): Promise<RssFeed[]> {
      const rows = await own()
        .selectAll()
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toFeed);
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    async find(id: string): Promise<RssFeed | undefined> {
      const row = await own().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toFeed(row) : undefined;
    },

    /** Adds a feed after the user's last one. */
    async insert(id: string, values: RssFeedValues, now: number): Promise<void> {
      const { last } = await own()
        .select(sql<number | null>`max(position)`.as('last'))
        .$castTo<{ last: number | null }>()
        .executeTakeFirstOrThrow();
      // Two adds at once may share a position: harmless, the list breaks ties by creation time and id.
      await db
        .insertInto('rss_feeds')
        .values({
          id,
          user_id: userId,
          position: Number(last ?? 0) + 1,
          config: JSON.stringify(values),
          last_content: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /**
     * Replaces a feed's settings, keeping its place; false when the user has none with that id. A new address
     * forgets the last pushed item (it belonged to the old feed).
     */
    async replace(id: string, values: RssFeedValues, now: number): Promise<boolean> {
      const before = await this.find(id);
      if (!before) return false;
      const result = await db
        .updateTable('rss_feeds')
        .set({
          config: JSON.stringify(values),
          updated_at: now,
          ...(before.rssUrl === values.rssUrl ? {} : { last_content: null }),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('rss_feeds')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The last pushed item; undefined when the user has no such feed, null before the first push. */
    async lastContent(id: string): Promise<string | null | undefined> {
      const row = await own().select('last_content').where('id', '=', id).executeTakeFirst();
      return row ? row.last_content : undefined;
    },

    /** Stores the last pushed item; false when the user has no such feed. */
    async setLastContent(id: string, content: string): Promise<boolean> {
      const result = await db
        .updateTable('rss_feeds')
        .set({ last_content: content })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
