import type { GptConfig, GptConfigValues } from '@weassit/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, GptConfigsTable } from '../db/schema.ts';
import { countRows } from './count-rows.ts';

function toConfig(row: Selectable<GptConfigsTable>): GptConfig {
  const values = JSON.parse(row.config) as GptConfigValues;
  // Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
  return { ...values, id: row.id, usedNum: Number(row.used_num), updatedAt: Number(row.updated_at) };
}

/** One user's per-target AI configs (自定义对话); every query is scoped to `userId`. */
export function gptConfigsRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('gpt_configs').where('user_id', '=', userId);
  return {
    /** At most `limit` configs, in the user's order. */
    async list(limit: number): Promise<GptConfig[]> {
      const rows = await own()
        .selectAll()
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toConfig);
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    async find(id: string): Promise<GptConfig | undefined> {
      const row = await own().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toConfig(row) : undefined;
    },

    /** Adds a config after the user's last one. */
    async insert(id: string, values: GptConfigValues, now: number): Promise<void> {
      const { last } = await own()
        .select(sql<number | null>`max(position)`.as('last'))
        .$castTo<{ last: number | null }>()
        .executeTakeFirstOrThrow();
      // Two adds at once may share a position: harmless, the list breaks ties by creation time and id.
      await db
        .insertInto('gpt_configs')
        .values({
          id,
          user_id: userId,
          position: Number(last ?? 0) + 1,
          config: JSON.stringify(values),
          used_num: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Replaces a config's settings, keeping its place and count; false when the user has none with that id. */
    async replace(id: string, values: GptConfigValues, now: number): Promise<boolean> {
      const result = await db
        .updateTable('gpt_configs')
        .set({ config: JSON.stringify(values), updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the answer count (the robot's report, or 0 from the console); false when there is no such config. */
    async setUsed(id: string, usedNum: number): Promise<boolean> {
      const result = await db
        .updateTable('gpt_configs')
        .set({ used_num: usedNum })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('gpt_configs')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
