import { Readable } from 'node:stream';
import {
  ErrorCode,
  MESSAGE_HISTORY_EXPORT_PATH,
  MESSAGE_HISTORY_LINK_PATH,
  MESSAGE_HISTORY_MESSAGES,
  MESSAGE_HISTORY_PATH,
  type MessageHistoryExport,
  type MessageHistoryLink,
  type MessageHistoryLinkState,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import { messageHistoryFilterSchema, messageHistoryQuerySchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { messageRecordLinksRepository, messageRecordsRepository } from '../../repositories/message-records.ts';
import { messageExportTokens, messagesCsv } from '../../services/message-export.ts';
import { listMessages } from '../../services/message-search.ts';
import { renewRecordLink, switchConversationRecord } from '../../services/record-switch.ts';
import { isVip } from '../../services/vip.ts';

const exportQuery = z.object({
  token: z.string({ error: MESSAGE_HISTORY_MESSAGES.exportInvalid }).max(2048, MESSAGE_HISTORY_MESSAGES.exportInvalid),
});

/**
 * 消息记录 (vip): the ingest link, which the server writes into 消息回调's `customUrl`, the list with its filters and
 * search, clearing, and CSV export. Every call but the download is in the contract's VIP_ROUTES (plugins/vip.ts);
 * the download, authorised by its signed token instead of the bearer header, checks vip itself.
 */
export async function messageHistoryRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const records = (userId: string) => messageRecordsRepository(app.db.kysely, app.db.kind, userId);
  const links = () => messageRecordLinksRepository(app.db.kysely);

  await app.register(async (scope) => {
    scope.addHook('preHandler', requireUser);

    scope.get(MESSAGE_HISTORY_PATH, async (request) => {
      const { current, pageSize, ...filter } = parse(messageHistoryQuerySchema, request.query);
      return ok(await listMessages(app, request.userId, filter, { current, pageSize }));
    });

    scope.delete(MESSAGE_HISTORY_PATH, async (request) => {
      await records(request.userId).clear();
      return ok(null, MESSAGE_HISTORY_MESSAGES.cleared);
    });

    scope.get(MESSAGE_HISTORY_LINK_PATH, async (request) => {
      const createdAt = await links().createdAt(request.userId);
      const state: MessageHistoryLinkState = {
        enabled: createdAt !== null,
        createdAt,
        maxMessages: config.messageHistory.maxMessages,
        retentionDays: config.messageHistory.retentionDays,
        stored: await records(request.userId).count(),
      };
      return ok(state);
    });

    // Enable or rotate: a new secret replaces the old one, which stops working at once. The URL is built from
    // PUBLIC_URL (or the listen address), never from the request's Host header, and written into the robot's
    // 消息回调 (services/record-switch.ts); stopping turns that off.
    scope.post(MESSAGE_HISTORY_LINK_PATH, async (request) => {
      const link: MessageHistoryLink = {
        url: await renewRecordLink(app, request.userId, linkOrigin(config, app.server)),
      };
      return ok(link, MESSAGE_HISTORY_MESSAGES.enabled);
    });

    scope.delete(MESSAGE_HISTORY_LINK_PATH, async (request) => {
      await links().remove(request.userId);
      await switchConversationRecord(app, request.userId, null);
      return ok(null, MESSAGE_HISTORY_MESSAGES.disabled);
    });

    scope.post(MESSAGE_HISTORY_EXPORT_PATH, async (request) => {
      const filter = parse(messageHistoryFilterSchema, objectBody(request.body ?? {}));
      const { token, expiresAt } = await messageExportTokens(app.db.kysely).issue(request.userId, filter, Date.now());
      // In the query, which the access log leaves out (lib/loggable-url.ts); a path parameter is also capped at
      // 100 characters.
      const answer: MessageHistoryExport = { url: `${MESSAGE_HISTORY_EXPORT_PATH}?token=${token}`, expiresAt };
      return ok(answer);
    });
  });

  // The download: a browser follows the link without the bearer header; the token names the user and filters.
  app.get(MESSAGE_HISTORY_EXPORT_PATH, async (request, reply) => {
    const { token } = parse(exportQuery, request.query);
    const claims = await messageExportTokens(app.db.kysely).verify(token, Date.now());
    if (!claims) throw new AppError(ErrorCode.NOT_FOUND, MESSAGE_HISTORY_MESSAGES.exportInvalid);
    if (!(await isVip(app.db.kysely, claims.userId))) throw new AppError(ErrorCode.FORBIDDEN, VIP_REQUIRED_MESSAGE);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="messages-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(messagesCsv(records(claims.userId).stream(claims.filter))));
  });
}
