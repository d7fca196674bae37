import { MESSAGE_STATS_PATH } from '@weassit/contract';
import { messageStatsQuerySchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { messageStats } from '../../services/message-stats.ts';

/** 数据统计 (vip, in the contract's VIP_ROUTES): the dashboard's figures from 消息记录 and the robot's online periods. */
export async function messageStatsRoutes(app: FastifyInstance) {
  app.get(MESSAGE_STATS_PATH, { preHandler: requireUser }, async (request) => {
    const { days } = parse(messageStatsQuerySchema, request.query);
    return ok(await messageStats(app, request.userId, days, Date.now()));
  });
}
