import { OPEN_API_PREFIX } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How deep a parsed body is cleaned; no schema of the API accepts anything near this deep. */
const MAX_DEPTH = 64;
const NUL = '\u0000';

/** Whether `value` holds U+0000 in a string or a key (searched to MAX_DEPTH). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (key.includes(NUL) || holdsNul(item, depth + 1)) return true;
  return false;
}

/** `value` with U+0000 removed from every string and key (own properties only: a `__proto__` key stays a key). */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll(NUL, '');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replaceAll(NUL, ''), withoutNul(item, depth + 1)]),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The robot API's parameters as sent, kept when this step cleaned them: the signature covers them as they
     * were, validation and the handlers see them cleaned.
     */
    signedAsSent?: unknown;
  }
}

/**
 * Removes U+0000 from the body, query and route parameters of every request before validation. PostgreSQL cannot
 * store it in text and fails the query (a 500, found by the hostile-input test); SQLite would store it; no field
 * of the API means it, and the display-name rules already drop control characters. One step for every route
 * instead of one in every schema.
 */
export const noNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // Searched first, rebuilt only when found: the common request is left untouched (no copy on the hot path).
      if (holdsNul(request.params)) request.params = withoutNul(request.params);
      if (holdsNul(request.query)) {
        if (request.method === 'GET' && request.url.startsWith(OPEN_API_PREFIX)) request.signedAsSent = request.query;
        request.query = withoutNul(request.query);
      }
      if (holdsNul(request.body)) {
        if (request.method !== 'GET' && request.url.startsWith(OPEN_API_PREFIX)) request.signedAsSent = request.body;
        request.body = withoutNul(request.body);
      }
    });
  },
  { name: 'no-nul' },
);
