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
