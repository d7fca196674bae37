import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, QrLoginsTable } from '../db/schema.ts';

export type QrLoginRow = Selectable<QrLoginsTable>;

/** Scan-to-log-in tickets (services/qr-login.ts holds their rules). */
export function qrLoginsRepository(db: Kysely<Database>) {
  // A ticket changes state only from the one it is in, so of two racing changes one finds nothing to update.
  const move = (id: string, from: QrLoginRow['status'], set: Updateable<QrLoginsTable>) =>
    db.updateTable('qr_logins').set(set).where('id', '=', id).where('status', '=', from);
  return {
    async insert(ticket: QrLoginRow): Promise<void> {
      await db.insertInto('qr_logins').values(ticket).execute();
    },

    async find(id: string): Promise<QrLoginRow | undefined> {
      return db.selectFrom('qr_logins').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Marks a pending, unexpired ticket approved by `userId`; false when it is none of those any more. */
    async approve(id: string, userId: string, now: number): Promise<boolean> {
      const result = await move(id, 'pending', { status: 'approved', user_id: userId })
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks an approved ticket consumed; true only for the one caller that did it, even if two race. */
    async consume(id: string): Promise<boolean> {
      const result = await move(id, 'approved', { status: 'consumed' }).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the tickets that expired before `before`, whatever became of them; returns how many. */
    async purgeExpiredBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('qr_logins').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
