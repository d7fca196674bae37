import { HEALTH_PATH, type HealthInfo } from '@weassit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ping } from '../../db/connect.ts';
import { ok } from '../../lib/envelope.ts';
import { VERSION } from '../../lib/version.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { authenticate } from '../../services/sessions.ts';

/**
 * `GET /v1/api/health`: answers code 0 when the server and its database answer. Anyone learns only that;
 * the version, database kind and uptime are for a caller with a live session.
 */
export async function healthRoutes(app: FastifyInstance) {
  const loggedIn = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token !== undefined && (await authenticate(app.db.kysely, token).then(Boolean, () => false));
  };

  app.get(HEALTH_PATH, async (request) => {
    await ping(app.db.kysely);
    const info: HealthInfo = (await loggedIn(request))
      ? { status: 'ok', version: VERSION, database: app.db.kind, uptimeSeconds: Math.round(process.uptime()) }
      : { status: 'ok' };
    return ok(info);
  });
}
