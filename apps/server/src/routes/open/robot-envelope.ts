import { ErrorCode } from '@weassit/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../lib/envelope.ts';
import { mapError } from '../../plugins/errors.ts';

/**
 * The robot API's envelope (ROBOT-PROTOCOL §2.1): `{code: 200, msg, data}`. Errors keep HTTP 200 and JSON
 * with a `code` other than 200 and a `data` of the shape the caller reads (`[]` or `{}`): the plugin reads
 * `data` blindly, and a non-JSON answer to a GET crashes it.
 */
export interface RobotEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function robotOk<T>(data: T, msg = 'ok'): RobotEnvelope<T> {
  return { code: 200, msg, data };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What `data` holds when this robot route fails: `[]` for list callers, `{}` otherwise. */
    robotEmpty?: 'list' | 'object';
  }
}

/** Our error codes as the HTTP-like numbers robot-side clients log. */
function robotCode(code: ErrorCode): number {
  if (code === ErrorCode.MISSING_PARAMETER || code === ErrorCode.INVALID_PARAMETER) return 400;
  if (code === ErrorCode.MALFORMED_REQUEST) return 400;
  if (code === ErrorCode.INVALID_TOKEN || code === ErrorCode.NOT_LOGGED_IN) return 401;
  if (code === ErrorCode.FORBIDDEN || code === ErrorCode.QUOTA_EXCEEDED) return 403;
  if (code === ErrorCode.NOT_FOUND) return 404;
  if (code === ErrorCode.ROBOT_OFFLINE) return 409;
  if (code === ErrorCode.TOO_LARGE) return 413;
  if (code === ErrorCode.RATE_LIMITED) return 429;
  if (code === ErrorCode.UNAVAILABLE) return 503;
  return 500;
}

function emptyData(request: FastifyRequest): unknown[] | Record<string, never> {
  return request.routeOptions.config?.robotEmpty === 'list' ? [] : {};
}

/** Installs the robot envelope for errors and unknown paths in the calling scope (the `/open` prefix). */
export function useRobotEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'robot request failed');
    else request.log.info({ code: mapped.code, reason: error.message }, 'robot request refused');
    return reply
      .status(200)
      .type('application/json; charset=utf-8')
      .send({ code: robotCode(mapped.code), msg: mapped.msg, data: emptyData(request) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(200).send({ code: 404, msg: `接口不存在：${request.url.split('?')[0]}`, data: {} }),
  );
}
