import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/** Security events written to the audit trail. */
export type AuditEvent =
  | 'signup'
  | 'login_ok'
  | 'login_failed'
  | 'logout'
  | 'password_reset_requested'
  | 'password_reset'
  | 'api_key_rotated'
  | 'api_keys_revealed'
  | 'password_changed'
  | 'session_revoked'
  | 'logout_everywhere'
  | 'role_changed'
  | 'custom_routes_changed'
  | 'open_api_call';

export function auditRepository(db: Kysely<Database>) {
  return {
    async record(
      event: AuditEvent,
      entry: { userId?: string | null; ip?: string | null; detail?: Record<string, unknown> },
      now: number,
    ): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: newId(),
          user_id: entry.userId ?? null,
          event,
          ip: entry.ip ?? null,
          detail: JSON.stringify(entry.detail ?? {}),
          created_at: now,
        })
        .execute();
    },

    async listForUser(userId: string) {
      return db
        .selectFrom('audit_log')
        .select(['event', 'ip', 'detail', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}
