import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readInChunks } from './chunked-read.ts';
import { countRows } from './count-rows.ts';

/** Records per query of a whole-list read: a handful, as each may be up to a request body (1 MB) of JSON. */
const LIST_CHUNK_ROWS = 4;

/** The columns every ordered config-record table has (gpt_configs, rss_feeds, batch_tasks). */
export interface ConfigRecordColumns {
  id: string;
  user_id: string;
  /** Place in the user's list (ascending); new records go last. */
  position: number;
  /** JSON object: the values of the record's contract schema, validated on every write. */
  config: string;
  created_at: number;
  updated_at: number;
}

/** The tables that hold one user's ordered, JSON-configured records. */
export type ConfigRecordTable = {
  [T in keyof Database]: Database[T] extends ConfigRecordColumns ? T : never;
}[keyof Database];

/** A stored row: the shared columns plus the table's own (gpt's used_num, rss's last_content …). */
export type ConfigRecordRow<T extends ConfigRecordTable> = Database[T];
/** A table's own columns, set on insert or alongside a replace. */
export type ConfigRecordExtras<T extends ConfigRecordTable> = Partial<Omit<Database[T], keyof ConfigRecordColumns>>;

export interface ConfigRecordsOptions<T extends ConfigRecordTable, V, R> {
  table: T;
  /** The record as the console lists it, from the stored values and the row. */
  toRecord: (values: V, row: ConfigRecordRow<T>) => R;
  /** The table's own columns of a new row (e.g. a zero count). */
  newRow: () => ConfigRecordExtras<T>;
  /** Rows `list` reads and parses per turn of the event loop (default LIST_CHUNK_ROWS). */
  listChunkRows?: number;
}

/**
 * One user's ordered config records in `table` (per-target AI configs, RSS feeds, batch tasks): list, count,
 * find, add after the last, replace, remove. Every query is scoped to `userId`.
 */
export function configRecordsRepository<T extends ConfigRecordTable, V, R>(
  database: Kysely<Database>,
  userId: string,
  options: ConfigRecordsOptions<T, V, R>,
) {
  // kysely cannot follow a table name that is a type parameter; every table of ConfigRecordTable has these
  // columns, so the queries are written against one table of that shape.
  const db = database as unknown as Kysely<{ records: ConfigRecordColumns }>;
  const table = options.table as unknown as 'records';
  const own = () => db.selectFrom(table).where('user_id', '=', userId);
  const toRecord = (row: ConfigRecordColumns) => {
    const values = JSON.parse(row.config) as V;
    return options.toRecord(values, row as unknown as ConfigRecordRow<T>);
  };

  /** Sets columns of one record; false when the user has none with that id. */
  async function update(id: string, set: Partial<ConfigRecordColumns> | ConfigRecordExtras<T>): Promise<boolean> {
    const result = await db
      .updateTable(table)
      .set(set as Partial<ConfigRecordColumns>)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    /**
     * At most `limit` records, in the user's order, read and parsed LIST_CHUNK_ROWS at a time with a turn of the
     * event loop between: one record may hold a request body's worth of JSON, and SQLite's driver and JSON.parse
     * are synchronous, so a whole list at once would hold the loop for every other user. A table of the largest
     * records sets a smaller `listChunkRows`.
     */
    async list(limit: number): Promise<R[]> {
      const chunk = options.listChunkRows ?? LIST_CHUNK_ROWS;
      const records: R[] = [];
      await readInChunks<ConfigRecordColumns>(
        async (after, n) => {
          const rows = await own()
            .selectAll()
            .$if(after !== undefined, (q) =>
              q.where(
                sql<SqlBool>`(position, created_at, id) > (${after?.position}, ${after?.created_at}, ${after?.id})`,
              ),
            )
            .orderBy('position')
            .orderBy('created_at')
            .orderBy('id')
            .limit(n)
            .execute();
          for (const row of rows) records.push(toRecord(row));
          return rows;
        },
        limit,
        chunk,
      );
      return records;
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    async find(id: string): Promise<R | undefined> {
      const row = await own().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** The stored row itself (the table's own columns included); undefined when the user has none with that id. */
    async findRow(id: string): Promise<ConfigRecordRow<T> | undefined> {
      const row = await own().selectAll().where('id', '=', id).executeTakeFirst();
      return row as unknown as ConfigRecordRow<T> | undefined;
    },

    /** Adds a record after the user's last one. */
    async insert(id: string, values: V, now: number): Promise<void> {
      const { last } = await own()
        .select(sql<number | null>`max(position)`.as('last'))
        .$castTo<{ last: number | null }>()
        .executeTakeFirstOrThrow();
      // Two adds at once may share a position: harmless, the list breaks ties by creation time and id.
      await db
        .insertInto(table)
        // The table's own columns ride along (typed by ConfigRecordExtras<T>, not known to this query).
        .values({
          ...(options.newRow() as object),
          id,
          user_id: userId,
          position: Number(last ?? 0) + 1,
          config: JSON.stringify(values),
          created_at: now,
          updated_at: now,
        } as ConfigRecordColumns)
        .execute();
    },

    /**
     * Replaces a record's settings, keeping its place (and the table's own columns unless `extras` sets them);
     * false when the user has none with that id.
     */
    async replace(id: string, values: V, now: number, extras: ConfigRecordExtras<T> = {}): Promise<boolean> {
      return update(id, { ...extras, config: JSON.stringify(values), updated_at: now });
    },

    /** Sets the table's own columns of one record; false when the user has none with that id. */
    update: (id: string, set: ConfigRecordExtras<T>) => update(id, set),

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
