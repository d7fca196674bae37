import { HEALTH_PATH, type HealthInfo } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope.ts';
import { VERSION } from '../../lib/version.ts';

/** `GET /v1/api/health`: answers code 0 when the server and its database answer. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(HEALTH_PATH, async () => {
    await sql`select 1`.execute(app.db.kysely);
    const info: HealthInfo = {
      status: 'ok',
      version: VERSION,
      database: app.db.kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return ok(info);
  });
}
