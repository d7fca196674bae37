import { API_PREFIX, type ApiCredentials } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type ApiCredentialsRow, apiCredentialsRepository } from '../../repositories/api-credentials.ts';
import { auditRepository } from '../../repositories/audit.ts';

const toCredentials = (row: ApiCredentialsRow): ApiCredentials => ({ apiKey: row.api_key, apiSecret: row.api_secret });

/** The user's open-API key pair: shown (created on first use) and rotated (spec §7 "Account"). */
export async function apiAuthRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get(`${API_PREFIX}/apiauth/get`, async (request) =>
    ok(toCredentials(await apiCredentialsRepository(app.db.kysely).getOrCreate(request.userId, Date.now()))),
  );

  app.get(`${API_PREFIX}/apiauth/reset`, async (request) => {
    const now = Date.now();
    const row = await apiCredentialsRepository(app.db.kysely).rotate(request.userId, now);
    await auditRepository(app.db.kysely).record('api_key_rotated', { userId: request.userId, ip: request.ip }, now);
    return ok(toCredentials(row));
  });
}
