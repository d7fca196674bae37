import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/** Rows per query of a whole-list read. */
export const READ_CHUNK_ROWS = 2_000;

/**
 * Reads up to `limit` rows of `select()` (scoped and with its columns chosen) ordered by the pair `key` (a sort
 * column, then a unique one), in chunks of `chunk`: each chunk starts after the previous one's last row
 * (`(sort, unique) > (last sort, last unique)`), so no row is read twice or skipped, however many share a sort
 * value, and no chunk costs more than the one before (unlike OFFSET).
 */
export function readInKeyOrder<DB, TB extends keyof DB, O extends Record<K, unknown>, K extends keyof O & string>(
  select: () => SelectQueryBuilder<DB, TB, O>,
  key: readonly [sort: K, unique: K],
  limit: number,
  chunk?: number,
): Promise<O[]> {
  const [sort, unique] = key;
  return readInChunks<O>(
    (after, n) =>
      select()
        .$if(after !== undefined, (q) =>
          q.where(sql<SqlBool>`(${sql.ref(sort)}, ${sql.ref(unique)}) > (${after?.[sort]}, ${after?.[unique]})`),
        )
        .orderBy(sql.ref(sort))
        .orderBy(sql.ref(unique))
        .limit(n)
        .execute() as Promise<O[]>,
    limit,
    chunk,
  );
}

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
