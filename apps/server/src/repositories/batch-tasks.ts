import type { BatchTask, BatchTaskValues } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { configRecordsRepository } from './config-records.ts';

/** One user's 批量定时任务; every query is scoped to `userId`. */
export function batchTasksRepository(db: Kysely<Database>, userId: string) {
  const records = configRecordsRepository(db, userId, {
    table: 'batch_tasks',
    // Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
    toRecord: (values: BatchTaskValues, row): BatchTask => ({
      ...values,
      id: row.id,
      updatedAt: Number(row.updated_at),
    }),
    newRow: () => ({}),
  });
  return {
    /** At most `limit` tasks, in the user's order. */
    list: records.list,
    count: records.count,
    find: records.find,
    /** Adds a task after the user's last one. */
    insert: records.insert,
    /** Replaces a task, keeping its place; false when the user has none with that id. */
    replace: (id: string, values: BatchTaskValues, now: number) => records.replace(id, values, now),
    remove: records.remove,
  };
}
