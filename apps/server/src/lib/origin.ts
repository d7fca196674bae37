import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The origin links in mails point to: PUBLIC_URL when set, else the origin the request came in on. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
