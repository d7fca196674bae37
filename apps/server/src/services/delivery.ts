import {
  BULK_SEND_MAX_MESSAGES,
  BULK_SEND_MAX_RECIPIENTS,
  type BulkSendJobDetail,
  DELIVERY_WINDOW_MS,
  deliveryTruth,
} from '@weassit/contract';
import type { Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../db/schema.ts';
import type { StoredBulkSendDetail } from '../repositories/bulk-sends.ts';
import { messageRecordLinksRepository, messageRecordsRepository } from '../repositories/message-records.ts';
import { robotConfigsRepository } from '../repositories/robot-configs.ts';

/** Records read before a job was made count too: the robot's and the server's steps may overlap a little. */
const BEFORE_JOB_MS = 60 * 1000;
/** Most records one job read matches against: every item of every recipient twice over. */
const RECORDS_MAX = BULK_SEND_MAX_RECIPIENTS * BULK_SEND_MAX_MESSAGES * 2;

/**
 * Since when the user's robot has been reporting its messages here (epoch ms), or null: no ingest link, or the
 * stored robot config has 消息回调 off. The link's time is when it was made or last rotated; a send before that
 * is `unknown` rather than a guessed `not_seen`.
 */
export async function recordingSince(db: Kysely<Database>, userId: string): Promise<number | null> {
  const [since, row] = await Promise.all([
    messageRecordLinksRepository(db).createdAt(userId),
    robotConfigsRepository(db).findByUser(userId),
  ]);
  if (since === null || !row) return null;
  try {
    const record = (JSON.parse(row.config) as { conversationRecord?: { open?: unknown } | null }).conversationRecord;
    return record?.open === true ? since : null;
  } catch {
    return null;
  }
}

/** A job read with each recipient's delivery truth, from the user's own `isMyself` records around the job. */
export async function withDelivery(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  job: StoredBulkSendDetail,
  now: number,
): Promise<BulkSendJobDetail> {
  const isRoom = job.target !== 'Contact';
  const recipients = job.recipients.map((r) => ({ ...r, isRoom, items: job.messages }));
  const since = await recordingSince(db, userId);
  const published = recipients.some((r) => r.publishedAt !== null);
  const from = job.createdAt - BEFORE_JOB_MS;
  const to = (job.finishedAt ?? now) + DELIVERY_WINDOW_MS;
  const records =
    published && since !== null
      ? await messageRecordsRepository(db, kind, userId).ownArrivedBetween(from, to, RECORDS_MAX)
      : [];
  const deliveries = deliveryTruth(recipients, records, {
    now,
    recordingSince: since,
    notice: job.target === 'RoomNotice',
  });
  return { ...job, recipients: job.recipients.map((r, i) => ({ ...r, delivery: deliveries[i] ?? null })) };
}
