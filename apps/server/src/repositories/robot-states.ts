import type { Kysely, Selectable } from 'kysely';
import type { Database, RobotStatesTable } from '../db/schema.ts';

export type RobotStateRow = Selectable<RobotStatesTable>;
type Fields = Omit<RobotStateRow, 'user_id' | 'updated_at'>;
export type RobotStatePatch = Partial<Fields>;

/** A robot that has reported nothing yet (the migration's column defaults). */
const BLANK_STATE: Fields = {
  status: 1,
  qr_url: '',
  heartbeat: '',
  heartbeat_at: null,
  robot_wxid: '',
  robot_name: '',
  avatar: '',
  plugin_version: '',
  security_info: '',
  config_fetched_at: null,
};

/** What each user's robot last reported (one row per user, created by the first report). */
export function robotStatesRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<RobotStateRow | undefined> {
      return db.selectFrom('robot_states').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Writes the given fields, creating the row on the first report (an upsert: reports may race). */
    async patch(userId: string, patch: RobotStatePatch, now: number): Promise<void> {
      await db
        .insertInto('robot_states')
        .values({ ...BLANK_STATE, ...patch, user_id: userId, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
        .execute();
    },
  };
}
