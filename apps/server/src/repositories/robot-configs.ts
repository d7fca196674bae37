import type { Kysely, Selectable } from 'kysely';
import type { Database, RobotConfigsTable } from '../db/schema.ts';

export type RobotConfigRow = Selectable<RobotConfigsTable>;

/** The robot_configs table: one row per user, always looked up by the session's user. */
export function robotConfigsRepository(db: Kysely<Database>) {
  return {
    async findByUser(userId: string): Promise<RobotConfigRow | undefined> {
      return db.selectFrom('robot_configs').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Creates the user's first config; false when one already exists (a concurrent first save). */
    async insert(row: RobotConfigRow): Promise<boolean> {
      const result = await db
        .insertInto('robot_configs')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Saves `config` if the stored version is still `expectedVersion`; returns the new version, or null. */
    async updateIfVersion(
      userId: string,
      expectedVersion: number,
      config: string,
      now: number,
    ): Promise<number | null> {
      const result = await db
        .updateTable('robot_configs')
        .set((eb) => ({ config, version: eb('version', '+', 1), updated_at: now }))
        .where('user_id', '=', userId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? expectedVersion + 1 : null;
    },

    async setVerifyCode(userId: string, verifyCode: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('robot_configs')
        .set({ verify_code: verifyCode, updated_at: now })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setStatus(userId: string, status: number, now: number): Promise<void> {
      await db.updateTable('robot_configs').set({ status, updated_at: now }).where('user_id', '=', userId).execute();
    },
  };
}
