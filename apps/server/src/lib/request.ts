import type { FastifyRequest } from 'fastify';
import type { SessionClient } from '../services/sessions.ts';

/**
 * Body limit of the account routes (log-in, sign-up, reset, scan-to-log-in): their fields fit in a few hundred
 * bytes, and anyone may call them, so nothing larger is read, let alone validated.
 */
export const ACCOUNT_BODY_LIMIT = 4 * 1024;

/** Who is asking, as recorded with a new session or a scan-to-log-in ticket. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
