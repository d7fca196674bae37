import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import { type Migration as KyselyMigration, Migrator } from 'kysely/migration';
import pg from 'pg';
import { markDatabaseError } from '../lib/unavailable.ts';
import { migrations } from './migrations/index.ts';
import type { Migration } from './migrations/types.ts';
import type { Database, DatabaseKind } from './schema.ts';

// PostgreSQL returns int8 (bigint ids, COUNT(*), epoch-ms columns) as strings; every value we store fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for logs: the SQLite file, or the PostgreSQL host/database (no password). */
  location: string;
}

export const SQLITE_FILE = 'weassit.sqlite';
export const CONNECTION_TIMEOUT_MS = 10_000;

/** Answers when the database does: the health check's probe. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * Called when a PostgreSQL connection dies (server restart, admin kill), idle in the pool or lent to a request.
   * Without a listener the 'error' event would crash the process; the pool replaces the connection on the next
   * query, and a request using it fails with that error.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens SQLite in `dataDir` (default) or PostgreSQL at `databaseUrl`. */
export function connect(options: ConnectOptions): Db {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A request waits this long at most for a connection (a new one, or a free one from a busy pool): with the
      // database unreachable it fails with "try again later" instead of hanging until TCP gives up.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onError);
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: markingErrors(pool, onError) }) }),
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, SQLITE_FILE);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    kind: 'sqlite',
    location: file,
  };
}

/**
 * The pool as Kysely sees it, with every failure of a connect or a query marked as the database's: a socket
 * error (ECONNREFUSED …) from here means the database is out of reach, while the same code from an outgoing
 * HTTP call does not (lib/unavailable.ts). Each client also gets a lasting 'error' listener: the pool listens
 * only while a client is idle, and a connection dropped while lent out (between two queries of a request)
 * would otherwise crash the process with an unhandled 'error' event.
 */
function markingErrors(pool: pg.Pool, onError: (error: Error) => void): PostgresPool {
  const mark = (error: unknown) => {
    throw markDatabaseError(error);
  };
  // One wrapper per pooled client: Kysely keeps its per-connection state keyed by the object it is handed.
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const wrap = (client: pg.PoolClient) => {
    let proxy = wrapped.get(client);
    if (!proxy) {
      proxy = new Proxy(client, {
        get(target, property, receiver) {
          if (property !== 'query') return Reflect.get(target, property, receiver);
          return (...args: Parameters<pg.PoolClient['query']>) => {
            const result: unknown = Reflect.apply(target.query, target, args);
            return result instanceof Promise ? result.catch(mark) : result;
          };
        },
      });
      client.on('error', onError);
      wrapped.set(client, proxy);
    }
    return proxy;
  };
  return {
    Client: pg.Client,
    options: pool.options,
    connect: () => pool.connect().then(wrap, mark),
    end: () => pool.end(),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and compiling the SQL was the largest single cost of an authenticated
 * request (measured: ~30 % of CPU). Queries are built from a small set of shapes with bound parameters, so
 * prepared statements are kept and reused (least recently used evicted). Safe because Kysely's SQLite driver
 * runs one query at a time on its one connection.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}

/**
 * Brings the schema to the latest migration and returns the names it applied. Safe with several processes
 * on one database: on PostgreSQL Kysely's migrator holds an advisory lock; on SQLite (whose Kysely adapter has
 * no lock) the whole run is one `BEGIN IMMEDIATE` transaction, so a second process waits for the first
 * (busy_timeout) and then finds nothing to do.
 */
export async function migrateToLatest(db: Db, list: Record<string, Migration> = migrations): Promise<string[]> {
  const provided: Record<string, KyselyMigration> = {};
  for (const [name, m] of Object.entries(list)) {
    const { down } = m;
    provided[name] = {
      up: (k) => m.up(k, db.kind),
      ...(down ? { down: (k: Kysely<unknown>) => down(k, db.kind) } : {}),
    };
  }
  const provider = { getMigrations: async () => provided };
  const run = async (kysely: Kysely<Database>, disableTransactions: boolean) => {
    const { error, results } = await new Migrator({ db: kysely, provider, disableTransactions }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  };
  if (db.kind === 'postgres') return run(db.kysely, false);
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await run(conn, true);
      await sql`commit`.execute(conn);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}
