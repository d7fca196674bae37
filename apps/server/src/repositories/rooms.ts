import {
  CONTACT_BATCH_MAX,
  ErrorCode,
  type Page,
  type Room,
  type RoomOption,
  type RoomUpload,
} from '@weassit/contract';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, RoomsTable } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { readInChunks } from './chunked-read.ts';
import { fitUnderCap } from './contact-cap.ts';
import { lastPerKey, matchesAny, prefixRank } from './name-match.ts';

function toRoom(row: Selectable<RoomsTable>): Room {
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
      const batch = lastPerKey(items, (r) => r.wxid);
      if (batch.length === 0) return { saved: 0, overLimit: 0 };
      const wxids = batch.map((r) => r.wxid);
      const stored = await own().select('wxid').where('wxid', 'in', wxids).execute();
      const count = await this.count();
      const accepted = fitUnderCap(batch, (r) => r.wxid, new Set(stored.map((r) => r.wxid)), count, cap);
      return { saved: await this.upsertBatch(accepted, now), overLimit: batch.length - accepted.length };
    },

    /** Drops every room of the user (the robot's `asyncData type=2`). */
    async clear(): Promise<number> {
      const result = await db.deleteFrom('rooms').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async page(query: { word: string; current: number; pageSize: number }): Promise<Page<Room>> {
      const { count } = await search(query.word).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
      const rows = await search(query.word)
        .selectAll()
        .orderBy('topic')
        .orderBy('wxid')
        .limit(query.pageSize)
        .offset((query.current - 1) * query.pageSize)
        .execute();
      return { count: Number(count), list: rows.map(toRoom) };
    },

    /** At most `limit` rooms by topic, in chunks (see friendsRepository.all). */
    async all(limit: number, chunk?: number): Promise<RoomOption[]> {
      return readInChunks<RoomOption>(
        (after, n) =>
          own()
            .select(['wxid', 'topic'])
            .$if(after !== undefined, (q) =>
              q.where((eb) => eb(eb.refTuple('topic', 'wxid'), '>', eb.tuple(after?.topic ?? '', after?.wxid ?? ''))),
            )
            .orderBy('topic')
            .orderBy('wxid')
            .limit(n)
            .execute(),
        limit,
        chunk,
      );
    },

    async count(): Promise<number> {
      const { count } = await own().select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
      return Number(count);
    },

    async search(word: string, limit: number): Promise<RoomOption[]> {
      return search(word)
        .select(['wxid', 'topic'])
        .$if(word !== '', (q) => q.orderBy((eb) => prefixRank([eb.ref('topic')], word)))
        .orderBy('topic')
        .orderBy('wxid')
        .limit(limit)
        .execute();
    },

    async find(wxid: string): Promise<RoomOption | undefined> {
      return own().select(['wxid', 'topic']).where('wxid', '=', wxid).executeTakeFirst();
    },
  };
}
