import { type Expression, type SqlBool, sql } from 'kysely';
import { containsInsensitive } from '../lib/like.ts';

/** Case-insensitive "contains `word`" on any of `columns`, with %, _ and \ matched literally. */
export function matchesAny(columns: Expression<string>[], word: string): Expression<SqlBool> {
  const parts = columns.map((c) => containsInsensitive(c, word));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * 0 when one of `columns` starts with `word` (case-insensitive, %/_ literal), else 1: ordering by it puts
 * prefix matches first, as the name search promises, on SQLite and PostgreSQL alike.
 */
export function prefixRank(columns: Expression<string>[], word: string): Expression<number> {
  const pattern = `${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts = columns.map((c) => sql<SqlBool>`lower(${c}) like ${pattern} escape '\\'`);
  return sql<number>`case when ${sql.join(parts, sql` or `)} then 0 else 1 end`;
}

/** The last item per key wins: PostgreSQL refuses an upsert that touches one row twice in a statement. */
export function lastPerKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}
