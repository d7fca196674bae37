import { ErrorCode, RSS_FEEDS_MAX, RSS_MESSAGES, RSS_PATH, RSS_TEST_PATH, robotRssFeed } from '@weassit/contract';
import { rssFeedInputSchema, rssTestSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rateLimitsRepository } from '../../repositories/rate-limits.ts';
import { rssFeedsRepository } from '../../repositories/rss-feeds.ts';
import { notifyRobot, ROBOT_EVENT_SENT, sendRobotEvent } from '../../services/robot-push.ts';
import { checkFeed } from '../../services/rss-check.ts';

/** Test fetches per user and minute: each one is an outbound request made on the user's behalf. */
export const RSS_TESTS_PER_MINUTE = 10;

const idParams = z.object({ id: z.string().min(1).max(64, RSS_MESSAGES.notFound) });

/**
 * RSS推送: the user's feeds, which the robot fetches with `GET /rss/config` (routes/open/robot-rss.ts). Every
 * write, the test fetch and "push now" are for vip users (the contract's VIP_ROUTES, plugins/vip.ts); each
 * save or delete tells the robot with `rssconfig` so it rebuilds its schedules.
 */
export async function rssRoutes(app: FastifyInstance, options: { config: Config }) {
  app.addHook('preHandler', requireUser);
  const feeds = (userId: string) => rssFeedsRepository(app.db.kysely, userId);
  const tellRobot = (userId: string) => notifyRobot(app, userId, 'rssconfig', {});

  // Megabytes at the caps (50 feeds of 100 targets): serialised in slices (lib/json-stream.ts).
  app.get(RSS_PATH, async (request, reply) => sendJson(reply, ok(await feeds(request.userId).list(RSS_FEEDS_MAX))));

  app.post(RSS_PATH, async (request) => {
    const values = parse(rssFeedInputSchema, objectBody(request.body));
    const repo = feeds(request.userId);
    if ((await repo.count()) >= RSS_FEEDS_MAX) throw new AppError(ErrorCode.QUOTA_EXCEEDED, RSS_MESSAGES.feedsFull);
    const id = newId();
    await repo.insert(id, values, Date.now());
    await tellRobot(request.userId);
    return ok({ id }, '添加成功');
  });

  app.put(`${RSS_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const values = parse(rssFeedInputSchema, objectBody(request.body));
    if (!(await feeds(request.userId).replace(id, values, Date.now()))) {
      throw new AppError(ErrorCode.NOT_FOUND, RSS_MESSAGES.notFound);
    }
    await tellRobot(request.userId);
    return ok(null, '修改成功');
  });

  app.delete(`${RSS_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await feeds(request.userId).remove(id))) throw new AppError(ErrorCode.NOT_FOUND, RSS_MESSAGES.notFound);
    await tellRobot(request.userId);
    return ok(null, '删除成功');
  });

  // 测试订阅: fetch once and say what the robot would find. A failed fetch is a result, not an error.
  app.post(RSS_TEST_PATH, async (request) => {
    const { rssUrl } = parse(rssTestSchema, objectBody(request.body));
    // The contract's check is a pattern (it runs without the URL global); the fetch needs an address URL parses.
    if (!URL.canParse(rssUrl)) throw new AppError(ErrorCode.INVALID_PARAMETER, `${RSS_MESSAGES.urlInvalid}（rssUrl）`);
    const hits = await rateLimitsRepository(app.db.kysely).hit(`rss-test:${request.userId}`, 60_000, Date.now());
    if (hits > RSS_TESTS_PER_MINUTE) throw new AppError(ErrorCode.RATE_LIMITED, '测试过于频繁，请一分钟后再试', 429);
    const result = await checkFeed(rssUrl, options.config.rssCheck);
    request.log.info({ status: result.status, httpStatus: result.httpStatus }, 'rss test');
    return ok(result, result.message);
  });

  // 立即推送最新: the robot fetches the feed now and pushes its newest item if it was not pushed yet. It shares
  // the 5 s cooldown of every console event (spec §9).
  app.post(`${RSS_PATH}/:id/push`, async (request) => {
    const { id } = parse(idParams, request.params);
    const feed = await feeds(request.userId).find(id);
    if (!feed) throw new AppError(ErrorCode.NOT_FOUND, RSS_MESSAGES.notFound);
    await sendRobotEvent(app, request.userId, { target: 'Rss', message: robotRssFeed(feed) });
    return ok(null, ROBOT_EVENT_SENT);
  });
}
