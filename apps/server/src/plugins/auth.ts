import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/envelope.ts';
import { authenticate } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user: always from the session token, never from the request's own fields. */
    userId: string;
  }
}

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function claimedUserId(source: unknown): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>).userId : undefined;
}

/** Declares `request.userId`; routes opt in to authentication with `requireUser`. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * preHandler for every logged-in route: resolves the session (40001/40003/40004 otherwise), and refuses a
 * `userId` in the query or body that is not the session's user (the spec's calls still send one).
 */
export async function requireUser(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.userId = await authenticate(this.db.kysely, bearerToken(request));
  for (const claimed of [claimedUserId(request.query), claimedUserId(request.body)]) {
    if (claimed !== undefined && claimed !== null && claimed !== '' && String(claimed) !== request.userId) {
      throw new AppError(ErrorCode.FORBIDDEN, '无权访问其他用户的数据');
    }
  }
}
