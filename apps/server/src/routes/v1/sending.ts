import {
  API_PREFIX,
  bulkSendSchema,
  contactSaySchema,
  ErrorCode,
  LIMITS,
  type MessageItem,
  robotEventSchema,
  roomSaySchema,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { sayTo, sendToRobot } from '../../services/robot-push.ts';

const SENT = '发送成功';

function itemsOf(request: { message?: MessageItem | undefined; messages?: MessageItem[] | undefined }) {
  return request.messages ?? (request.message ? [request.message] : []);
}

/**
 * Sending from the console (spec §7 "Sending"): each call becomes one MQTT command of ROBOT-PROTOCOL §3.2 on
 * the user's own topic. A robot that is not connected gets 机器人不在线 instead of a silent success.
 */
export async function sendingRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/ws`;

  app.post(`${base}/room/say`, async (request) => {
    const body = parse(roomSaySchema, request.body);
    const ref = { wxid: body.wxid, roomName: body.roomName ?? body.name };
    await sayTo(app, request.userId, 'Room', ref, itemsOf(body), { atList: body.atList });
    return ok(null, SENT);
  });

  app.post(`${base}/contact/say`, async (request) => {
    const body = parse(contactSaySchema, request.body);
    const ref = { wxid: body.wxid, name: body.name, alias: body.alias };
    await sayTo(app, request.userId, 'Contact', ref, itemsOf(body));
    return ok(null, SENT);
  });

  // Bulk send: the robot paces the items itself (500 ms between items, 600 ms between targets).
  app.post(`${base}/messages`, async (request) => {
    const body = parse(bulkSendSchema, request.body);
    const groups = body.groups.map((g) =>
      body.target === 'Contact'
        ? { wxid: g.wxid, name: g.name, alias: g.alias }
        : { wxid: g.wxid, roomName: g.roomName ?? g.name },
    );
    await sendToRobot(app, request.userId, 'multisay', {
      target: body.target,
      groups,
      messages: body.messages,
      ...(body.atList ? { atList: body.atList } : {}),
    });
    return ok(null, '消息发送成功，以手机收到消息为准');
  });

  // Events: 5 s apart per user, enforced here as well as in the console (spec §9).
  app.post(`${base}/event`, async (request) => {
    const body = parse(robotEventSchema, request.body);
    const hits = await rateLimitsRepository(app.db.kysely).hit(
      `robot-event:${request.userId}`,
      LIMITS.eventCooldownMs,
      Date.now(),
    );
    if (hits > 1) throw new AppError(ErrorCode.RATE_LIMITED, '5s内请勿再次发送', 429);
    const payload =
      'message' in body && (body.target === 'Room' || body.target === 'Contact')
        ? // The plugin treats a missing message.type as 'room' even for a contact: always set it.
          { ...body, message: { ...body.message, type: body.message.type ?? body.target.toLowerCase() } }
        : body;
    await sendToRobot(app, request.userId, 'event', payload);
    return ok(null, '发送成功，5s内请勿再次发送');
  });
}
