/**
 * Name search for the console's autocomplete and tag picker (spec §7 "Name search"; the method and path were
 * ours to choose): `GET /v1/api/wechat/search?type=name|room&word=…`. At most NAME_SEARCH_LIMIT results, names
 * or topics containing `word` case-insensitively, those starting with it first, then by name; an empty word
 * gives the first names. Documented in docs/api/name-search.md.
 */
import { NAME_SEARCH_LIMIT } from '@weassit/contract';
import type { Db } from '../db/connect.ts';
import { searchFriends, searchRooms } from './contact-search.ts';

export interface RoomSearchResult {
  /** Distinct topics (the tag picker's strings). */
  rooms: string[];
  /** The same as `rooms`. */
  list: string[];
  sourceList: { id: string; name: string }[];
}

export interface FriendSearchResult {
  /** Distinct nicknames. */
  list: string[];
  sourceList: { id: string; name: string; alias: string }[];
}

const distinct = (values: string[]) => [...new Set(values)];

export async function searchNames(
  db: Db,
  userId: string,
  type: 'name' | 'room',
  word: string,
): Promise<RoomSearchResult | FriendSearchResult> {
  if (type === 'room') {
    const rows = await searchRooms(db, userId, word, NAME_SEARCH_LIMIT);
    const topics = distinct(rows.map((r) => r.topic));
    return { rooms: topics, list: topics, sourceList: rows.map((r) => ({ id: r.wxid, name: r.topic })) };
  }
  const rows = await searchFriends(db, userId, word, NAME_SEARCH_LIMIT);
  return {
    list: distinct(rows.map((f) => f.name)),
    sourceList: rows.map((f) => ({ id: f.wxid, name: f.name, alias: f.alias })),
  };
}
