import { API_PREFIX } from '@weassit/contract';
import { changePasswordSchema, passwordCheckSchema, sessionRevokeSchema } from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { ACCOUNT_BODY_LIMIT } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import {
  type AccountCaller,
  changePassword,
  listSessions,
  logoutEverywhere,
  revokeSession,
} from '../../services/account-security.ts';
import { afterRobotKeyRotated } from '../../services/robot-key-rotation.ts';

/** The logged-in caller of an account-security call (requireUser ran, so the token is there). */
export function callerOf(request: FastifyRequest): AccountCaller {
  return { userId: request.userId, token: bearerToken(request) ?? '', ip: request.ip ?? null };
}

/** The account page's security calls: change the password, list and end sessions, log out everywhere. */
export async function accountSecurityRoutes(app: FastifyInstance, options: { config: Config }) {
  app.addHook('preHandler', requireUser);
  const small = { bodyLimit: ACCOUNT_BODY_LIMIT };

  app.post(`${API_PREFIX}/user/password`, small, async (request) => {
    const body = parse(changePasswordSchema, request.body);
    await changePassword(app.db.kysely, callerOf(request), body);
    return ok(null, '密码已修改，其他设备上的登录已退出');
  });

  app.get(`${API_PREFIX}/user/sessions`, async (request) => ok(await listSessions(app.db.kysely, callerOf(request))));

  app.post(`${API_PREFIX}/user/sessions/revoke`, small, async (request) => {
    const { id } = parse(sessionRevokeSchema, request.body);
    await revokeSession(app.db.kysely, callerOf(request), id);
    return ok(null, '已退出该设备上的登录');
  });

  app.post(`${API_PREFIX}/logout/all`, small, async (request) => {
    const { password } = parse(passwordCheckSchema, request.body);
    await logoutEverywhere(app.db.kysely, callerOf(request), password);
    await afterRobotKeyRotated(app, request.userId, linkOrigin(options.config, app.server));
    return ok(null, '已退出所有设备，机器人密钥已重置：请把新密钥填入机器人后重新登录');
  });
}
