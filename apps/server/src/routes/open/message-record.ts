import {
  ErrorCode,
  MESSAGE_HISTORY_DEFAULTS,
  MESSAGE_HISTORY_MESSAGES,
  MESSAGE_RECORD_MAX_BYTES,
  MESSAGE_RECORD_PATH,
  quotaReachedMessage,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import { messageRecordSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { messageRecordLinksRepository, messageRecordsRepository } from '../../repositories/message-records.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { isVip } from '../../services/vip.ts';

/** A secret as lib/ids.ts newToken() makes it: 43 base64url characters (length checked before the pattern). */
const query = z.object({
  key: z
    .string()
    .max(64, { message: MESSAGE_HISTORY_MESSAGES.linkInvalid, abort: true })
    .regex(/^[A-Za-z0-9_-]{43}$/, MESSAGE_HISTORY_MESSAGES.linkInvalid),
});

/**
 * `POST /open/v1/record?key=<secret>`: the robot's 消息回调 (ROBOT-PROTOCOL §2.8) posts each message here. The
 * secret names the user (only its hash is stored; in the query, which the access log leaves out); the user must be
 * vip now, within the per-minute write rate, and under the stored-messages and stored-bytes caps. The plugin
 * ignores the answer and never retries, so a refused message is not kept (the console shows the counts); a
 * refusal keeps an HTTP error status so its debug log shows it. Texts are stored cut to MESSAGE_CONTENT_STORED_MAX.
 */
export async function messageRecordRoutes(app: FastifyInstance, options: { config: Config }) {
  const { maxMessages } = options.config.messageHistory;
  const perMinute = options.config.messageHistory.writesPerMinute ?? MESSAGE_HISTORY_DEFAULTS.writesPerMinute;
  const maxBytes = options.config.quotas.messageBytes;
  const refuse = (status: number, code: ErrorCode, msg: string) => new AppError(code, msg, status);
  app.post(MESSAGE_RECORD_PATH, { bodyLimit: MESSAGE_RECORD_MAX_BYTES }, async (request) => {
    const parsed = query.safeParse(request.query);
    const userId = parsed.success
      ? await messageRecordLinksRepository(app.db.kysely).userOf(parsed.data.key)
      : undefined;
    if (!userId) throw refuse(404, ErrorCode.NOT_FOUND, MESSAGE_HISTORY_MESSAGES.linkInvalid);
    if (!(await isVip(app.db.kysely, userId))) throw refuse(403, ErrorCode.FORBIDDEN, VIP_REQUIRED_MESSAGE);
    // Each stored message costs an index write on the one event loop: a robot (or whoever holds the URL) posting
    // without pause must not hold it for the other tenants.
    const writes = await rateLimitsRepository(app.db.kysely).hit(`message-record:${userId}`, 60_000, Date.now());
    if (writes > perMinute) {
      throw refuse(429, ErrorCode.RATE_LIMITED, MESSAGE_HISTORY_MESSAGES.writesLimited(perMinute));
    }
    const values = parse(messageRecordSchema, objectBody(request.body));
    const records = messageRecordsRepository(app.db.kysely, app.db.kind, userId);
    // Checked then inserted: concurrent posts may pass the caps by a few rows, never by more than they number.
    // New messages are refused rather than old ones deleted: the history the user keeps is not rewritten behind
    // their back, and clearing or the retention purge makes room again.
    const usage = await records.usage();
    if (usage.rows >= maxMessages) {
      throw refuse(403, ErrorCode.QUOTA_EXCEEDED, MESSAGE_HISTORY_MESSAGES.quotaReached(maxMessages));
    }
    if (usage.bytes >= maxBytes) {
      throw refuse(403, ErrorCode.QUOTA_EXCEEDED, quotaReachedMessage('messageBytes', maxBytes));
    }
    await records.insert(values, Date.now());
    return ok(null);
  });
}
