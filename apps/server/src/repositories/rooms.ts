import {
  CONTACT_BATCH_MAX,
  ErrorCode,
  type Page,
  type Room,
  type RoomOption,
  type RoomUpload,
} from '@weassit/contract';
import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, RoomsTable } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { clearContactList } from './chunked-clear.ts';
import { readInKeyOrder } from './chunked-read.ts';
import { upsertWithinCap } from './contact-cap.ts';
import { countRows } from './count-rows.ts';
import { lastPerKey, matchesAny, prefixRank } from './name-match.ts';
import { type PageQuery, pageWindow, paginate } from './paginate.ts';

export function toRoom(row: Selectable<RoomsTable>): Room {
  return {
    wxid: row.wxid,
    topic: row.topic,
    avatar: row.avatar,
    ownerId: row.owner_id,
    adminIds: row.admin_ids ? row.admin_ids.split(',').filter(Boolean) : [],
    memberCount: row.member_count,
    robotId: row.robot_wxid,
    updatedAt: row.updated_at,
  };
}

/** One user's groups as the robot uploaded them; see friendsRepository for the rules. */
export function roomsRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('rooms').where('user_id', '=', userId);
  const search = (word: string) => (word ? own().where((eb) => matchesAny([eb.ref('topic')], word)) : own());
  const byTopic = (word: string) => search(word).selectAll().orderBy('topic').orderBy('wxid');
  const picked = (word: string, limit: number) =>
    search(word)
      .select(['wxid', 'topic'])
      .$if(word !== '', (q) => q.orderBy((eb) => prefixRank([eb.ref('topic')], word)))
      .orderBy('topic')
      .orderBy('wxid')
      .limit(limit);
  return {
    /** Inserts or updates up to CONTACT_BATCH_MAX rooms (validated with `robotRoomSchema`) by wxid. */
    async upsertBatch(items: readonly RoomUpload[], now = Date.now()): Promise<number> {
      if (items.length > CONTACT_BATCH_MAX)
        throw new AppError(ErrorCode.INVALID_PARAMETER, `每批最多 ${CONTACT_BATCH_MAX} 条`);
      const rows = lastPerKey(items, (r) => r.wxid).map((r) => ({
        user_id: userId,
        wxid: r.wxid,
        robot_wxid: r.robotId,
        topic: r.topic,
        avatar: r.avatar,
        owner_id: r.ownerId,
        admin_ids: r.adminIds,
        member_count: r.memberCount,
        updated_at: now,
      }));
      if (rows.length === 0) return 0;
      await db
        .insertInto('rooms')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['user_id', 'wxid']).doUpdateSet((eb) => ({
            robot_wxid: eb.ref('excluded.robot_wxid'),
            topic: eb.ref('excluded.topic'),
            avatar: eb.ref('excluded.avatar'),
            owner_id: eb.ref('excluded.owner_id'),
            admin_ids: eb.ref('excluded.admin_ids'),
            member_count: eb.ref('excluded.member_count'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      return rows.length;
    },

    /** upsertBatch, but new rooms only while the user has fewer than `cap` (see friendsRepository). */
    async upsertWithinCap(items: readonly RoomUpload[], cap: number, now = Date.now()) {
      return upsertWithinCap(this, items, cap, now);
    },

    /** Which of `wxids` the user has stored already. */
    async storedAmong(wxids: readonly string[]): Promise<string[]> {
      const rows = await own().select('wxid').where('wxid', 'in', wxids).execute();
      return rows.map((r) => r.wxid);
    },

    /** Drops every room of the user stored before the call (the robot's `asyncData type=2`), as friends do. */
    async clear(chunk?: number, now = Date.now()): Promise<number> {
      return clearContactList(db, 'rooms', userId, now, chunk);
    },

    async page(query: PageQuery & { word: string }): Promise<Page<Room>> {
      return paginate(db, search(query.word), query, (q) => q.selectAll().orderBy('topic').orderBy('wxid'), toRoom);
    },

    /** page()'s count and page statements, for a search thread (services/contact-search.ts); rows → toRoom. */
    pageStatements(query: PageQuery & { word: string }): { count: CompiledQuery; page: CompiledQuery } {
      const { limit, offset } = pageWindow(query);
      return {
        count: search(query.word).select(sql<number>`count(*)`.as('count')).compile(),
        page: byTopic(query.word).limit(limit).offset(offset).compile(),
      };
    },

    /** At most `limit` rooms by topic, in chunks (see friendsRepository.all). */
    async all(limit: number, chunk?: number): Promise<RoomOption[]> {
      return readInKeyOrder(() => own().select(['wxid', 'topic']), ['topic', 'wxid'], limit, chunk);
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    async search(word: string, limit: number): Promise<RoomOption[]> {
      return picked(word, limit).execute();
    },

    /** search()'s statement, for a search thread; its rows are RoomOptions. */
    searchStatement(word: string, limit: number): CompiledQuery {
      return picked(word, limit).compile();
    },

    async find(wxid: string): Promise<RoomOption | undefined> {
      return own().select(['wxid', 'topic']).where('wxid', '=', wxid).executeTakeFirst();
    },
  };
}
