import { ErrorCode, RSS_FEEDS_MAX, RSS_MESSAGES, robotRssFeed } from '@weassit/contract';
import { rssLastContentSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { rssFeedsRepository } from '../../repositories/rss-feeds.ts';
import { isVip } from '../../services/vip.ts';
import { requireSignature } from './robot-auth.ts';
import { robotOk } from './robot-envelope.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The robot's RSS calls (ROBOT-PROTOCOL §2 rows 15, 32, 33; §5.4): the feeds to schedule, and per feed the last
 * item it pushed, which it compares with the feed's newest before pushing. A feed id is looked up among the
 * signing user's own feeds only.
 */
export async function robotRssRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSignature);
  const feeds = (userId: string) => rssFeedsRepository(app.db.kysely, userId);

  // A former member's feeds stay stored but do not run, as for the vip sections of the robot config.
  app.get('/rss/config', { config: { robotEmpty: 'list' } }, async (request) => {
    if (!(await isVip(app.db.kysely, request.userId))) return robotOk([]);
    return robotOk((await feeds(request.userId).list(RSS_FEEDS_MAX)).map(robotRssFeed));
  });

  // `data` null until the first push: the robot then pushes the newest item.
  app.get('/rss/lastcontent/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const last = await feeds(request.userId).lastContent(id);
    if (last === undefined) throw new AppError(ErrorCode.NOT_FOUND, RSS_MESSAGES.notFound);
    return robotOk(last === null ? null : { lastContent: last });
  });

  app.post('/rss/lastcontent/:id', { config: { robotCall: 'write' } }, async (request) => {
    const { id } = parse(idParams, request.params);
    const { content } = parse(rssLastContentSchema, request.body ?? {});
    if (!(await feeds(request.userId).setLastContent(id, content))) {
      throw new AppError(ErrorCode.NOT_FOUND, RSS_MESSAGES.notFound);
    }
    return robotOk({});
  });
}
