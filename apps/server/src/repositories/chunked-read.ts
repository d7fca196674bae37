import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows per query of a whole-list read. */
export const READ_CHUNK_ROWS = 2_000;

/**
 * Reads up to `limit` rows in keyset-ordered chunks of `chunk`: `page(after, n)` returns at most `n` rows that
 * follow `after` (the previous chunk's last row; undefined for the first) in the list's order. Between chunks
 * it yields to the event loop, so a list of tens of thousands never holds it (SQLite's driver is synchronous)
 * for more than one chunk.
 */
export async function readInChunks<T>(
  page: (after: T | undefined, n: number) => Promise<T[]>,
  limit: number,
  chunk = READ_CHUNK_ROWS,
): Promise<T[]> {
  const out: T[] = [];
  let after: T | undefined;
  while (out.length < limit) {
    const n = Math.min(chunk, limit - out.length);
    const rows = await page(after, n);
    out.push(...rows);
    if (rows.length < n) break;
    after = rows.at(-1);
    await nextTurn();
  }
  return out;
}
