import type { GptConfig, GptConfigValues } from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { configRecordsRepository } from './config-records.ts';

/** One user's per-target AI configs (自定义对话); every query is scoped to `userId`. */
export function gptConfigsRepository(db: Kysely<Database>, userId: string) {
  const records = configRecordsRepository(db, userId, {
    table: 'gpt_configs',
    // Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
    toRecord: (values: GptConfigValues, row): GptConfig => ({
      ...values,
      id: row.id,
      usedNum: Number(row.used_num),
      updatedAt: Number(row.updated_at),
    }),
    newRow: () => ({ used_num: 0 }),
    // A config at the caps is close to a megabyte of JSON (500 targets and keywords): parsing four of them took
    // 36–59 ms in one turn, one takes 16–26 ms.
    listChunkRows: 1,
  });
  return {
    /** At most `limit` configs, in the user's order. */
    list: records.list,
    count: records.count,
    find: records.find,
    /** Adds a config after the user's last one. */
    insert: records.insert,
    /** Replaces a config's settings, keeping its place and count; false when the user has none with that id. */
    replace: (id: string, values: GptConfigValues, now: number) => records.replace(id, values, now),
    /** Sets the answer count (the robot's report, or 0 from the console); false when there is no such config. */
    setUsed: (id: string, usedNum: number) => records.update(id, { used_num: usedNum }),
    remove: records.remove,
  };
}
