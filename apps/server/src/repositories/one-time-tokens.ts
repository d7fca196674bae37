import type { Kysely } from 'kysely';
import type { Database, OneTimeTokensTable } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/ids.ts';

type Purpose = OneTimeTokensTable['purpose'];

/** Single-use, expiring tokens mailed to users; stored only as hashes. */
export function oneTimeTokensRepository(db: Kysely<Database>) {
  return {
    /** Creates a token and returns it (the only time it exists in clear). */
    async issue(userId: string, purpose: Purpose, ttlMs: number, now: number): Promise<string> {
      const token = newToken();
      await db
        .insertInto('one_time_tokens')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          purpose,
          created_at: now,
          expires_at: now + ttlMs,
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The user a live (unused, unexpired) token belongs to, or undefined. */
    async peek(token: string, purpose: Purpose, now: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('one_time_tokens')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Uses up every live token of `userId` for `purpose` (a reset done voids the other mailed links). */
    async useAllOfUser(userId: string, purpose: Purpose, now: number): Promise<void> {
      await db
        .updateTable('one_time_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Deletes the tokens that expired or were used before `before`; returns how many. */
    async purgeEndedBefore(before: number): Promise<number> {
      const result = await db
        .deleteFrom('one_time_tokens')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Marks a live token used and returns its user; undefined when it was not live. The conditional update
     * makes it single-use even when two requests race.
     */
    async consume(token: string, purpose: Purpose, now: number): Promise<string | undefined> {
      const userId = await this.peek(token, purpose, now);
      if (!userId) return undefined;
      const result = await db
        .updateTable('one_time_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? userId : undefined;
    },
  };
}
