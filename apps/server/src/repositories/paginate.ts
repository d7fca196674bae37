import { PAGE_SIZE_MAX, type Page } from '@weassit/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/** A 1-based page as the list calls ask for it (`pageQuerySchema` and its kin in @weassit/contract). */
export interface PageQuery {
  current: number;
  pageSize: number;
}

/**
 * LIMIT and OFFSET of a page, the page at least 1 and its size 1 to PAGE_SIZE_MAX. The contract's schemas
 * refuse anything outside those bounds before a handler runs, so this only guards a caller that skipped them.
 */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  const current = Number.isSafeInteger(query.current) && query.current > 1 ? query.current : 1;
  const pageSize = Number.isSafeInteger(query.pageSize) ? Math.min(Math.max(query.pageSize, 1), PAGE_SIZE_MAX) : 1;
  return { limit: pageSize, offset: (current - 1) * pageSize };
}

/**
 * One page of `filtered` and how many rows it matches in all: `ordered` selects the columns and sets an order
 * that ends on a unique column (so no row shows up on two pages), `toItem` shapes each row. The count and the
 * page are read from one snapshot (a read-only repeatable-read transaction; on SQLite the transaction alone):
 * read apart, a list being rewritten meanwhile (the robot re-uploading its friends) answered "20000 in all"
 * with an empty page.
 */
export async function paginate<DB, TB extends keyof DB, B, O, T>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DB, TB, B>,
  query: PageQuery,
  ordered: (query: SelectQueryBuilder<DB, TB, B>) => SelectQueryBuilder<DB, TB, O>,
  toItem: (row: O) => T,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(query);
  const counted = filtered.select(sql<number>`count(*)`.as('count')).$castTo<{ count: number }>();
  const paged = ordered(filtered).limit(limit).offset(offset);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const [total] = (await trx.executeQuery(counted)).rows;
      const rows = (await trx.executeQuery(paged)).rows;
      // Number(): a driver may hand a bigint count back as a string.
      return { count: Number(total?.count ?? 0), list: rows.map((row) => toItem(row as O)) };
    });
}
