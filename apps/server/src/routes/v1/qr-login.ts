import { API_PREFIX } from '@weassit/contract';
import { qrLoginCheckSchema, qrLoginIdSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { ACCOUNT_BODY_LIMIT, sessionClient } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { approveQrLogin, checkQrLogin, createQrLogin, describeQrLogin } from '../../services/qr-login.ts';

/** Scan-to-log-in from another device (spec §7 `mini/login/qrcode` and `/check`). */
export async function qrLoginRoutes(app: FastifyInstance, options: { config: Config }) {
  const base = `${API_PREFIX}/mini/login`;

  app.get(`${base}/qrcode`, async (request) =>
    ok(await createQrLogin(app.db.kysely, sessionClient(request), linkOrigin(options.config, app.server))),
  );

  app.get(`${base}/qrcode/check`, async (request) => {
    const ticket = parse(qrLoginCheckSchema, request.query);
    return ok(await checkQrLogin(app.db.kysely, ticket, sessionClient(request)));
  });

  await app.register(async (authed) => {
    authed.addHook('preHandler', requireUser);
    authed.get(`${base}/request`, async (request) => {
      const { id } = parse(qrLoginIdSchema, request.query);
      return ok(await describeQrLogin(app.db.kysely, id));
    });
    authed.post(`${base}/approve`, { bodyLimit: ACCOUNT_BODY_LIMIT }, async (request) => {
      const { id } = parse(qrLoginIdSchema, request.body);
      await approveQrLogin(app.db.kysely, id, request.userId);
      return ok(null, '已确认登录');
    });
  });
}
