import { type SelectQueryBuilder, sql } from 'kysely';

/** How many rows `query` (filtered, nothing selected yet) matches. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const { count } = await query
    .select(sql<number>`count(*)`.as('count'))
    // Names the result type, which kysely cannot work out for a table not known yet; the SQL is unchanged.
    .$castTo<{ count: number }>()
    .executeTakeFirstOrThrow();
  // Number(): a driver may hand a bigint count back as a string.
  return Number(count);
}
