import { type ApiKeyKind, ErrorCode } from '@weassit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/envelope.ts';
import { ReplayCache } from '../../lib/replay-cache.ts';
import { signParams } from '../../lib/signature.ts';
import { sameSecret } from '../../mqtt/credentials.ts';
import { apiCredentialsRepository } from '../../repositories/api-credentials.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';

/** Requests whose timestamp is further than this from the server's clock are refused (replays, bad clocks). */
export const SIGNATURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Parameters the plugin sometimes signs while `undefined`; superagent then drops them from the query string,
 * so the server retries the check with them restored as the text "undefined" (ROBOT-PROTOCOL §2.1).
 */
const DROPPABLE_KEYS = ['robotId', 'qrUrl', 'id', 'heartBeat', 'type'];

/** Signed calls remembered against replay (a couple of hundred bytes each): far above a window's traffic. */
const REPLAY_CACHE_ENTRIES = 100_000;

/** The guards behind the signature check, shared by the routes of the `/open/v1/api` scope. */
export interface SignedCallGuards {
  replays: ReplayCache;
  writesPerMinute: number;
  readsPerMinute: number;
}

export function signedCallGuards(writesPerMinute: number, readsPerMinute: number): SignedCallGuards {
  return { replays: new ReplayCache(REPLAY_CACHE_ENTRIES), writesPerMinute, readsPerMinute };
}

declare module 'fastify' {
  interface FastifyInstance {
    signedCallGuards: SignedCallGuards;
  }
  interface FastifyContextConfig {
    /**
     * 'write': the call changes state; a replayed signature is refused and the call counts against the
     * user's write rate. 'single-use': only replays are refused (a read that hands out a secret, a send).
     */
    robotCall?: 'write' | 'single-use';
  }
  interface FastifyRequest {
    /** The API key the request was signed with (robot API and open API). */
    apiKey: string;
    /** Its secret, for what derives from it (the robot's MQTT password); never logged. */
    apiSecret: string;
  }
}

function signedParamsOf(request: FastifyRequest): Record<string, unknown> {
  const source = request.signedAsSent ?? (request.method === 'GET' ? request.query : request.body);
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
 * preHandler of the robot API: finds the tenant by the robot's `apiKey`, checks `sign` and the timestamp window,
 * and sets `request.userId`. The user is always the key's owner; nothing in the request can name another.
 */
export async function requireSignature(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  await checkSignature(this, request, 'robot');
}

/**
 * preHandler of the open API for the user's own programs: the same check with the open API's own key pair.
 * The robot's key is refused there (it is the upstream plugin's, and lives on the robot's machine).
 */
export async function requireOpenApiSignature(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  await checkSignature(this, request, 'openApi');
}

async function checkSignature(app: FastifyInstance, request: FastifyRequest, kind: ApiKeyKind): Promise<void> {
  const params = signedParamsOf(request);
  const { apiKey, sign, timestamp } = params;
  if (typeof apiKey !== 'string' || apiKey === '' || typeof sign !== 'string' || timestamp === undefined) {
    throw new AppError(ErrorCode.MISSING_PARAMETER, '缺少签名参数 apiKey、timestamp、sign');
  }
  const time = Number(timestamp);
  if (!Number.isFinite(time) || Math.abs(Date.now() - time) > SIGNATURE_WINDOW_MS) {
    throw new AppError(ErrorCode.INVALID_TOKEN, '请求时间戳无效或已过期，请校准机器人所在机器的时间');
  }
  const key = apiKey.slice(0, 128);
  const credentials = await apiCredentialsRepository(app.db.kysely, kind).findByKey(key);
  if (!credentials && kind === 'openApi' && (await apiCredentialsRepository(app.db.kysely, 'robot').findByKey(key))) {
    throw new AppError(ErrorCode.INVALID_TOKEN, '这是机器人密钥：开放接口请使用「开放API」页面上的开放接口密钥');
  }
  if (!credentials || !signatureMatches(params, sign, credentials.api_secret, request.method === 'GET')) {
    throw new AppError(ErrorCode.INVALID_TOKEN, 'apiKey 或签名不正确');
  }
  request.userId = credentials.user_id;
  request.apiKey = credentials.api_key;
  request.apiSecret = credentials.api_secret;
  await guardSignedCall(app, request, sign, time);
  if (kind === 'robot') await limitReads(app, request);
}

/**
 * Refuses a replayed call (routes marked `robotCall`), then a write over the user's rate.
 *
 * Which calls refuse a replay: the plugin signs its parameters plus a millisecond timestamp and a 3-digit
 * nonce, not the path. Two genuine calls therefore sign alike only when they go to the same path with the
 * same parameters in the same millisecond and draw the same nonce (1 in 1000); the cache is keyed on user,
 * method, route and signature. It covers writes and a few single-use calls, not reads: refusing a genuine
 * duplicate write costs nothing (the first copy did the same), but refusing a genuine duplicate read leaves
 * the robot without its data, and the plugin can issue the same read twice at once (login and ready both
 * fetch /wechat/config, without which it does nothing). A replayed read only re-reads what the captured
 * answer already showed, and counts against the user's read rate like any read; the one read that hands out a secret, /ws/mqtt/config, is single-use. The cache
 * lives in this process: behind a load balancer a copy sent to another process is accepted there, its effect
 * bounded by the shared write rate.
 */
async function guardSignedCall(app: FastifyInstance, request: FastifyRequest, sign: string, time: number) {
  const kind = request.routeOptions.config?.robotCall;
  if (!kind) return;
  const now = Date.now();
  const key = `${request.userId} ${request.method} ${request.routeOptions.url} ${sign}`;
  if (!app.signedCallGuards.replays.remember(key, time + SIGNATURE_WINDOW_MS + 1, now)) {
    throw new AppError(ErrorCode.INVALID_TOKEN, '重复的请求：同一签名只能使用一次，请重新签名后再发送');
  }
  if (kind !== 'write') return;
  const limit = app.signedCallGuards.writesPerMinute;
  const writes = await rateLimitsRepository(app.db.kysely).hit(`robot-write:${request.userId}`, 60_000, now);
  if (writes > limit) {
    throw new AppError(ErrorCode.RATE_LIMITED, `机器人上报过于频繁：每个账号每分钟最多 ${limit} 次，请稍后再试`, 429);
  }
}

/**
 * Every other signed robot call counts against the user's read rate: a read can cost far more than a write (a
 * task or AI config list at the caps is tens of megabytes), and a captured read URL can be replayed for the
 * whole signature window. The rate is generous for the plugin: its start-up fetches the config three times,
 * each followed by four lists, about 25 reads in all, and each console save makes it read once more.
 */
async function limitReads(app: FastifyInstance, request: FastifyRequest) {
  if (request.routeOptions.config?.robotCall === 'write') return;
  const limit = app.signedCallGuards.readsPerMinute;
  const reads = await rateLimitsRepository(app.db.kysely).hit(`robot-read:${request.userId}`, 60_000, Date.now());
  if (reads > limit) {
    throw new AppError(ErrorCode.RATE_LIMITED, `机器人读取过于频繁：每个账号每分钟最多 ${limit} 次，请稍后再试`, 429);
  }
}
