import {
  MESSAGE_CSV_HEADERS,
  MESSAGE_EXPORT_TTL_MS,
  type MessageHistoryFilter,
  type MessageRecord,
  SCHEDULE_TIME_ZONE,
} from '@weassit/contract';
import { messageHistoryFilterSchema } from '@weassit/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { signedTokens } from '../lib/signed-tokens.ts';

/** The app_meta row holding the signing secret: one per database, so every server process shares it. */
const SECRET_KEY = 'message_export_secret';
/** Binds a signature to this use, so no other HMAC made with a secret can pass for an export link. */
const PURPOSE = 'weassit-message-export-v1.';

/**
 * CSV download links: a browser download cannot send the console's bearer header, so `POST …/export` answers a
 * short-lived link whose token signs (HMAC-SHA256, per-database secret) the user, the filters and the expiry.
 * Stateless to check, so any server process accepts it.
 */
export function messageExportTokens(db: Kysely<Database>) {
  const tokens = signedTokens(db, { secretKey: SECRET_KEY, purpose: PURPOSE });
  return {
    async issue(userId: string, filter: MessageHistoryFilter, now: number) {
      const expiresAt = now + MESSAGE_EXPORT_TTL_MS;
      return { token: await tokens.seal({ u: userId, f: filter, e: expiresAt }), expiresAt };
    },

    /** The user and filters of a genuine, unexpired token, or undefined. */
    async verify(token: string, now: number): Promise<{ userId: string; filter: MessageHistoryFilter } | undefined> {
      const { u, f, e } = (await tokens.open(token)) ?? {};
      if (typeof u !== 'string' || !u || typeof e !== 'number' || now >= e) return undefined;
      const filter = messageHistoryFilterSchema.safeParse(f);
      return filter.success ? { userId: u, filter: filter.data } : undefined;
    },
  };
}

/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (= + - @, or a leading tab
 * or carriage return) prefixed with a single quote.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SCHEDULE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV, line by line: a BOM (so Excel reads UTF-8), the header, then one line per message. */
export async function* messagesCsv(records: AsyncIterable<MessageRecord>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([...MESSAGE_CSV_HEADERS])}`;
  for await (const r of records) {
    yield csvLine([
      timeFormat.format(r.time),
      r.conversationName,
      r.conversationId,
      r.isRoom ? '是' : '否',
      r.senderAlias || r.senderName,
      r.senderId,
      r.isMyself ? '是' : '否',
      r.type,
      r.content,
      r.url || (typeof r.mediaInfo?.url === 'string' ? r.mediaInfo.url : ''),
    ]);
  }
}
