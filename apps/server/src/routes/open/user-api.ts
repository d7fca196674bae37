import { ErrorCode, OPEN_API_PATHS, OPEN_API_RATE_PER_MINUTE } from '@weassit/contract';
import { bulkSendSchema, openSendSchema } from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/envelope.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { parse } from '../../lib/validate.ts';
import { auditRepository } from '../../repositories/audit.ts';
import { FRIEND_LIST_CHUNK_ROWS } from '../../repositories/friend-list.ts';
import { friendsRepository } from '../../repositories/friends.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { roomsRepository } from '../../repositories/rooms.ts';
import { usersRepository } from '../../repositories/users.ts';
import { sayTo, sendToRobot } from '../../services/robot-push.ts';
import { requireOpenApiSignature } from './robot-auth.ts';
import { robotOk } from './robot-envelope.ts';

/** vip only, at most OPEN_API_RATE_PER_MINUTE calls a minute per key, every call in the audit trail. */
async function admitCall(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const user = await usersRepository(app.db.kysely).findById(request.userId);
  if (user?.role !== 'vip') throw new AppError(ErrorCode.FORBIDDEN, '开放接口需要开通会员方可使用');
  const now = Date.now();
  const calls = await rateLimitsRepository(app.db.kysely).hit(`open-api:${request.apiKey}`, 60_000, now);
  if (calls > OPEN_API_RATE_PER_MINUTE) {
    throw new AppError(ErrorCode.RATE_LIMITED, `调用过于频繁：每个密钥每分钟最多 ${OPEN_API_RATE_PER_MINUTE} 次`, 429);
  }
  await auditRepository(app.db.kysely).record(
    'open_api_call',
    { userId: request.userId, ip: request.ip, detail: { method: request.method, path: request.routeOptions.url } },
    now,
  );
}

/**
 * The open API for the user's own programs (documented on the console's oapi page and in
 * docs/api/open-api.md): send to a friend or group by name or wxid, bulk send, list friends and groups.
 * Signed with the robot API's scheme but the open API's own key pair, which signs nothing else.
 */
export async function userApiRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireOpenApiSignature);
  app.addHook('preHandler', async (request) => admitCall(app, request));
  const list = { config: { robotEmpty: 'list' as const } };
  // A copy of a send must not send the message again.
  const send = { config: { robotCall: 'single-use' as const } };

  app.post(OPEN_API_PATHS.send, send, async (request) => {
    const body = parse(openSendSchema, request.body);
    if (body.target === 'room') {
      await sayTo(app, request.userId, 'Room', { wxid: body.wxid, roomName: body.name }, body.messages);
    } else {
      const ref = { wxid: body.wxid, name: body.name, alias: body.alias };
      await sayTo(app, request.userId, 'Contact', ref, body.messages);
    }
    return robotOk({}, '发送成功');
  });

  app.post(OPEN_API_PATHS.bulk, send, async (request) => {
    const body = parse(bulkSendSchema, request.body);
    await sendToRobot(app, request.userId, 'multisay', body);
    return robotOk({}, '消息发送成功，以手机收到消息为准');
  });

  // Megabytes at the cap: serialised in slices (lib/json-stream.ts).
  app.get(OPEN_API_PATHS.friends, list, async (request, reply) =>
    sendJson(
      reply,
      robotOk(await friendsRepository(app.db.kysely, request.userId).all(app.quotas.friends, FRIEND_LIST_CHUNK_ROWS)),
    ),
  );
  app.get(OPEN_API_PATHS.rooms, list, async (request) =>
    robotOk(await roomsRepository(app.db.kysely, request.userId).all(app.quotas.rooms)),
  );
}
