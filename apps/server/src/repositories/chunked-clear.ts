import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Rows one statement of a list clear deletes: each one a few milliseconds of the event loop on SQLite. */
export const CLEAR_CHUNK = 500;

/**
 * Deletes a list `chunk` rows per statement, with a turn of the event loop between statements, until a statement
 * deletes fewer: better-sqlite3 runs a statement on the event loop, and one that dropped 20 000 friends with their
 * name index entries held every other tenant's requests for about half a second. Returns how many went.
 */
export async function clearInChunks(
  deleteChunk: (limit: number) => Promise<number>,
  chunk = CLEAR_CHUNK,
): Promise<number> {
  let cleared = 0;
  for (;;) {
    const deleted = await deleteChunk(chunk);
    cleared += deleted;
    if (deleted < chunk) return cleared;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The robot's contact lists: tables keyed by user and wxid, each row with the time it was last uploaded. */
export type ContactListTable = 'friends' | 'rooms';

/**
 * Drops every row of `userId` in `table` stored by `storedBy` (the robot's `asyncData`, before a full
 * re-upload), in chunks, inside one transaction: a reader sees the whole list or none of it, never a list half
 * cleared. A row the robot uploads meanwhile has a later `updated_at` and stays, as it would after a clear in
 * one statement. Returns how many went.
 */
export function clearContactList(
  db: Kysely<Database>,
  table: ContactListTable,
  userId: string,
  storedBy: number,
  chunk?: number,
): Promise<number> {
  return db.transaction().execute((trx) =>
    clearInChunks(async (limit) => {
      const result = await trx
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .where(
          'wxid',
          'in',
          trx
            .selectFrom(table)
            .select('wxid')
            .where('user_id', '=', userId)
            .where('updated_at', '<=', storedBy)
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    }, chunk),
  );
}
