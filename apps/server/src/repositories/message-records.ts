import {
  MESSAGE_CONTENT_CUT_MARK,
  MESSAGE_CONTENT_STORED_MAX,
  MESSAGE_SEARCH_INDEXED_MIN,
  type MessageHistoryFilter,
  type MessageRecord,
  type MessageRecordValues,
  type OwnMessageRecord,
  type Page,
} from '@weassit/contract';
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database, DatabaseKind, MessageRecordsTable } from '../db/schema.ts';
import { hashToken } from '../lib/ids.ts';
import { containsInsensitive } from '../lib/like.ts';
import { SEARCH_FUNCTIONS } from '../lib/search-functions.ts';
import { clearInChunks } from './chunked-clear.ts';
import { countRows } from './count-rows.ts';
import { type PageQuery, pageWindow, paginate } from './paginate.ts';

/** Messages one statement of a clear deletes, with their trigram index entries: a few milliseconds a statement. */
const MESSAGE_CLEAR_CHUNK = 200;

type Row = Omit<MessageRecordsTable, 'id'> & { id: number | string };
type Scoped = SelectQueryBuilder<Database, 'message_records', object>;

const COLUMNS = [
  'id',
  'robot_wxid',
  'conversation_id',
  'conversation_name',
  'is_room',
  'sender_id',
  'sender_name',
  'sender_alias',
  'sender_weixin',
  'is_myself',
  'is_mention',
  'type',
  'sent_at',
  'content',
  'url',
  'media_info',
] as const;

function parseMedia(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function toMessageRecord(row: Omit<Row, 'user_id' | 'created_at' | 'size'>): MessageRecord {
  return {
    id: Number(row.id),
    robotWxid: row.robot_wxid,
    conversationId: row.conversation_id,
    conversationName: row.conversation_name,
    isRoom: Number(row.is_room) === 1,
    senderId: row.sender_id,
    senderName: row.sender_name,
    senderAlias: row.sender_alias,
    senderWeixin: row.sender_weixin,
    isMyself: Number(row.is_myself) === 1,
    isMention: Number(row.is_mention) === 1,
    type: row.type,
    time: Number(row.sent_at),
    content: row.content,
    url: row.url,
    mediaInfo: parseMedia(row.media_info),
  };
}

/** The text stored of a message: cut to MESSAGE_CONTENT_STORED_MAX, never inside a surrogate pair. */
export function storedContent(content: string): string {
  if (content.length <= MESSAGE_CONTENT_STORED_MAX) return content;
  let end = MESSAGE_CONTENT_STORED_MAX;
  const last = content.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return content.slice(0, end) + MESSAGE_CONTENT_CUT_MARK;
}

/**
 * The search word as a filter on the event loop's connection (the CSV export; listing searches go through
 * services/message-search.ts). SQLite: words of 3+ characters select candidates through the FTS5 trigram
 * index (trigramQuery: never a phrase, whose cost a repetitive word multiplies), and the caller checks the word
 * itself in each (exactWord); shorter ones, which no trigram can match, scan the user's own rows with LIKE.
 * PostgreSQL: always `lower(content) LIKE`, which the pg_trgm GIN index serves for 3+ characters and the
 * planner answers from the per-user index otherwise.
 */
function searchFilter(kind: DatabaseKind, word: string) {
  if (kind === 'sqlite' && [...word].length >= MESSAGE_SEARCH_INDEXED_MIN) {
    return sql<SqlBool>`message_records.id in (select rowid from message_records_fts where message_records_fts match ${trigramQuery(word)})`;
  }
  return containsInsensitive(sql.ref('message_records.content'), word);
}

/** The word a row found by searchFilter must still contain (case-folded, as the trigram index folds), if any. */
function exactWord(kind: DatabaseKind, word: string | undefined): string | undefined {
  if (kind !== 'sqlite' || word === undefined || [...word].length < MESSAGE_SEARCH_INDEXED_MIN) return undefined;
  return word.toLowerCase();
}

/**
 * The FTS5 query of a word: each distinct trigram once, all required. A phrase query of a repetitive word
 * ('哈哈哈…') walks the same long position lists once per repeated trigram and cannot be stopped half-way; this
 * only intersects row lists, and the word itself is then checked in the candidate rows.
 */
export function trigramQuery(word: string): string {
  const chars = [...word];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams].map((g) => `"${g.replace(/"/g, '""')}"`).join(' AND ');
}

/**
 * The search word as a filter in the SQLite search thread, whose connection has SEARCH_FUNCTIONS: words of 3+
 * characters through the FTS5 trigram index, then the word itself (case-folded, as the trigram tokenizer folds)
 * in each candidate; shorter ones, which no trigram can match, by LIKE over the user's own rows. The budget
 * function is evaluated per candidate and per row, and stops the statement once the time is spent.
 */
