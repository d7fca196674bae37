import {
  BULK_SEND_MESSAGES,
  BULK_SEND_RUNNING_MAX,
  BULK_SEND_STORED_MAX,
  type BulkRecipientRef,
  BulkRecipientStatus,
  type BulkSendJob,
  type BulkSendJobDetail,
  type BulkSendRecipient,
  BulkSendStatus,
  type BulkSendTarget,
  bulkRecipientName,
  ErrorCode,
  type MessageItem,
  type Page,
} from '@weassit/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { BulkSendsTable, Database, DatabaseKind } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { type PageQuery, paginate } from './paginate.ts';

/** A job as the runner needs it. */
export interface StoredBulkSend {
  id: string;
  userId: string;
  target: BulkSendTarget;
  messages: MessageItem[];
  status: BulkSendStatus;
}

/** A job as stored, its recipients without their delivery (services/delivery.ts adds it). */
export type StoredBulkSendDetail = Omit<BulkSendJobDetail, 'recipients'> & {
  recipients: Omit<BulkSendRecipient, 'delivery'>[];
};

/** The next recipient whose turn it is. */
export interface QueuedRecipient {
  position: number;
  ref: BulkRecipientRef;
}

// Number(): PostgreSQL hands bigint columns back as strings unless told otherwise.
const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

type JobRow = Selectable<BulkSendsTable> & { sent: number | string; done: number | string };

function toJob(row: JobRow): BulkSendJob {
  return {
    id: row.id,
    target: row.target as BulkSendTarget,
    status: row.status as BulkSendStatus,
    createdAt: Number(row.created_at),
    finishedAt: nullableNumber(row.finished_at),
    total: Number(row.total),
    sent: Number(row.sent),
    done: Number(row.done),
  };
}

/**
 * Makes one user's job creations wait for each other, so two at once cannot both pass the running cap. SQLite
 * runs one write transaction at a time already; PostgreSQL takes a lock on the user's key for the transaction.
 */
