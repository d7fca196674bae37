import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Scan-to-log-in tickets (services/qr-login.ts reads and updates them). */
export function qrLoginsRepository(db: Kysely<Database>) {
  return {
    /** Deletes the tickets that expired before `before`, whatever became of them; returns how many. */
    async purgeExpiredBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('qr_logins').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
