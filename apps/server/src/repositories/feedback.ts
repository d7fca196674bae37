import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/** What users tell us (`POST /api/feedback`); written only, read by the operator in the database. */
export function feedbackRepository(db: Kysely<Database>) {
  return {
    async add(entry: { userId: string; content: string; contact?: string | undefined }, now: number): Promise<void> {
      await db
        .insertInto('feedback')
        .values({
          id: newId(),
          user_id: entry.userId,
          content: entry.content,
          contact: entry.contact ?? null,
          created_at: now,
        })
        .execute();
    },
  };
}