function budgetedSearchFilter(word: string) {
  const { budget, contains } = SEARCH_FUNCTIONS;
  if ([...word].length >= MESSAGE_SEARCH_INDEXED_MIN) {
    return sql<SqlBool>`message_records.id in (select rowid from message_records_fts where message_records_fts match ${trigramQuery(word)} and ${sql.raw(budget)}()) and ${sql.raw(contains)}(message_records.content, ${word.toLowerCase()}) and ${sql.raw(budget)}()`;
  }
  return sql<SqlBool>`${containsInsensitive(sql.ref('message_records.content'), word)} and ${sql.raw(budget)}()`;
}

/** One user's 消息记录. */
export function messageRecordsRepository(db: Kysely<Database>, kind: DatabaseKind, userId: string) {
  const scoped = (filter: MessageHistoryFilter = {}, budgeted = false): Scoped =>
    db
      .selectFrom('message_records')
      .where('user_id', '=', userId)
      .$if(filter.chatId !== undefined, (q) => q.where('conversation_id', '=', filter.chatId as string))
      .$if(filter.isRoom !== undefined, (q) => q.where('is_room', '=', Number(filter.isRoom)))
      .$if(filter.isMyself !== undefined, (q) => q.where('is_myself', '=', Number(filter.isMyself)))
      .$if(filter.type !== undefined, (q) => q.where('type', '=', filter.type as string))
      .$if(filter.startTime !== undefined, (q) => q.where('sent_at', '>=', filter.startTime as number))
      .$if(filter.endTime !== undefined, (q) => q.where('sent_at', '<=', filter.endTime as number))
      .$if(filter.word !== undefined, (q) =>
        q.where(budgeted ? budgetedSearchFilter(filter.word as string) : searchFilter(kind, filter.word as string)),
      );
  const newestFirst = (q: Scoped) => q.select(COLUMNS).orderBy('sent_at', 'desc').orderBy('id', 'desc');

  return {
    count: () => countRows(scoped()),

    /** How many messages the user keeps and their bytes (the quotas), from the (user_id, size) index alone. */
    async usage(): Promise<{ rows: number; bytes: number }> {
      const row = await db
        .selectFrom('message_records')
        .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(size), 0)`.as('bytes')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows: Number(row.n), bytes: Number(row.bytes) };
    },

    /** Stores one message, its text cut to MESSAGE_CONTENT_STORED_MAX; returns the bytes it counts for. */
    async insert(values: MessageRecordValues, now: number): Promise<number> {
      const m = values.message;
      const content = storedContent(m.content);
      const mediaInfo = m.mediaInfo ? JSON.stringify(m.mediaInfo) : null;
      const size =
        Buffer.byteLength(content) + Buffer.byteLength(m.url) + (mediaInfo === null ? 0 : Buffer.byteLength(mediaInfo));
      await db
        .insertInto('message_records')
        .values({
          user_id: userId,
          robot_wxid: values.robotInfo.wxid,
          conversation_id: m.conversionId,
          conversation_name: m.conversionName,
          is_room: m.isRoom ? 1 : 0,
          sender_id: m.chatId,
          sender_name: m.chatName,
          sender_alias: m.chatAlias,
          sender_weixin: m.chatUserWeixin,
          is_myself: m.isMyself ? 1 : 0,
          is_mention: m.isMention ? 1 : 0,
          type: m.type,
          sent_at: m.time * 1000,
          content,
          url: m.url,
          media_info: mediaInfo,
          created_at: now,
          size,
        })
        .execute();
      return size;
    },

    /** A page of the filtered messages, newest first (a SQLite search: services/message-search.ts). */
    list(filter: MessageHistoryFilter, page: PageQuery): Promise<Page<MessageRecord>> {
      // searchFilter only finds candidates there; the exact check would be missing from the count and the page.
      if (exactWord(kind, filter.word) !== undefined) throw new Error('SQLite searches run in the search thread');
      return paginate(db, scoped(filter), page, newestFirst, toMessageRecord);
    },

    /**
     * PostgreSQL: a page of a search, the count and the page in one read-only snapshot where each statement is
     * cancelled after `timeoutMs` (SQLSTATE 57014, services/message-search.ts turns it into a refusal).
     */
    listWithin(filter: MessageHistoryFilter, page: PageQuery, timeoutMs: number): Promise<Page<MessageRecord>> {
      const { limit, offset } = pageWindow(page);
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          await sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
          const filtered = () => messageRecordsRepository(trx, kind, userId).scopedQuery(filter);
          const total = await countRows(filtered());
          const rows = await newestFirst(filtered()).limit(limit).offset(offset).execute();
          return { count: total, list: rows.map(toMessageRecord) };
        });
    },

    /** The filtered query, nothing selected yet (listWithin runs it inside its transaction). */
    scopedQuery: (filter: MessageHistoryFilter) => scoped(filter),

    /**
     * SQLite: the count and the page of a search as SQL for the search thread's own connection (it has the
     * functions the budgeted filter calls).
     */
    searchStatements(filter: MessageHistoryFilter, page: PageQuery): { count: CompiledQuery; page: CompiledQuery } {
      const { limit, offset } = pageWindow(page);
      return {
        count: scoped(filter, true).select(sql<number>`count(*)`.as('count')).compile(),
        page: newestFirst(scoped(filter, true)).limit(limit).offset(offset).compile(),
      };
    },

    /**
     * The filtered messages oldest first, `chunk` rows per query, each chunk after the last one's (sent_at, id):
     * an export of the whole history never holds the database (or the memory) for more than one chunk.
     */
    async *stream(filter: MessageHistoryFilter, chunk = 1000): AsyncGenerator<MessageRecord> {
      const exact = exactWord(kind, filter.word);
      let after: { sent: number; id: number } | undefined;
      for (;;) {
        const rows = await scoped(filter)
          .select(COLUMNS)
          .$if(after !== undefined, (q) => q.where(sql<SqlBool>`(sent_at, id) > (${after?.sent}, ${after?.id})`))
          .orderBy('sent_at')
          .orderBy('id')
          .limit(chunk)
          .execute();
        for (const row of rows) {
          if (exact === undefined || row.content.toLowerCase().includes(exact)) yield toMessageRecord(row);
        }
        const last = rows.at(-1);
        if (!last || rows.length < chunk) return;
        after = { sent: Number(last.sent_at), id: Number(last.id) };
      }
    },

    /**
     * The robot's own messages (`isMyself`) that arrived in [from, to], oldest first, at most `limit`: what
     * delivery truth matches a send with. Arrival time, not the robot's clock (which may be skewed).
     */
    async ownArrivedBetween(from: number, to: number, limit: number): Promise<OwnMessageRecord[]> {
      const rows = await db
        .selectFrom('message_records')
        .select(['conversation_id', 'conversation_name', 'is_room', 'type', 'content', 'created_at'])
        .where('user_id', '=', userId)
        .where('is_myself', '=', 1)
        .where('created_at', '>=', from)
        .where('created_at', '<=', to)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        conversationId: r.conversation_id,
        conversationName: r.conversation_name,
        isRoom: Number(r.is_room) === 1,
        type: r.type,
        content: r.content,
        at: Number(r.created_at),
      }));
    },

    /**
     * When the robot's own message last arrived in each of these groups, by id and by name (last_sent); groups
     * with none are left out.
     */
    async lastOwnInRooms(
      ids: readonly string[],
      names: readonly string[],
    ): Promise<{ byId: Map<string, number>; byName: Map<string, number> }> {
      const own = () =>
        db
          .selectFrom('message_records')
          .where('user_id', '=', userId)
          .where('is_myself', '=', 1)
          .where('is_room', '=', 1);
      const [idRows, nameRows] = await Promise.all([
        ids.length === 0
          ? []
          : own()
              .select(['conversation_id as key', (eb) => eb.fn.max('created_at').as('at')])
              .where('conversation_id', 'in', ids)
              .groupBy('conversation_id')
              .execute(),
        names.length === 0
          ? []
          : own()
              .select(['conversation_name as key', (eb) => eb.fn.max('created_at').as('at')])
              .where('conversation_name', 'in', names)
              .groupBy('conversation_name')
              .execute(),
      ]);
      const toMap = (rows: { key: string; at: number | string }[]) =>
        new Map(rows.map((r): [string, number] => [r.key, Number(r.at)]));
      return { byId: toMap(idRows), byName: toMap(nameRows) };
    },

    /**
     * Deletes every message of the user, MESSAGE_CLEAR_CHUNK rows per statement: each row also leaves the trigram
     * index, and one statement over the 200 000 rows the cap allows would hold the event loop for seconds on SQLite.
     * Messages that arrive during the clear may stay or go, as with any clear.
     */
    async clear(): Promise<number> {
      return clearInChunks(async (limit) => {
        const result = await db
          .deleteFrom('message_records')
          .where('user_id', '=', userId)
          .where('id', 'in', db.selectFrom('message_records').select('id').where('user_id', '=', userId).limit(limit))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }, MESSAGE_CLEAR_CHUNK);
    },
  };
}

/** The ingest URLs' secrets: stored hashed, one per user. */
export function messageRecordLinksRepository(db: Kysely<Database>) {
  return {
    /** Sets `userId`'s secret, replacing (and so voiding) the one before. */
    async replace(userId: string, token: string, now: number): Promise<void> {
      await db
        .insertInto('message_record_links')
        .values({ user_id: userId, token_hash: hashToken(token), created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashToken(token), created_at: now }))
        .execute();
    },

    async remove(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('message_record_links').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async createdAt(userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('message_record_links')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.created_at) : null;
    },

    /** The user whose current secret `token` is, or undefined. */
    async userOf(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('message_record_links')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

/** Deletes every user's messages that arrived before `before`; returns how many (the retention purge). */
export async function purgeMessageRecordsBefore(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom('message_records').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
