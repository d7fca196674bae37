import {
  MESSAGE_STATS_REPLY_WINDOW_MS,
  MESSAGE_STATS_TOP,
  MESSAGE_STATS_UTC_OFFSET_MS,
  type MessageStatsChat,
} from '@weassit/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The China day number of a message (days since 1970-01-01 in UTC+8): integer division on both databases. */
const dayOf = sql<number>`(sent_at + ${sql.lit(MESSAGE_STATS_UTC_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

export interface DayCounts {
  /** Days since 1970-01-01, China's calendar. */
  day: number;
  in: number;
  out: number;
}

/** An incoming text the robot answered, with what the rule simulator needs. */
export interface AnsweredText {
  conversationId: string;
  conversationName: string;
  isRoom: boolean;
  senderId: string;
  senderName: string;
  isMention: boolean;
  content: string;
}

/**
 * 数据统计's aggregations over one user's 消息记录 in [from, to) (epoch ms of the messages' own time). Each is
 * one bounded query served by the per-user indexes; the grouping happens in the database.
 */
export function messageStatsRepository(db: Kysely<Database>, userId: string, from: number, to: number) {
  const inWindow = () =>
    db
      .selectFrom('message_records as m')
      .where('m.user_id', '=', userId)
      .where('m.sent_at', '>=', from)
      .where('m.sent_at', '<', to);

  /**
   * The robot answered an incoming text when it sent something in the same chat within the reply window. The
   * plugin records the robot's own private messages with the robot itself as the conversation, so in private
   * chats any own private message in the window counts. One sorted pass instead of a lookup per message (which
   * grew with the square of the messages sharing a time): each chat's rows newest first (private chats all in
   * one), the earliest own message at or after each row is a running minimum, peers of the same time included.
   */
  const answeredRows = () =>
    db
      .selectFrom(
        db
          .selectFrom('message_records')
          .select([
            'id',
            'sent_at',
            'is_myself',
            sql<number | null>`min(case when is_myself = 1 then sent_at end) over (
              partition by is_room, case when is_room = 1 then conversation_id else '' end
              order by sent_at desc)`.as('next_own'),
          ])
          .where('user_id', '=', userId)
          .where('sent_at', '>=', from)
          .where('sent_at', '<', to + MESSAGE_STATS_REPLY_WINDOW_MS)
          .where((eb) => eb.or([eb('is_myself', '=', 1), eb.and([eb('type', '=', '文字'), eb('sent_at', '<', to)])]))
          .as('marked'),
      )
      .where('marked.is_myself', '=', 0)
      .where(sql<boolean>`marked.next_own <= marked.sent_at + ${sql.lit(MESSAGE_STATS_REPLY_WINDOW_MS)}`);

  return {
    async daily(): Promise<DayCounts[]> {
      const rows = await inWindow()
        .select([
          dayOf.as('day'),
          sql<number>`sum(case when m.is_myself = 1 then 0 else 1 end)`.as('incoming'),
          sql<number>`sum(m.is_myself)`.as('outgoing'),
        ])
        .groupBy(dayOf)
        .execute();
      return rows.map((r) => ({ day: Number(r.day), in: Number(r.incoming), out: Number(r.outgoing) }));
    },

    /** The groups (or friends) that sent the most messages. */
    async top(isRoom: boolean): Promise<MessageStatsChat[]> {
      const rows = await inWindow()
        .where('m.is_myself', '=', 0)
        .where('m.is_room', '=', isRoom ? 1 : 0)
        .select(['m.conversation_id', sql<string>`max(m.conversation_name)`.as('name'), sql<number>`count(*)`.as('n')])
        .groupBy('m.conversation_id')
        .orderBy('n', 'desc')
        .orderBy('m.conversation_id')
        .limit(MESSAGE_STATS_TOP)
        .execute();
      return rows.map((r) => ({ id: r.conversation_id, name: r.name, count: Number(r.n) }));
    },

    /** How many texts were answered, and the ids of the newest `limit` of them (newest first). */
    async answered(limit: number): Promise<{ count: number; ids: number[] }> {
      const rows = await answeredRows()
        .select(['marked.id', sql<number>`count(*) over ()`.as('total')])
        .orderBy('marked.sent_at', 'desc')
        .orderBy('marked.id', 'desc')
        .limit(limit)
        .execute();
      return { count: Number(rows[0]?.total ?? 0), ids: rows.map((r) => Number(r.id)) };
    },

    /** The answered texts of these ids, in the order given (the caller reads them a few at a time). */
    async texts(ids: readonly number[]): Promise<AnsweredText[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('message_records as m')
        .select([
          'm.id',
          'm.conversation_id',
          'm.conversation_name',
          'm.is_room',
          'm.sender_id',
          'm.sender_name',
          'm.is_mention',
          'm.content',
        ])
        .where('m.user_id', '=', userId)
        .where('m.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        return [
          {
            conversationId: r.conversation_id,
            conversationName: r.conversation_name,
            isRoom: Number(r.is_room) === 1,
            senderId: r.sender_id,
            senderName: r.sender_name,
            isMention: Number(r.is_mention) === 1,
            content: r.content,
          },
        ];
      });
    },
  };
}
