import { type LastSent, LastSentStatus, MESSAGE_HISTORY_LAST_SENT_PATH } from '@weassit/contract';
import { lastSentRequestSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { messageRecordsRepository } from '../../repositories/message-records.ts';
import { recordingSince } from '../../services/delivery.ts';

/**
 * `POST …/message_history/last_sent` (vip, VIP_ROUTES): when the robot was last seen sending to each target, for
 * the schedule pages. Groups by id, else by name; friends are always `unidentifiable` (the plugin posts the
 * robot's private messages with the robot as the conversation); everything is `not_recording` while message
 * history is off.
 */
export async function lastSentRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.post(MESSAGE_HISTORY_LAST_SENT_PATH, async (request) => {
    const { targets } = parse(lastSentRequestSchema, objectBody(request.body ?? {}));
    const recording = (await recordingSince(app.db.kysely, request.userId)) !== null;
    const rooms = targets.filter((t) => t.isRoom);
    const found = recording
      ? await messageRecordsRepository(app.db.kysely, app.db.kind, request.userId).lastOwnInRooms(
          [...new Set(rooms.flatMap((t) => (t.id ? [t.id] : [])))],
          [...new Set(rooms.flatMap((t) => (t.id ? [] : [t.name])))],
        )
      : undefined;
    const answers = targets.map((target): LastSent => {
      if (!target.isRoom) return { status: LastSentStatus.UNIDENTIFIABLE, lastSentAt: null };
      if (!found) return { status: LastSentStatus.NOT_RECORDING, lastSentAt: null };
      const at = target.id ? found.byId.get(target.id) : found.byName.get(target.name);
      return at === undefined
        ? { status: LastSentStatus.NOT_SEEN, lastSentAt: null }
        : { status: LastSentStatus.SEEN, lastSentAt: at };
    });
    return ok(answers);
  });
}
