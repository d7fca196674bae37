import { OPEN_API_PREFIX } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How deep a parsed body is cleaned; no schema of the API accepts anything near this deep. */
const MAX_DEPTH = 64;
const NUL = /\u0000/g;

/** `value` (a parsed body, query or route parameters) with U+0000 removed from every string and key. */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replace(NUL, '') : value;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key.replace(NUL, '')] = withoutNul(item, depth + 1);
  return out;
}

/**
 * Removes U+0000 from the body, query and route parameters of every console API request before validation. PostgreSQL
 * cannot store it in text and fails the query (a 500, found by the hostile-input test); SQLite would store it;
 * no field of the API means it, and the display-name rules already drop control characters. One step for every
 * route instead of one in every schema.
 */
export const noNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // The robot API signs its parameters as sent: changing them would break the signature. Its texts go
      // through the contract's display-name rules, which drop control characters.
      if (request.url.startsWith(OPEN_API_PREFIX)) return;
      request.params = withoutNul(request.params);
      request.query = withoutNul(request.query);
      if (request.body !== undefined) request.body = withoutNul(request.body);
    });
  },
  { name: 'no-nul' },
);
