import {
  CONTACT_BATCH_MAX,
  ErrorCode,
  type Friend,
  type FriendOption,
  type FriendUpload,
  type Page,
} from '@weassit/contract';
import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, FriendsTable } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { clearContactList } from './chunked-clear.ts';
import { readInKeyOrder } from './chunked-read.ts';
import { upsertWithinCap } from './contact-cap.ts';
import { countRows } from './count-rows.ts';
import { lastPerKey, matchesAny, prefixRank } from './name-match.ts';
import { type PageQuery, pageWindow, paginate } from './paginate.ts';

export function toFriend(row: Selectable<FriendsTable>): Friend {
  return {
    wxid: row.wxid,
    name: row.name,
    alias: row.alias,
    avatar: row.avatar,
    gender: row.gender,
    type: row.type,
    weixin: row.weixin,
    robotId: row.robot_wxid,
    updatedAt: row.updated_at,
  };
}

/**
 * One user's friends as the robot uploaded them. The robot gateway writes (`upsertBatch`, `clear`), the
 * console reads; every query is scoped to `userId`, never to a robot id from a request.
 */
export function friendsRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('friends').where('user_id', '=', userId);
  const search = (word: string) =>
    word ? own().where((eb) => matchesAny([eb.ref('name'), eb.ref('alias')], word)) : own();
  const byName = (word: string) => search(word).selectAll().orderBy('name').orderBy('wxid');
  const picked = (word: string, limit: number) =>
    search(word)
      .select(['wxid', 'name', 'alias'])
      .$if(word !== '', (q) => q.orderBy((eb) => prefixRank([eb.ref('name'), eb.ref('alias')], word)))
      .orderBy('name')
      .orderBy('wxid')
      .limit(limit);
  return {
    /**
     * Inserts or updates up to CONTACT_BATCH_MAX friends (validated with `robotFriendSchema`) by wxid, in one
     * statement (so one short transaction); returns how many rows were written.
     */
    async upsertBatch(items: readonly FriendUpload[], now = Date.now()): Promise<number> {
      if (items.length > CONTACT_BATCH_MAX)
        throw new AppError(ErrorCode.INVALID_PARAMETER, `每批最多 ${CONTACT_BATCH_MAX} 条`);
      const rows = lastPerKey(items, (f) => f.wxid).map((f) => ({
        user_id: userId,
        wxid: f.wxid,
        robot_wxid: f.robotId,
        name: f.name,
        alias: f.alias,
        gender: f.gender,
        avatar: f.avatar,
        type: f.type,
        weixin: f.weixin,
        updated_at: now,
      }));
      if (rows.length === 0) return 0;
      await db
        .insertInto('friends')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['user_id', 'wxid']).doUpdateSet((eb) => ({
            robot_wxid: eb.ref('excluded.robot_wxid'),
            name: eb.ref('excluded.name'),
            alias: eb.ref('excluded.alias'),
            gender: eb.ref('excluded.gender'),
            avatar: eb.ref('excluded.avatar'),
            type: eb.ref('excluded.type'),
            weixin: eb.ref('excluded.weixin'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      return rows.length;
    },

    /**
     * upsertBatch, but new friends only while the user has fewer than `cap`: friends already stored are always
     * updated. Returns how many were written and how many new ones the cap left out.
     */
    async upsertWithinCap(items: readonly FriendUpload[], cap: number, now = Date.now()) {
      return upsertWithinCap(this, items, cap, now);
    },

    /** Which of `wxids` the user has stored already. */
    async storedAmong(wxids: readonly string[]): Promise<string[]> {
      const rows = await own().select('wxid').where('wxid', 'in', wxids).execute();
      return rows.map((r) => r.wxid);
    },

    /**
     * Drops every friend of the user stored before the call (the robot's `asyncData type=1`, before a full
     * re-upload), in chunks inside one transaction (chunked-clear.ts). A friend the robot uploads meanwhile has a
     * later `updated_at` and stays.
     */
    async clear(chunk?: number, now = Date.now()): Promise<number> {
      return clearContactList(db, 'friends', userId, now, chunk);
    },

    /** A page ordered by name, `word` matched in name or remark, case-insensitively. */
    async page(query: PageQuery & { word: string }): Promise<Page<Friend>> {
      return paginate(db, search(query.word), query, (q) => q.selectAll().orderBy('name').orderBy('wxid'), toFriend);
    },

    /** page()'s count and page statements, for a search thread (services/contact-search.ts); rows → toFriend. */
    pageStatements(query: PageQuery & { word: string }): { count: CompiledQuery; page: CompiledQuery } {
      const { limit, offset } = pageWindow(query);
      return {
        count: search(query.word).select(sql<number>`count(*)`.as('count')).compile(),
        page: byName(query.word).limit(limit).offset(offset).compile(),
      };
    },

    /** At most `limit` friends by name, only the columns a picker needs (read from the name index alone). */
    async all(limit: number, chunk?: number): Promise<FriendOption[]> {
      return readInKeyOrder(() => own().select(['wxid', 'name', 'alias']), ['name', 'wxid'], limit, chunk);
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    /** At most `limit` friends whose name or remark contains `word`, those starting with it first. */
    async search(word: string, limit: number): Promise<FriendOption[]> {
      return picked(word, limit).execute();
    },

    /** search()'s statement, for a search thread; its rows are FriendOptions. */
    searchStatement(word: string, limit: number): CompiledQuery {
      return picked(word, limit).compile();
    },

    async find(wxid: string): Promise<FriendOption | undefined> {
      return own().select(['wxid', 'name', 'alias']).where('wxid', '=', wxid).executeTakeFirst();
    },
  };
}
