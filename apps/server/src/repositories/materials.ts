import type { Material, MaterialInput, Page } from '@weassit/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MaterialsTable } from '../db/schema.ts';
import { containsInsensitive } from '../lib/like.ts';
import { countRows } from './count-rows.ts';
import { type PageQuery, paginate } from './paginate.ts';

type Row = Selectable<MaterialsTable>;

function toMaterial(row: Row): Material {
  const data = JSON.parse(row.data) as Omit<MaterialInput, 'id' | 'userId' | 'type' | 'name' | 'tag'>;
  return {
    ...data,
    id: row.id,
    type: row.type as Material['type'],
    name: row.name,
    ...(row.tag ? { tag: row.tag } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function split(input: MaterialInput) {
  const { id: _id, userId: _userId, type, name, tag, ...data } = input;
  return { type, name, tag: tag ?? '', data: JSON.stringify(data) };
}

/** One user's materials; every query is scoped to that user. */
export function materialsRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('materials').where('user_id', '=', userId);
  return {
    async page(
      query: PageQuery & { name?: string | undefined; tag?: string | undefined; type?: number | undefined },
    ): Promise<Page<Material>> {
      let base = own();
      if (query.type !== undefined) base = base.where('type', '=', query.type);
      if (query.name) base = base.where((eb) => containsInsensitive(eb.ref('name'), query.name ?? ''));
      if (query.tag) base = base.where((eb) => containsInsensitive(eb.ref('tag'), query.tag ?? ''));
      return paginate(db, base, query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id'), toMaterial);
    },

    async count(): Promise<number> {
      return countRows(own());
    },

    /** Materials whose fields contain `text` anywhere (case-insensitively): candidates to check exactly. */
    async mentioning(text: string): Promise<Material[]> {
      const rows = await own()
        .selectAll()
        .where((eb) => containsInsensitive(eb.ref('data'), text))
        .execute();
      return rows.map(toMaterial);
    },

    async find(id: string): Promise<Material | undefined> {
      const row = await own().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toMaterial(row) : undefined;
    },

    async insert(id: string, input: MaterialInput, now: number): Promise<void> {
      await db
        .insertInto('materials')
        .values({ id, user_id: userId, ...split(input), created_at: now, updated_at: now })
        .execute();
    },

    async update(id: string, input: MaterialInput, now: number): Promise<boolean> {
      const result = await db
        .updateTable('materials')
        .set({ ...split(input), updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('materials')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
