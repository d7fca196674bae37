import { API_PREFIX, ErrorCode } from '@weassit/contract';
import {
  contactPageQuerySchema,
  nameSearchQuerySchema,
  relatedQuerySchema,
  reminderIdSchema,
  reminderPageQuerySchema,
} from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { FRIEND_LIST_CHUNK_ROWS } from '../../repositories/friend-list.ts';
import { friendsRepository } from '../../repositories/friends.ts';
import { remindersRepository } from '../../repositories/reminders.ts';
import { robotConfigsRepository } from '../../repositories/robot-configs.ts';
import { roomsRepository } from '../../repositories/rooms.ts';
import { parseConfig } from '../../services/config-walk.ts';
import { friendPage, roomPage } from '../../services/contact-search.ts';
import { type ContactIdentity, findContactUsage } from '../../services/contact-usage.ts';
import { searchNames } from '../../services/name-search.ts';
import { notifyRobot } from '../../services/robot-push.ts';

/**
 * Friends, groups, name search, "where used" and reminders (spec §7 "Robot config", "Name search"; issue 6).
 * Everything is the session user's: a `robotId` the console sends along is ignored, never trusted.
 */
export async function contactRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/wechat`;
  const db = app.db.kysely;

  // A search word reads every name of the user: on SQLite in a search thread (services/contact-search.ts).
  app.get(`${base}/friend`, async (request) =>
    ok(await friendPage(app.db, request.userId, parse(contactPageQuerySchema, request.query))),
  );
  app.get(`${base}/room`, async (request) =>
    ok(await roomPage(app.db, request.userId, parse(contactPageQuerySchema, request.query))),
  );
  // Whole lists for the target pickers (tens of thousands of entries): only the columns they show, never more
  // rows than the user's cap, read in chunks and serialised in slices (megabytes at the cap).
  app.get(`${base}/allfriend`, async (request, reply) =>
    sendJson(reply, ok(await friendsRepository(db, request.userId).all(app.quotas.friends, FRIEND_LIST_CHUNK_ROWS))),
  );
  app.get(`${base}/allroom`, async (request) => ok(await roomsRepository(db, request.userId).all(app.quotas.rooms)));

  // Name search: GET /v1/api/wechat/search?type=name|room&word=… → at most 50, prefix matches first
  // (services/name-search.ts, docs/api/name-search.md).
  app.get(`${base}/search`, async (request) => {
    const query = parse(nameSearchQuerySchema, request.query);
    return ok(await searchNames(app.db, request.userId, query.type, query.word));
  });

  // Where a room or friend is used in the robot config. A known wxid adds the names it was uploaded with, so
  // items written with the current topic/nickname (or the remark) are found as well as those by wxid.
  const related = async (userId: string, who: ContactIdentity) => {
    const config = await robotConfigsRepository(db).findByUser(userId);
    return ok({ list: findContactUsage(parseConfig(config?.config), who) });
  };
  app.get(`${base}/room_related`, async (request) => {
    const query = parse(relatedQuerySchema, request.query);
    if (!query.name && !query.wxid) throw new AppError(ErrorCode.MISSING_PARAMETER, '缺少群名称或 wxid');
    const known = query.wxid ? await roomsRepository(db, request.userId).find(query.wxid) : undefined;
    return related(request.userId, {
      kind: 'room',
      wxid: query.wxid ?? '',
      names: [query.name ?? '', known?.topic ?? ''],
    });
  });
  app.get(`${base}/friend_related`, async (request) => {
    const query = parse(relatedQuerySchema, request.query);
    if (!query.name && !query.alias && !query.wxid)
      throw new AppError(ErrorCode.MISSING_PARAMETER, '缺少好友昵称或 wxid');
    const known = query.wxid ? await friendsRepository(db, request.userId).find(query.wxid) : undefined;
    return related(request.userId, {
      kind: 'contact',
      wxid: query.wxid ?? '',
      names: [query.name ?? '', query.alias ?? '', known?.name ?? '', known?.alias ?? ''],
    });
  });

  // Reminders set through the robot (ROBOT-PROTOCOL §5.2): newest first, pending and done.
  app.get(`${base}/tasks`, async (request) =>
    ok(await remindersRepository(db, request.userId).page(parse(reminderPageQuerySchema, request.query))),
  );
  app.get(`${base}/remove/task`, async (request) => {
    const { id } = parse(reminderIdSchema, request.query);
    if (!(await remindersRepository(db, request.userId).remove(id)))
      throw new AppError(ErrorCode.NOT_FOUND, '提醒不存在');
    // The robot keeps reminders scheduled in memory and reloads them (`GET /task`) on updateConfig.
    await notifyRobot(app, request.userId, 'event', { target: 'system', event: 'updateConfig' });
    return ok(null, '删除成功');
  });
}
