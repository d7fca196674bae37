import { CALLBACK_TEST_PATH, ErrorCode } from '@weassit/contract';
import { callbackTestSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { checkCallback } from '../../services/callback-check.ts';

/** Test calls per user and minute: each one is an outbound request made on the user's behalf. */
export const CALLBACK_TESTS_PER_MINUTE = 10;

/**
 * `POST /api/callback/test` (回调事件, vip: the contract's VIP_ROUTES): POSTs a sample of the robot's callback
 * request to the given address once and answers code 0 with what came back (a failed call is a result the dialog
 * shows, not an error). Nothing is stored; the log keeps the outcome, never the address or the answer.
 */
export async function callbackTestRoutes(app: FastifyInstance, options: { config: Config }) {
  app.addHook('preHandler', requireUser);
  app.post(CALLBACK_TEST_PATH, async (request) => {
    const body = parse(callbackTestSchema, request.body);
    // The contract's check is a pattern (it runs without the URL global); the call needs an address URL parses.
    if (!URL.canParse(body.url)) throw new AppError(ErrorCode.INVALID_PARAMETER, '地址格式错误（url）');
    const hits = await rateLimitsRepository(app.db.kysely).hit(`callback-test:${request.userId}`, 60_000, Date.now());
    if (hits > CALLBACK_TESTS_PER_MINUTE) {
      throw new AppError(ErrorCode.RATE_LIMITED, '测试过于频繁，请一分钟后再试', 429);
    }
    const result = await checkCallback(body, options.config.callbackCheck);
    request.log.info({ status: result.status, httpStatus: result.httpStatus, ms: result.elapsedMs }, 'callback test');
    return ok(result, result.message);
  });
}
