import type { Role } from '@weassit/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  role: Role;
  inviteCode: string | undefined;
  robotId: string;
}

/** The users table. Emails are stored lower-cased; callers pass them normalised. */
export function usersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts the user; returns false when the email is taken (a unique-constraint race included). */
    async insert(user: NewUser, now: number): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values({
          id: user.id,
          email: user.email,
          name: user.name,
          password_hash: user.passwordHash,
          role: user.role,
          custom_routes: '[]',
          invite_code: user.inviteCode ?? null,
          email_verified: 0,
          robot_id: user.robotId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async setRole(id: string, role: Role, now: number): Promise<void> {
      await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    },

    async setCustomRoutes(id: string, routes: string[], now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ custom_routes: JSON.stringify(routes), updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async setPasswordHash(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async setEmailVerified(id: string, now: number): Promise<void> {
      await db.updateTable('users').set({ email_verified: 1, updated_at: now }).where('id', '=', id).execute();
    },

    async list(): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().orderBy('created_at').execute();
    },
  };
}
