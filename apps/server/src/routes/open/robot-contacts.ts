import { ErrorCode, type FriendUpload, quotaReachedMessage, type RoomUpload } from '@weassit/contract';
import {
  robotAsyncDataSchema,
  robotFriendSchema,
  robotReminderSchema,
  robotRoomSchema,
} from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/envelope.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { parse } from '../../lib/validate.ts';
import { friendsRepository } from '../../repositories/friends.ts';
import { remindersRepository } from '../../repositories/reminders.ts';
import { roomsRepository } from '../../repositories/rooms.ts';
import { ensureRoomFor } from '../../services/quotas.ts';
import { requireSignature } from './robot-auth.ts';
import { robotOk } from './robot-envelope.ts';

/** The plugin sends at most 80 per request; a little slack, and a hard stop well below the body limit. */
const UPLOAD_MAX_ITEMS = 100;
const idSchema = z.object({ id: z.coerce.string().min(1).max(64) });

/**
 * Keeps the valid items of an upload batch: one contact with an over-long name must not cost the other 79
 * their place in the console's pickers. The robot ignores the answer; the count is for logs.
 */
function validItems<T>(schema: z.ZodType<T>, value: unknown): { items: T[]; rejected: number } {
  if (!Array.isArray(value)) throw new AppError(ErrorCode.INVALID_PARAMETER, '上传内容必须是数组');
  if (value.length > UPLOAD_MAX_ITEMS)
    throw new AppError(ErrorCode.INVALID_PARAMETER, `每批最多 ${UPLOAD_MAX_ITEMS} 条`);
  const items: T[] = [];
  for (const entry of value) {
    const result = schema.safeParse(entry);
    if (result.success) items.push(result.data);
  }
  return { items, rejected: value.length - items.length };
}

/** The robot's friend and room lists (ROBOT-PROTOCOL §2.2 rows 19–21) and reminders (rows 29–31). */
export async function robotContactRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSignature);
  const list = { config: { robotEmpty: 'list' as const } };
  const write = { config: { robotCall: 'write' as const } };

  // Past the user's cap, new entries are left out (those already stored still update): the answer stays a
  // success with what was kept, and says so in `msg` and `data.overLimit`.
  app.post('/wechat/friend', write, async (request) => {
    const { items, rejected } = validItems<FriendUpload>(
      robotFriendSchema,
      (request.body as { friend?: unknown }).friend,
    );
    const cap = app.quotas.friends;
    const { saved, overLimit } = await friendsRepository(app.db.kysely, request.userId).upsertWithinCap(items, cap);
    if (rejected > 0) request.log.info({ rejected }, 'friend upload items refused');
    if (overLimit > 0) request.log.warn({ overLimit, cap }, 'friend upload over the cap');
    return robotOk({ saved, rejected, overLimit }, overLimit > 0 ? quotaReachedMessage('friends', cap) : undefined);
  });

  app.post('/wechat/room', write, async (request) => {
    const { items, rejected } = validItems<RoomUpload>(robotRoomSchema, (request.body as { room?: unknown }).room);
    const cap = app.quotas.rooms;
    const { saved, overLimit } = await roomsRepository(app.db.kysely, request.userId).upsertWithinCap(items, cap);
    if (rejected > 0) request.log.info({ rejected }, 'room upload items refused');
    if (overLimit > 0) request.log.warn({ overLimit, cap }, 'room upload over the cap');
    return robotOk({ saved, rejected, overLimit }, overLimit > 0 ? quotaReachedMessage('rooms', cap) : undefined);
  });

  // Sent before a full re-upload (not before the first one after `ready`): the old list goes.
  app.get('/wechat/asyncData', write, async (request) => {
    const { type } = parse(robotAsyncDataSchema, request.query);
    const repo = type === 1 ? friendsRepository : roomsRepository;
    const cleared = await repo(app.db.kysely, request.userId).clear();
    return robotOk({ cleared });
  });

  // Up to megabytes at the cap: serialised in slices (lib/json-stream.ts).
  app.get('/task', list, async (request, reply) =>
    sendJson(
      reply,
      robotOk(await remindersRepository(app.db.kysely, request.userId).listPending(app.quotas.reminders)),
    ),
  );

  // The bot schedules from this answer, so it must carry the new id.
  app.post('/task', write, async (request) => {
    const input = parse(robotReminderSchema, request.body);
    const reminders = remindersRepository(app.db.kysely, request.userId);
    ensureRoomFor('reminders', await reminders.count(), app.quotas.reminders);
    return robotOk(await reminders.insert(input));
  });

  app.get('/task/update', write, async (request) => {
    const { id } = parse(idSchema, request.query);
    const done = await remindersRepository(app.db.kysely, request.userId).markDone(id);
    if (!done) throw new AppError(ErrorCode.NOT_FOUND, '提醒不存在');
    return robotOk({});
  });
}
