import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/envelope.ts';

/** How deep a parsed body is searched; no schema of the API accepts anything near this deep. */
const MAX_DEPTH = 64;

/** Whether `value` (a parsed body, query or route parameters) holds U+0000 in a string or a key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses any request whose body, query or route parameters carry U+0000 (10002), before a handler sees it.
 * PostgreSQL cannot store it in text and fails the query (a 500, found by the hostile-input test); SQLite would
 * store it; no field of the API means it. One check for every route instead of one in every schema.
 */
export const noNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
        throw new AppError(ErrorCode.INVALID_PARAMETER, '参数不能包含空字符（U+0000）');
      }
    });
  },
  { name: 'no-nul' },
);
