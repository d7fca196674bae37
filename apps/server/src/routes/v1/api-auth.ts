import { API_PREFIX, ErrorCode } from '@weassit/contract';
import { apiKeyResetSchema, passwordCheckSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { ACCOUNT_BODY_LIMIT } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { resetApiKey, revealApiKeys } from '../../services/account-security.ts';
import { afterRobotKeyRotated } from '../../services/robot-key-rotation.ts';
import { callerOf } from './account-security.ts';

/** What the former GET calls answer: the keys are no longer handed to a session without the password. */
const PASSWORD_NEEDED = '查看或重置密钥需要再次输入登录密码：请用 POST 并在请求体中带上 password';

/**
 * The user's two key pairs (robot and open API): shown (created on first use) and rotated, each only with the
 * account's password in the body (spec §7 "Account" named GET calls; a password does not belong in a URL).
 */
export async function apiAuthRoutes(app: FastifyInstance, options: { config: Config }) {
  app.addHook('preHandler', requireUser);
  const small = { bodyLimit: ACCOUNT_BODY_LIMIT };

  app.post(`${API_PREFIX}/apiauth/get`, small, async (request) => {
    const { password } = parse(passwordCheckSchema, request.body);
    return ok(await revealApiKeys(app.db.kysely, callerOf(request), password));
  });

  app.post(`${API_PREFIX}/apiauth/reset`, small, async (request) => {
    const body = parse(apiKeyResetSchema, request.body);
    const keys = await resetApiKey(app.db.kysely, callerOf(request), body);
    if (body.kind === 'robot') await afterRobotKeyRotated(app, request.userId, linkOrigin(options.config, app.server));
    return ok(keys, '密钥已重置');
  });

  for (const action of ['get', 'reset']) {
    app.get(`${API_PREFIX}/apiauth/${action}`, async () => {
      throw new AppError(ErrorCode.METHOD_NOT_ALLOWED, PASSWORD_NEEDED, 405);
    });
  }
}
