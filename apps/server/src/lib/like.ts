import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * A case-insensitive "contains" that behaves the same on SQLite and PostgreSQL (PostgreSQL's LIKE is case
 * sensitive, SQLite's is not for ASCII), with %, _ and \ in the user's text matched literally.
 */
export function containsInsensitive(column: Expression<string>, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}
