/** The database's tables as Kysely sees them. Migrations in ./migrations create exactly these. */
export interface AppMetaTable {
  key: string;
  value: string;
  /** Epoch milliseconds (set by the app: SQLite and PostgreSQL disagree on timestamp types). */
  updated_at: number;
}

export interface Database {
  app_meta: AppMetaTable;
}

export type DatabaseKind = 'sqlite' | 'postgres';
