import os from 'node:os';
import {
  CONTACT_SEARCH_MESSAGES,
  ErrorCode,
  type Friend,
  type FriendOption,
  type Page,
  type Room,
  type RoomOption,
} from '@weassit/contract';
import type { CompiledQuery, Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { FriendsTable, RoomsTable } from '../db/schema.ts';
import { LimitFullError } from '../lib/concurrency-limit.ts';
import { AppError } from '../lib/envelope.ts';
import { WorkerPool, WorkerTimeoutError } from '../lib/worker-pool.ts';
import { friendsRepository, toFriend } from '../repositories/friends.ts';
import type { PageQuery } from '../repositories/paginate.ts';
import { roomsRepository, toRoom } from '../repositories/rooms.ts';
import type { SearchJob, SearchResult } from './message-search.worker.ts';

/**
 * A friend or room search that has not answered this long is stopped and refused. The worst case the quotas
 * allow (20 000 friends with 256-character names and remarks, count and page) takes about a second.
 */
export const CONTACT_SEARCH_DEADLINE_MS = 10_000;

/**
 * Threads for friend and room name searches on SQLite: better-sqlite3 runs a statement to its end on the calling
 * thread, and `lower(name) like '%word%'` reads every name of the user, so on the event loop one tenant's search
 * over 20 000 friends held every other request for over a second. They run the read-only statements of the
 * message search thread (services/message-search.worker.ts), on connections of their own.
 */
const searches = new WorkerPool<SearchJob, SearchResult>(
  new URL('./message-search.worker.ts', import.meta.url),
  Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  8,
);

/**
 * Each statement's rows, read in one read transaction (the count and the page see the same rows) in a search
 * thread. SQLite only: PostgreSQL runs the same statements on its own server process.
 */
export async function readInSearchThread(db: Db, statements: readonly CompiledQuery[]): Promise<unknown[][]> {
  let result: SearchResult;
  try {
    result = await searches.run(
      {
        file: db.location,
        statements: statements.map((q) => ({ sql: q.sql, parameters: q.parameters })),
        // The statements carry no budget check: the deadline below stops a thread that runs too long.
        budgetMs: CONTACT_SEARCH_DEADLINE_MS,
      },
      CONTACT_SEARCH_DEADLINE_MS,
    );
  } catch (error) {
    if (error instanceof LimitFullError) throw new AppError(ErrorCode.RATE_LIMITED, CONTACT_SEARCH_MESSAGES.busy, 429);
    if (error instanceof WorkerTimeoutError)
      throw new AppError(ErrorCode.INVALID_PARAMETER, CONTACT_SEARCH_MESSAGES.tooCostly);
    throw error;
  }
  if (result.spent) throw new AppError(ErrorCode.INVALID_PARAMETER, CONTACT_SEARCH_MESSAGES.tooCostly);
  return result.rows;
}

const countOf = (rows: unknown[] | undefined) => Number((rows?.[0] as { count?: unknown } | undefined)?.count ?? 0);

/** A page of the user's friends, `word` matched in name or remark: with a word on SQLite, in a search thread. */
export async function friendPage(db: Db, userId: string, query: PageQuery & { word: string }): Promise<Page<Friend>> {
  const friends = friendsRepository(db.kysely, userId);
  if (!query.word || db.kind !== 'sqlite') return friends.page(query);
  const { count, page } = friends.pageStatements(query);
  const [counted, rows] = await readInSearchThread(db, [count, page]);
  return { count: countOf(counted), list: (rows ?? []).map((row) => toFriend(row as Selectable<FriendsTable>)) };
}

/** A page of the user's rooms, `word` matched in the topic, as friendPage. */
export async function roomPage(db: Db, userId: string, query: PageQuery & { word: string }): Promise<Page<Room>> {
  const rooms = roomsRepository(db.kysely, userId);
  if (!query.word || db.kind !== 'sqlite') return rooms.page(query);
  const { count, page } = rooms.pageStatements(query);
  const [counted, rows] = await readInSearchThread(db, [count, page]);
  return { count: countOf(counted), list: (rows ?? []).map((row) => toRoom(row as Selectable<RoomsTable>)) };
}

/** At most `limit` friends whose name or remark contains `word`, prefix matches first (friendsRepository.search). */
export async function searchFriends(db: Db, userId: string, word: string, limit: number): Promise<FriendOption[]> {
  const friends = friendsRepository(db.kysely, userId);
  if (!word || db.kind !== 'sqlite') return friends.search(word, limit);
  const [rows] = await readInSearchThread(db, [friends.searchStatement(word, limit)]);
  return (rows ?? []) as FriendOption[];
}

/** At most `limit` rooms whose topic contains `word`, prefix matches first (roomsRepository.search). */
export async function searchRooms(db: Db, userId: string, word: string, limit: number): Promise<RoomOption[]> {
  const rooms = roomsRepository(db.kysely, userId);
  if (!word || db.kind !== 'sqlite') return rooms.search(word, limit);
  const [rows] = await readInSearchThread(db, [rooms.searchStatement(word, limit)]);
  return (rows ?? []) as RoomOption[];
}