async function lockUserJobs(trx: Kysely<Database>, kind: DatabaseKind, userId: string): Promise<void> {
  if (kind === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`bulk-send:${userId}`}))`.execute(trx);
  }
}

/** Bulk send jobs across users: what the runner uses (it acts on jobs it was handed, by id). */
export function bulkSendJobsRepository(db: Kysely<Database>) {
  return {
    async find(id: string): Promise<StoredBulkSend | undefined> {
      const row = await db.selectFrom('bulk_sends').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        target: row.target as BulkSendTarget,
        messages: JSON.parse(row.messages) as MessageItem[],
        status: row.status as BulkSendStatus,
      };
    },

    /** The first recipient still queued, or undefined. */
    async nextQueued(jobId: string): Promise<QueuedRecipient | undefined> {
      const row = await db
        .selectFrom('bulk_send_recipients')
        .select(['position', 'ref'])
        .where('job_id', '=', jobId)
        .where('status', '=', BulkRecipientStatus.QUEUED)
        .orderBy('position')
        .limit(1)
        .executeTakeFirst();
      return row ? { position: Number(row.position), ref: JSON.parse(row.ref) as BulkRecipientRef } : undefined;
    },

    /** Moves a recipient on from `from` (only if it is still there); false when something else moved it first. */
    async setRecipient(
      jobId: string,
      position: number,
      from: BulkRecipientStatus,
      to: BulkRecipientStatus,
      at: { publishedAt?: number; sentAt?: number } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('bulk_send_recipients')
        .set({
          status: to,
          ...(at.publishedAt !== undefined ? { published_at: at.publishedAt } : {}),
          ...(at.sentAt !== undefined ? { sent_at: at.sentAt } : {}),
        })
        .where('job_id', '=', jobId)
        .where('position', '=', position)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends a running job with `status`; its queued recipients become cancelled. False when it was not running. */
    async finish(jobId: string, status: BulkSendStatus, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('bulk_sends')
          .set({ status, finished_at: now })
          .where('id', '=', jobId)
          .where('status', '=', BulkSendStatus.RUNNING)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('bulk_send_recipients')
          .set({ status: BulkRecipientStatus.CANCELLED })
          .where('job_id', '=', jobId)
          .where('status', '=', BulkRecipientStatus.QUEUED)
          .execute();
        return true;
      });
    },

    /** Deletes the jobs (and their recipients) that finished before `before`; returns how many. */
    async purgeFinishedBefore(before: number): Promise<number> {
      const result = await db
        .deleteFrom('bulk_sends')
        .where('status', '!=', BulkSendStatus.RUNNING)
        .where('finished_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Ids of the jobs still marked running (left so by a server that stopped). */
    async running(): Promise<string[]> {
      const rows = await db
        .selectFrom('bulk_sends')
        .select('id')
        .where('status', '=', BulkSendStatus.RUNNING)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

/** One user's bulk send jobs (群发助手); every query is scoped to `userId`. */
export function bulkSendsRepository(db: Kysely<Database>, kind: DatabaseKind, userId: string) {
  const own = () => db.selectFrom('bulk_sends').where('user_id', '=', userId);
  const counts = (eb: ExpressionBuilder<Database, 'bulk_sends'>) => {
    const counted = (status: readonly BulkRecipientStatus[]) =>
      eb
        .selectFrom('bulk_send_recipients as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.job_id', '=', 'bulk_sends.id')
        .where('r.status', 'in', status);
    return [
      counted([BulkRecipientStatus.SENT]).as('sent'),
      counted([BulkRecipientStatus.PUBLISHED, BulkRecipientStatus.SENT, BulkRecipientStatus.ROBOT_OFFLINE]).as('done'),
    ];
  };

  return {
    /**
     * Stores a running job with every recipient queued, within the user's caps: refused (QUOTA_EXCEEDED) while
     * `caps.running` jobs are sending; past `caps.stored` jobs the oldest finished ones are deleted to make room.
     */
    async insert(
      id: string,
      job: { target: BulkSendTarget; messages: MessageItem[]; groups: BulkRecipientRef[] },
      now: number,
      caps: { running: number; stored: number } = { running: BULK_SEND_RUNNING_MAX, stored: BULK_SEND_STORED_MAX },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockUserJobs(trx, kind, userId);
        const held = await trx
          .selectFrom('bulk_sends')
          .select(['id', 'status'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const running = held.filter((j) => j.status === BulkSendStatus.RUNNING).length;
        if (running >= caps.running) throw new AppError(ErrorCode.QUOTA_EXCEEDED, BULK_SEND_MESSAGES.tooManyRunning);
        const finished = held.filter((j) => j.status !== BulkSendStatus.RUNNING).map((j) => j.id);
        const oldest = finished.slice(Math.max(0, caps.stored - 1 - running));
        // Recipients go with their job (on delete cascade).
        if (oldest.length > 0) await trx.deleteFrom('bulk_sends').where('id', 'in', oldest).execute();
        await trx
          .insertInto('bulk_sends')
          .values({
            id,
            user_id: userId,
            target: job.target,
            messages: JSON.stringify(job.messages),
            status: BulkSendStatus.RUNNING,
            total: job.groups.length,
            created_at: now,
            finished_at: null,
          })
          .execute();
        await trx
          .insertInto('bulk_send_recipients')
          .values(
            job.groups.map((ref, position) => ({
              job_id: id,
              position,
              ref: JSON.stringify(ref),
              name: bulkRecipientName(ref),
              wxid: ref.wxid ?? '',
              status: BulkRecipientStatus.QUEUED,
              published_at: null,
              sent_at: null,
            })),
          )
          .execute();
      });
    },

    /** My jobs, newest first. */
    async page(query: PageQuery): Promise<Page<BulkSendJob>> {
      return paginate(
        db,
        own(),
        query,
        (q) => q.selectAll('bulk_sends').select(counts).orderBy('created_at', 'desc').orderBy('id', 'desc'),
        (row) => toJob(row as JobRow),
      );
    },

    async find(id: string): Promise<StoredBulkSendDetail | undefined> {
      const row = await own().selectAll('bulk_sends').select(counts).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const recipients = await db
        .selectFrom('bulk_send_recipients')
        .select(['name', 'wxid', 'status', 'published_at', 'sent_at'])
        .where('job_id', '=', id)
        .orderBy('position')
        .execute();
      return {
        ...toJob(row as JobRow),
        messages: JSON.parse(row.messages) as MessageItem[],
        recipients: recipients.map((r): StoredBulkSendDetail['recipients'][number] => ({
          name: r.name,
          wxid: r.wxid,
          status: r.status as BulkRecipientStatus,
          publishedAt: nullableNumber(r.published_at),
          sentAt: nullableNumber(r.sent_at),
        })),
      };
    },
  };
}
