import {
  BULK_SEND_INTERVAL_MS,
  type BulkRecipientRef,
  BulkRecipientStatus,
  BulkSendStatus,
  type BulkSendTarget,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { bulkSendJobsRepository, type QueuedRecipient, type StoredBulkSend } from '../repositories/bulk-sends.ts';
import { robotOnline } from './robot-push.ts';

/**
 * The reference a recipient is published under (ROBOT-PROTOCOL §3.2 lookup rules): a room by wxid, then topic
 * (`roomName`); a contact by wxid, nickname (`name`), then remark (`alias`).
 */
export function publishedRef(target: BulkSendTarget, ref: BulkRecipientRef): BulkRecipientRef {
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  return target === 'Contact'
    ? defined({ wxid: ref.wxid, name: ref.name, alias: ref.alias })
    : defined({ wxid: ref.wxid, roomName: ref.roomName ?? ref.name });
}

/**
 * Runs bulk send jobs (群发助手): one recipient at a time, `intervalMs` apart, each as one `multisay` with
 * `groups: [that recipient]` and the job's messages (the robot paces the items 500 ms apart itself). Each
 * recipient goes queued → published → sent (the robot's client acknowledged the command; embedded broker
 * only), or robot_offline when the robot was not connected at its turn, or cancelled.
 *
 * The pacing lives in timers of this process: `close` clears them (the app's onClose), and a job still running
 * when the server stopped is marked interrupted at the next start (`recover`).
 */
export class BulkSendRunner {
  readonly #app: FastifyInstance;
  readonly #intervalMs: number;
  readonly #timers = new Map<string, NodeJS.Timeout>();
  /** Steps and delivery reports under way, awaited on close so none touches a closed database. */
  readonly #pending = new Set<Promise<void>>();
  #closed = false;

  constructor(app: FastifyInstance, intervalMs = BULK_SEND_INTERVAL_MS) {
    this.#app = app;
    this.#intervalMs = intervalMs;
  }

  get #jobs() {
    return bulkSendJobsRepository(this.#app.db.kysely);
  }

  /** Marks the jobs a stopped server left running as interrupted; their queued recipients become cancelled. */
  async recover(): Promise<void> {
    const now = Date.now();
    for (const id of await this.#jobs.running()) {
      if (!this.#timers.has(id)) await this.#jobs.finish(id, BulkSendStatus.INTERRUPTED, now);
    }
  }

  /** Starts a stored running job: its first recipient at once. */
  start(jobId: string): void {
    this.#schedule(jobId, 0);
  }

  /** Cancels a running job: its queued recipients become cancelled. False when it was not running. */
  async cancel(jobId: string): Promise<boolean> {
    const timer = this.#timers.get(jobId);
    if (timer) clearTimeout(timer);
    this.#timers.delete(jobId);
    return this.#jobs.finish(jobId, BulkSendStatus.CANCELLED, Date.now());
  }

  /** Stops every timer and waits for the steps under way; running jobs stay running (see `recover`). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => this.#app.log.error({ err: error }, 'bulk send failed'));
    this.#pending.add(tracked);
    void tracked.finally(() => this.#pending.delete(tracked));
  }

  #schedule(jobId: string, delayMs: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(jobId);
      this.#track(this.#step(jobId));
    }, delayMs);
    this.#timers.set(jobId, timer);
  }

  /** Gives the next queued recipient its turn, then schedules the one after or ends the job. */
  async #step(jobId: string): Promise<void> {
    if (this.#closed) return;
    const job = await this.#jobs.find(jobId);
    if (!job || job.status !== BulkSendStatus.RUNNING) return;
    const recipient = await this.#jobs.nextQueued(jobId);
    if (recipient) {
      const turnAt = await this.#send(job, recipient);
      if (this.#closed) return;
      if (await this.#jobs.nextQueued(jobId)) {
        this.#schedule(jobId, Math.max(0, turnAt + this.#intervalMs - Date.now()));
        return;
      }
    }
    await this.#jobs.finish(jobId, BulkSendStatus.DONE, Date.now());
  }

  /** Publishes to one recipient; returns when its turn was taken (the next one is paced from there). */
  async #send(job: StoredBulkSend, recipient: QueuedRecipient): Promise<number> {
    const { position } = recipient;
    if (!(await robotOnline(this.#app, job.userId))) {
      await this.#jobs.setRecipient(job.id, position, BulkRecipientStatus.QUEUED, BulkRecipientStatus.ROBOT_OFFLINE);
      return Date.now();
    }
    const publishedAt = Date.now();
    // Claimed before publishing: a cancel that got there first wins, and nothing is published for it.
    const claimed = await this.#jobs.setRecipient(
      job.id,
      position,
      BulkRecipientStatus.QUEUED,
      BulkRecipientStatus.PUBLISHED,
      { publishedAt },
    );
    if (!claimed) return publishedAt;
    const payload = { target: job.target, groups: [publishedRef(job.target, recipient.ref)], messages: job.messages };
    try {
      await this.#app.bus.publishTracked(job.userId, 'multisay', payload, () => {
        if (!this.#closed) this.#track(this.#delivered(job.id, position));
      });
    } catch (error) {
      this.#app.log.warn({ err: error, jobId: job.id }, 'bulk send publish failed');
      await this.#jobs.setRecipient(job.id, position, BulkRecipientStatus.PUBLISHED, BulkRecipientStatus.ROBOT_OFFLINE);
    }
    return publishedAt;
  }

  async #delivered(jobId: string, position: number): Promise<void> {
    await this.#jobs.setRecipient(jobId, position, BulkRecipientStatus.PUBLISHED, BulkRecipientStatus.SENT, {
      sentAt: Date.now(),
    });
  }
}
