import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { contentSecurityPolicy } from '../lib/content-security-policy.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The headers every answer carries, computed once from the configuration. */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  // Only a deployment known to be https may pin browsers to https; a plain-http one would lock itself out.
  if (config.publicUrl?.startsWith('https://')) headers['strict-transport-security'] = `max-age=${ONE_YEAR}`;
  return headers;
}

/**
 * Security headers on every answer: the console's pages and assets, API answers and errors. Set when the request
 * arrives, so a route may still replace one (the uploaded files keep their stricter sandbox policy).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const headers = securityHeaders(options.config);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
