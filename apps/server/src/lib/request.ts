import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SessionClient } from '../services/sessions.ts';

/** The origin links in mails point to: PUBLIC_URL when set, else the origin the request came in on. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Who is asking, as recorded with a new session or a scan-to-log-in ticket. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
