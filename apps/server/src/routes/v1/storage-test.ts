import { ErrorCode, OSS_TEST_PATH } from '@weassit/contract';
import { ossConfigSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { checkOss } from '../../services/oss-check.ts';

/** Connection tests per user and minute: each one is an outbound request made on the user's behalf. */
export const OSS_TESTS_PER_MINUTE = 10;

/**
 * `POST /api/wechat/oss/test` (文件存储): checks an Aliyun OSS config from the server before it is saved. The answer
 * is code 0 with `{ status, message }` whatever OSS said: a failed test is a result the page shows, not an error.
 * Nothing is stored, and neither the keys nor OSS's answer are logged.
 */
export async function storageTestRoutes(app: FastifyInstance, options: { config: Config }) {
  app.addHook('preHandler', requireUser);
  app.post(OSS_TEST_PATH, async (request) => {
    const hits = await rateLimitsRepository(app.db.kysely).hit(`oss-test:${request.userId}`, 60_000, Date.now());
    if (hits > OSS_TESTS_PER_MINUTE) throw new AppError(ErrorCode.RATE_LIMITED, '测试过于频繁，请一分钟后再试', 429);
    const body = parse(ossConfigSchema, request.body);
    const answer = await checkOss(body, options.config.ossCheck);
    request.log.info({ status: answer.status }, 'oss test');
    return ok(answer, answer.message);
  });
}
