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
   * The robot answered an incoming message when it sent something in the same chat within the reply window.
   * The plugin records the robot's own private messages with the robot itself as the conversation, so in
   * private chats any own private message in the window counts.
   */
  const answered = () =>
    inWindow()
      .where('m.is_myself', '=', 0)
      .where('m.type', '=', '文字')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('message_records as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.user_id', '=', 'm.user_id')
            .where('r.is_myself', '=', 1)
            .whereRef('r.is_room', '=', 'm.is_room')
            .whereRef('r.sent_at', '>=', 'm.sent_at')
            .where(sql<boolean>`r.sent_at <= m.sent_at + ${sql.lit(MESSAGE_STATS_REPLY_WINDOW_MS)}`)
            .where((eb) => eb.or([eb('m.is_room', '=', 0), eb('r.conversation_id', '=', eb.ref('m.conversation_id'))])),
        ),
      );

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

    async answeredCount(): Promise<number> {
      const row = await answered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The newest `limit` answered texts. */
    async answeredTexts(limit: number): Promise<AnsweredText[]> {
      const rows = await answered()
        .select([
          'm.conversation_id',
          'm.conversation_name',
          'm.is_room',
          'm.sender_id',
          'm.sender_name',
          'm.is_mention',
          'm.content',
        ])
        .orderBy('m.sent_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        conversationId: r.conversation_id,
        conversationName: r.conversation_name,
        isRoom: Number(r.is_room) === 1,
        senderId: r.sender_id,
        senderName: r.sender_name,
        isMention: Number(r.is_mention) === 1,
        content: r.content,
      }));
    },
  };
}
