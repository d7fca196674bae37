import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** The mails an app without SMTP_URL wrote to DATA_DIR/outbox.jsonl, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The token in the last mailed link to `to`. */
export function lastLinkToken(dataDir: string, to: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to === to)
    .at(-1);
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}
