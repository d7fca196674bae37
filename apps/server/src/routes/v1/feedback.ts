import { API_PREFIX, feedbackSchema } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';

/** `POST /api/feedback`: stores what a user tells us. */
export async function feedbackRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  app.post(`${API_PREFIX}/feedback`, async (request) => {
    const body = parse(feedbackSchema, request.body);
    await app.db.kysely
      .insertInto('feedback')
      .values({
        id: newId(),
        user_id: request.userId,
        content: body.content,
        contact: body.contact ?? null,
        created_at: Date.now(),
      })
      .execute();
    return ok(null, '感谢你的反馈');
  });
}
