import { type Page, type Reminder, type ReminderInput, ReminderStatus } from '@weassit/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RemindersTable } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { readInKeyOrder } from './chunked-read.ts';
import { countRows } from './count-rows.ts';
import { type PageQuery, paginate } from './paginate.ts';

const PENDING = 0;
const DONE = 1;
/** Pending reminders per query of the robot's whole-list read. */
const PENDING_CHUNK_ROWS = 100;

function toReminder(row: Selectable<RemindersTable>): Reminder {
  return {
    id: row.id,
    setter: row.setter,
    subscribe: row.subscribe,
    isLoop: row.is_loop === 1,
    time: row.time,
    content: row.content,
    status: row.status === DONE ? ReminderStatus.DONE : ReminderStatus.PENDING,
    doneAt: row.done_at,
    createdAt: row.created_at,
  };
}

/**
 * One user's reminders (ROBOT-PROTOCOL §5.2): the robot gateway saves them (`insert`), reads the pending ones
 * and marks one-offs done; the console lists and removes them. Every query is scoped to `userId`.
 */
export function remindersRepository(db: Kysely<Database>, userId: string) {
  const own = () => db.selectFrom('reminders').where('user_id', '=', userId);
  return {
    /** What the robot schedules on start (`GET /task`): pending reminders, oldest first, at most `limit`. */
    async listPending(limit: number): Promise<Reminder[]> {
      // A reminder holds up to a few thousand characters: read PENDING_CHUNK_ROWS at a time (chunked-read.ts).
      const select = () => own().selectAll().where('status', '=', PENDING);
      const rows = await readInKeyOrder(select, ['created_at', 'id'], limit, PENDING_CHUNK_ROWS);
      return rows.map(toReminder);
    },

    /** Every reminder of the user, pending and done. */
    async count(): Promise<number> {
      return countRows(own());
    },

    /** Saves a reminder (validated with `robotReminderSchema`) and returns it with its new id (`POST /task`). */
    async insert(input: ReminderInput, now = Date.now()): Promise<Reminder> {
      const row = {
        id: newId(),
        user_id: userId,
        setter: input.setter,
        subscribe: input.subscribe,
        is_loop: input.isLoop ? 1 : 0,
        time: input.time,
        content: input.content,
        status: PENDING,
        done_at: null,
        created_at: now,
      };
      await db.insertInto('reminders').values(row).execute();
      return toReminder(row);
    },

    /**
     * Marks a fired one-off reminder done (`GET /task/update?id`); false when it is not this user's, already
     * done, or looping (a looping reminder keeps firing, so it stays pending).
     */
    async markDone(id: string, now = Date.now()): Promise<boolean> {
      const result = await db
        .updateTable('reminders')
        .set({ status: DONE, done_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', PENDING)
        .where('is_loop', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes one of the user's reminders; false when there is none with that id for this user. */
    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('reminders')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The console's list, newest first, pending and done alike. */
    async page(query: PageQuery): Promise<Page<Reminder>> {
      return paginate(
        db,
        own(),
        query,
        (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        toReminder,
      );
    },
  };
}
