import {
  API_PREFIX,
  BULK_SEND_JOBS_PATH,
  BULK_SEND_MESSAGES,
  BULK_SEND_PATH,
  ErrorCode,
  type MessageItem,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import {
  bulkSendIdSchema,
  bulkSendJobSchema,
  bulkSendListQuerySchema,
  contactSaySchema,
  robotEventSchema,
  roomSaySchema,
} from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bulkSendsRepository } from '../../repositories/bulk-sends.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { BulkSendRunner, publishedRef } from '../../services/bulk-send.ts';
import { withDelivery } from '../../services/delivery.ts';
import {
  ROBOT_EVENT_SENT,
  ROBOT_OFFLINE_MESSAGE,
  robotOnline,
  sayTo,
  sendRobotEvent,
} from '../../services/robot-push.ts';
import { isVip } from '../../services/vip.ts';

const SENT = '发送成功';

function itemsOf(request: { message?: MessageItem | undefined; messages?: MessageItem[] | undefined }) {
  return request.messages ?? (request.message ? [request.message] : []);
}

/**
 * Sending from the console (spec §7 "Sending"): each call becomes one MQTT command of ROBOT-PROTOCOL §3.2 on
 * the user's own topic (a bulk send becomes a job: see services/bulk-send.ts). A robot that is not connected gets 机器人不在线 instead of a silent success.
 */
export async function sendingRoutes(app: FastifyInstance, options: { config: Pick<Config, 'consoleSendsPerMinute'> }) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/ws`;

  // Each send is a command on the robot's connection: a user's sends are counted per minute (CONSOLE_SENDS_PER_MINUTE,
  // both routes together), so no account can flood its own connection, and the broker, with them. 机器人不在线
  // publishes nothing and is not counted (a console retrying until the robot is back is not cut off by it).
  const perMinute = options.config.consoleSendsPerMinute;
  const admitSend = async (userId: string) => {
    if (!(await robotOnline(app, userId))) throw new AppError(ErrorCode.ROBOT_OFFLINE, ROBOT_OFFLINE_MESSAGE);
    const sends = await rateLimitsRepository(app.db.kysely).hit(`console-send:${userId}`, 60_000, Date.now());
    if (sends > perMinute) {
      throw new AppError(ErrorCode.RATE_LIMITED, `发送过于频繁：每分钟最多发送 ${perMinute} 条，请稍后再试`, 429);
    }
  };

  app.post(`${base}/room/say`, async (request) => {
    const body = parse(roomSaySchema, request.body);
    await admitSend(request.userId);
    const ref = { wxid: body.wxid, roomName: body.roomName ?? body.name };
    await sayTo(app, request.userId, 'Room', ref, itemsOf(body), { atList: body.atList });
    return ok(null, SENT);
  });

  app.post(`${base}/contact/say`, async (request) => {
    const body = parse(contactSaySchema, request.body);
    await admitSend(request.userId);
    const ref = { wxid: body.wxid, name: body.name, alias: body.alias };
    await sayTo(app, request.userId, 'Contact', ref, itemsOf(body));
    return ok(null, SENT);
  });

  // Bulk send (群发助手): a stored job the runner sends recipient after recipient, about 1 s apart. Creating one
  // is vip through the contract's VIP_ROUTES; reading and cancelling check vip here (they are GETs or not listed).
  const runner = new BulkSendRunner(app);
  // Best effort: with the database gone every request fails anyway, and the health check must still answer so.
  app.addHook('onReady', async () => {
    try {
      await runner.recover();
    } catch (error) {
      app.log.error({ err: error }, 'bulk send recovery failed');
    }
  });
  app.addHook('onClose', () => runner.close());
  const jobs = (request: FastifyRequest) => bulkSendsRepository(app.db.kysely, app.db.kind, request.userId);
  const requireVip = async (request: FastifyRequest) => {
    if (!(await isVip(app.db.kysely, request.userId))) throw new AppError(ErrorCode.FORBIDDEN, VIP_REQUIRED_MESSAGE);
  };
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, BULK_SEND_MESSAGES.notFound);

  app.post(BULK_SEND_PATH, async (request) => {
    const body = parse(bulkSendJobSchema, request.body);
    if (!(await robotOnline(app, request.userId))) {
      throw new AppError(ErrorCode.ROBOT_OFFLINE, '机器人不在线，请先启动并登录机器人');
    }
    const id = newId();
    const groups = body.groups.map((g) => publishedRef(body.target, g));
    await jobs(request).insert(id, { target: body.target, messages: body.messages, groups }, Date.now());
    runner.start(id);
    return ok({ id }, BULK_SEND_MESSAGES.success);
  });

  app.get(BULK_SEND_JOBS_PATH, { preHandler: requireVip }, async (request) => {
    return ok(await jobs(request).page(parse(bulkSendListQuerySchema, request.query)));
  });

  app.get(`${BULK_SEND_JOBS_PATH}/:id`, { preHandler: requireVip }, async (request) => {
    const { id } = parse(bulkSendIdSchema, request.params);
    const job = await jobs(request).find(id);
    if (!job) throw notFound();
    return ok(await withDelivery(app.db.kysely, app.db.kind, request.userId, job, Date.now()));
  });

  app.post(`${BULK_SEND_JOBS_PATH}/:id/cancel`, { preHandler: requireVip }, async (request) => {
    const { id } = parse(bulkSendIdSchema, request.params);
    const job = await jobs(request).find(id);
    if (!job) throw notFound();
    if (!(await runner.cancel(job.id))) throw new AppError(ErrorCode.CONFLICT, BULK_SEND_MESSAGES.notRunning);
    return ok(null, BULK_SEND_MESSAGES.cancelled);
  });

  // Events: 5 s apart per user, enforced here as well as in the console (spec §9).
  app.post(`${base}/event`, async (request) => {
    const body = parse(robotEventSchema, request.body);
    const payload =
      'message' in body && (body.target === 'Room' || body.target === 'Contact')
        ? // The plugin treats a missing message.type as 'room' even for a contact: always set it.
          { ...body, message: { ...body.message, type: body.message.type ?? body.target.toLowerCase() } }
        : body;
    await sendRobotEvent(app, request.userId, payload);
    return ok(null, ROBOT_EVENT_SENT);
  });
}
