import { API_PREFIX } from '@weassit/contract';
import { resetPasswordSchema, sendResetSchema, tokenQuerySchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { ACCOUNT_BODY_LIMIT } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { activateEmail, checkPasswordReset, requestPasswordReset, resetPassword } from '../../services/recovery.ts';
import { afterRobotKeyRotated } from '../../services/robot-key-rotation.ts';

/** Password reset by mailed link, and e-mail activation (spec §7 "Account"). */
export async function recoveryRoutes(app: FastifyInstance, options: { config: Config }) {
  const small = { bodyLimit: ACCOUNT_BODY_LIMIT };

  app.post(`${API_PREFIX}/sendreset`, small, async (request) => {
    const { email } = parse(sendResetSchema, request.body);
    await requestPasswordReset(app.db.kysely, app.mailer, {
      email,
      origin: linkOrigin(options.config, app.server),
      ip: request.ip,
    });
    return ok(null, '如果该邮箱已注册，重置密码的邮件已发送，请在 30 分钟内查收');
  });

  app.get(`${API_PREFIX}/checkresetpassword`, async (request) => {
    const { token } = parse(tokenQuerySchema, request.query);
    return ok(await checkPasswordReset(app.db.kysely, token));
  });

  app.post(`${API_PREFIX}/resetpassword`, small, async (request) => {
    const body = parse(resetPasswordSchema, request.body);
    const userId = await resetPassword(app.db.kysely, { ...body, ip: request.ip });
    await afterRobotKeyRotated(app, userId, linkOrigin(options.config, app.server));
    return ok(null, '密码已重置，请使用新密码登录');
  });

  app.get(`${API_PREFIX}/auth_email`, async (request) => {
    const { token } = parse(tokenQuerySchema, request.query);
    await activateEmail(app.db.kysely, token);
    return ok(null, '邮箱已激活，请登录');
  });
}
