import { API_PREFIX, ErrorCode } from '@weassit/contract';
import { loginSchema, signupSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { ACCOUNT_BODY_LIMIT, sessionClient } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import { auditRepository } from '../../repositories/audit.ts';
import { usersRepository } from '../../repositories/users.ts';
import { login, signup, toUserInfo } from '../../services/accounts.ts';
import { sendActivationMail } from '../../services/recovery.ts';
import { authenticate, closeSession } from '../../services/sessions.ts';

const VERIFY_FAILED = '验证失败，请重新登陆';

/** Sign-up, log-in, the current user, log-out and the session check (spec §7 "Account"). */
export async function accountRoutes(app: FastifyInstance, options: { config: Config }) {
  const small = { bodyLimit: ACCOUNT_BODY_LIMIT };

  app.post(`${API_PREFIX}/signup`, small, async (request) => {
    const body = parse(signupSchema, request.body);
    const user = await signup(app.db.kysely, body, { ip: request.ip, defaultRole: options.config.defaultRole });
    // The account exists either way; a mail that cannot be sent is logged, not turned into a failed sign-up.
    await sendActivationMail(app.db.kysely, app.mailer, user, linkOrigin(options.config, app.server)).catch((error) =>
      request.log.error({ err: error }, 'activation mail failed'),
    );
    return ok({ userId: user.id });
  });

  app.post(`${API_PREFIX}/login`, small, async (request) => {
    const body = parse(loginSchema, request.body);
    // Activation is required only when mail really reaches people (SMTP_URL); offline installs skip it.
    return ok(await login(app.db.kysely, body, sessionClient(request), { requireVerifiedEmail: app.mailer.delivers }));
  });

  // The console checks its session with this when it starts; every failure keeps its log-in-again code but
  // says the spec's 验证失败，请重新登陆.
  app.get(`${API_PREFIX}/verify`, async (request) => {
    try {
      return ok({ userId: await authenticate(app.db.kysely, bearerToken(request)) });
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, VERIFY_FAILED, error.statusCode);
      throw error;
    }
  });

  await app.register(async (authed) => {
    authed.addHook('preHandler', requireUser);

    authed.post(`${API_PREFIX}/user/info`, async (request) => {
      const user = await usersRepository(app.db.kysely).findById(request.userId);
      if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
      return ok(toUserInfo(user));
    });

    authed.post(`${API_PREFIX}/logout`, async (request) => {
      const token = bearerToken(request);
      if (token) await closeSession(app.db.kysely, token);
      await auditRepository(app.db.kysely).record('logout', { userId: request.userId, ip: request.ip }, Date.now());
      return ok(null);
    });
  });
}
