import { API_PREFIX } from '@weassit/contract';
import { feedbackSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { feedbackRepository } from '../../repositories/feedback.ts';

/** `POST /api/feedback`: stores what a user tells us. */
export async function feedbackRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  app.post(`${API_PREFIX}/feedback`, async (request) => {
    const body = parse(feedbackSchema, request.body);
    await feedbackRepository(app.db.kysely).add({ ...body, userId: request.userId }, Date.now());
    return ok(null, '感谢你的反馈');
  });
}
