import type { Page, PresetRole } from '@weassit/contract';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, PresetRolesTable } from '../db/schema.ts';
import { containsInsensitive } from '../lib/like.ts';
import { readInChunks } from './chunked-read.ts';
import { countRows } from './count-rows.ts';
import { type PageQuery, paginate } from './paginate.ts';

type Row = Selectable<PresetRolesTable>;

/** Own roles per query of the whole-list read. */
const OWN_CHUNK_ROWS = 10;

function toRole(row: Row): PresetRole {
  return { id: row.id, name: row.name, content: row.content, builtIn: row.user_id === null };
}

/** Own roles first, newest first; built-ins after, in their fixed order. */
function ordered<Q extends SelectQueryBuilder<Database, 'preset_roles', Row>>(query: Q) {
  return query.orderBy(sql`case when user_id is null then 1 else 0 end`).orderBy('created_at', 'desc');
}

/** Preset roles a user can see: the built-in ones and their own. */
export function presetRolesRepository(db: Kysely<Database>, userId: string) {
  const visible = () =>
    db.selectFrom('preset_roles').where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]));
  return {
    async page(query: PageQuery & { name?: string | undefined }): Promise<Page<PresetRole>> {
      let base = visible();
      if (query.name) base = base.where((eb) => containsInsensitive(eb.ref('name'), query.name ?? ''));
      return paginate(db, base, query, (q) => ordered(q.selectAll()).orderBy('id'), toRole);
    },

    /** Every visible role, but at most `ownLimit` of the user's own (newest first), then the built-in ones. */
    async all(ownLimit: number): Promise<PresetRole[]> {
      // A role holds up to tens of thousands of characters: OWN_CHUNK_ROWS per query (chunked-read.ts), each
      // chunk after the previous one's last row in (created_at desc, id) order.
      const own = await readInChunks<Row>(
        (after, n) =>
          db
            .selectFrom('preset_roles')
            .selectAll()
            .where('user_id', '=', userId)
            .$if(after !== undefined, (q) =>
              q.where((eb) =>
                eb.or([
                  eb('created_at', '<', after?.created_at ?? 0),
                  eb.and([eb('created_at', '=', after?.created_at ?? 0), eb('id', '>', after?.id ?? '')]),
                ]),
              ),
            )
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .limit(n)
            .execute(),
        ownLimit,
        OWN_CHUNK_ROWS,
      );
      const builtIn = await ordered(db.selectFrom('preset_roles').selectAll().where('user_id', 'is', null)).execute();
      return [...own, ...builtIn].map(toRole);
    },

    /** How many roles of the user's own there are (built-ins do not count). */
    async countOwn(): Promise<number> {
      return countRows(db.selectFrom('preset_roles').where('user_id', '=', userId));
    },

    async find(id: string): Promise<PresetRole | undefined> {
      const row = await visible().selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRole(row) : undefined;
    },

    async insert(role: { id: string; name: string; content: string }, now: number): Promise<void> {
      await db
        .insertInto('preset_roles')
        .values({ ...role, user_id: userId, created_at: now, updated_at: now })
        .execute();
    },

    /** Updates one of the user's own roles; false when there is none with that id. */
    async update(id: string, role: { name: string; content: string }, now: number): Promise<boolean> {
      const result = await db
        .updateTable('preset_roles')
        .set({ ...role, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('preset_roles')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
