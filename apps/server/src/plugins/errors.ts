import { API_PREFIX, ERROR_MESSAGES, ErrorCode, UNAVAILABLE_MESSAGES } from '@weassit/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fail } from '../lib/envelope.ts';
import { unavailableCause } from '../lib/unavailable.ts';

interface Mapped {
  status: number;
  code: ErrorCode;
  msg: string;
}

/** Fastify's own client errors, by error code, and what the envelope says about them. */
const FASTIFY_ERRORS: Record<string, Omit<Mapped, 'msg'> & { msg?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.MALFORMED_REQUEST, msg: '请求体不是合法的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.MALFORMED_REQUEST, msg: '请求体为空' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ErrorCode.MALFORMED_REQUEST, msg: '不支持的请求内容类型' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ErrorCode.MALFORMED_REQUEST },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.TOO_LARGE },
  FST_ERR_BAD_URL: { status: 400, code: ErrorCode.MALFORMED_REQUEST, msg: '请求地址不合法' },
};

/** What a thrown error becomes in an envelope: HTTP status, code and a message safe to show. */
export function mapError(error: FastifyError | AppError): Mapped {
  if (error instanceof AppError) return { status: error.statusCode, code: error.code, msg: error.message };
  const known = FASTIFY_ERRORS[error.code];
  if (known) return { status: known.status, code: known.code, msg: known.msg ?? ERROR_MESSAGES[known.code] };
  if (error.validation) {
    const missing = error.validation.some((v) => v.keyword === 'required');
    const code = missing ? ErrorCode.MISSING_PARAMETER : ErrorCode.INVALID_PARAMETER;
    return { status: 200, code, msg: `${ERROR_MESSAGES[code]}：${error.message}` };
  }
  // Any other 4xx raised by Fastify or a plugin is the client's doing: keep its status, hide internals.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      code: ErrorCode.INVALID_PARAMETER,
      msg: ERROR_MESSAGES[ErrorCode.INVALID_PARAMETER],
    };
  }
  const unavailable = unavailableCause(error);
  if (unavailable) return { status: 503, code: ErrorCode.UNAVAILABLE, msg: UNAVAILABLE_MESSAGES[unavailable] };
  return { status: 500, code: ErrorCode.INTERNAL, msg: ERROR_MESSAGES[ErrorCode.INTERNAL] };
}

/** How long a client should wait before retrying a 503 (seconds): about a database restart. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Every error, thrown or not-found, becomes the JSON envelope with a non-zero code: clients never see an HTML
 * error page or a stack trace. Unexpected errors are logged with their stack; client errors at info level.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped = mapError(error);
      if (mapped.status === 503) {
        request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
      } else if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: mapped.code, reason: error.message }, 'request refused');
      return reply.status(mapped.status).type('application/json; charset=utf-8').send(fail(mapped.code, mapped.msg));
    });
  },
  { name: 'errors' },
);

/** The not-found answer for API paths: an envelope with 40400 and HTTP 404. */
export function sendApiNotFound(url: string, reply: import('fastify').FastifyReply) {
  return reply
    .status(404)
    .send(fail(ErrorCode.NOT_FOUND, `${ERROR_MESSAGES[ErrorCode.NOT_FOUND]}：${url.split('?')[0]}`));
}

export function isApiPath(url: string): boolean {
  return (
    url === API_PREFIX ||
    url.startsWith(`${API_PREFIX}/`) ||
    url.startsWith(`${API_PREFIX}?`) ||
    url.startsWith('/open/')
  );
}
