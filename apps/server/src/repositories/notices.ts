import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/** Notices shown on every user's dashboard: the operator adds them (`npm run admin -- notice`). */
export function noticesRepository(db: Kysely<Database>) {
  return {
    async add(text: string, now: number): Promise<void> {
      await db.insertInto('notices').values({ id: newId(), text, created_at: now }).execute();
    },

    /** The `limit` newest notices, newest first. */
    async latest(limit: number) {
      return db
        .selectFrom('notices')
        .select(['id', 'text', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
