import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/envelope.ts';
import { authenticate, recentlyAuthenticated } from '../services/sessions.ts';

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
export function requireUser(
  this: FastifyInstance,
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const token = bearerToken(request);
  // A session seen within the last seconds is answered synchronously: no promise, no database round trip.
  const userId = recentlyAuthenticated(this.db.kysely, token);
  if (userId) {
    done(checkClaims(request, userId));
    return;
  }
  authenticate(this.db.kysely, token).then(
    (id) => done(checkClaims(request, id)),
    (error: Error) => done(error),
  );
}

/** Sets the request's user, or returns the refusal of a foreign `userId` claimed in the query or body. */
function checkClaims(request: FastifyRequest, userId: string): AppError | undefined {
  request.userId = userId;
  for (const claimed of [claimedUserId(request.query), claimedUserId(request.body)]) {
    if (claimed !== undefined && claimed !== null && claimed !== '' && String(claimed) !== request.userId) {
      return new AppError(ErrorCode.FORBIDDEN, '无权访问其他用户的数据');
    }
  }
  return undefined;
}
