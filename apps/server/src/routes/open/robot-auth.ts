import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/envelope.ts';
import { signParams } from '../../lib/signature.ts';
import { sameSecret } from '../../mqtt/credentials.ts';
import { apiCredentialsRepository } from '../../repositories/api-credentials.ts';

/** Requests whose timestamp is further than this from the server's clock are refused (replays, bad clocks). */
export const SIGNATURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Parameters the plugin sometimes signs while `undefined`; superagent then drops them from the query string,
 * so the server retries the check with them restored as the text "undefined" (ROBOT-PROTOCOL §2.1).
 */
const DROPPABLE_KEYS = ['robotId', 'qrUrl', 'id', 'heartBeat', 'type'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request was signed with (robot API and open API). */
    apiKey: string;
    /** Its secret, for what derives from it (the robot's MQTT password); never logged. */
    apiSecret: string;
  }
}

function signedParamsOf(request: FastifyRequest): Record<string, unknown> {
  const source = request.method === 'GET' ? request.query : request.body;
  if (source === null || typeof source !== 'object' || Array.isArray(source)) {
    throw new AppError(ErrorCode.MALFORMED_REQUEST, '请求参数不是 JSON 对象');
  }
  return source as Record<string, unknown>;
}

function signatureMatches(params: Record<string, unknown>, sign: string, secret: string, isGet: boolean): boolean {
  if (sameSecret(signParams(params, secret), sign)) return true;
  if (!isGet) return false;
  const missing = DROPPABLE_KEYS.filter((key) => !(key in params));
  // Every subset of the missing droppable keys (at most 2^5 MD5s, only on a mismatch).
  for (let mask = 1; mask < 1 << missing.length; mask++) {
    const restored = { ...params };
    missing.forEach((key, bit) => {
      if (mask & (1 << bit)) restored[key] = 'undefined';
    });
    if (sameSecret(signParams(restored, secret), sign)) return true;
  }
  return false;
}

/**
 * preHandler of the signed APIs: finds the tenant by `apiKey`, checks `sign` and the timestamp window, and
 * sets `request.userId`. The user is always the key's owner; nothing in the request can name another.
 */
export async function requireSignature(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const params = signedParamsOf(request);
  const { apiKey, sign, timestamp } = params;
  if (typeof apiKey !== 'string' || apiKey === '' || typeof sign !== 'string' || timestamp === undefined) {
    throw new AppError(ErrorCode.MISSING_PARAMETER, '缺少签名参数 apiKey、timestamp、sign');
  }
  const time = Number(timestamp);
  if (!Number.isFinite(time) || Math.abs(Date.now() - time) > SIGNATURE_WINDOW_MS) {
    throw new AppError(ErrorCode.INVALID_TOKEN, '请求时间戳无效或已过期，请校准机器人所在机器的时间');
  }
  const credentials = await apiCredentialsRepository(this.db.kysely).findByKey(apiKey.slice(0, 128));
  if (!credentials || !signatureMatches(params, sign, credentials.api_secret, request.method === 'GET')) {
    throw new AppError(ErrorCode.INVALID_TOKEN, 'apiKey 或签名不正确');
  }
  request.userId = credentials.user_id;
  request.apiKey = credentials.api_key;
  request.apiSecret = credentials.api_secret;
}
