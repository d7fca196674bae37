import { setImmediate as nextTurn } from 'node:timers/promises';
import { type RobotBatchTask, TargetKind } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { friendsRepository } from '../repositories/friends.ts';
import { roomsRepository } from '../repositories/rooms.ts';
import { lazyChats, type RobotChats } from './gpt-config-targets.ts';

/** Work between two turns of the event loop while filling in ids. */
const SLICE_MS = 5;
/**
 * Friends or groups per query when reading them all: with the longest names 500 rows are under a megabyte,
 * read synchronously by SQLite's driver.
 */
const CHATS_READ_CHUNK = 500;

/**
 * Named targets as the robot can find them. The plugin looks each one up with `Room.find({id, topic})` (or
 * `Contact.find({id, name})`), passing `id` even when it is undefined: without an id that is a two-key query,
 * which Wechaty refuses ("query only support one key"), so a target picked by name alone is never found. A target
 * without an id gets the id of the uploaded group (or friend, by name then alias) of that name; one the robot
 * never uploaded stays as it is (the robot then logs that it cannot find it).
 */
export async function withTargetIds(tasks: readonly RobotBatchTask[], chats: RobotChats): Promise<RobotBatchTask[]> {
  // Each lookup table is built once per call, and only if a task needs it: O(targets + chats), not their product.
  let roomIds: Promise<(name: string) => string | undefined> | undefined;
  let friendIds: Promise<(name: string) => string | undefined> | undefined;
  const roomIdOf = () => {
    roomIds ??= chats.rooms().then(async (rooms) => {
      const byTopic = await firstBy(rooms, (r) => r.topic);
      return (name) => byTopic.get(name)?.wxid;
    });
    return roomIds;
  };
  const friendIdOf = () => {
    friendIds ??= chats.friends().then(async (friends) => {
      const byName = await firstBy(friends, (f) => f.name);
      const byAlias = await firstBy(friends, (f) => f.alias);
      return (name) => (byName.get(name) ?? byAlias.get(name))?.wxid;
    });
    return friendIds;
  };
  const out: RobotBatchTask[] = [];
  let sliceStart = performance.now();
  for (const task of tasks) {
    // Up to BATCH_TASKS_MAX × BATCH_TARGETS_MAX targets: other users get a turn every few milliseconds.
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (task.targets.every((t) => t.id)) {
      out.push(task);
      continue;
    }
    const idOf = await (task.type === TargetKind.ROOM ? roomIdOf() : friendIdOf());
    out.push({
      ...task,
      targets: task.targets.map((t) => {
        const id = t.id || idOf(t.name);
        return id ? { id, name: t.name } : { name: t.name };
      }),
    });
  }
  return out;
}

/** The first item of each key, as `Array.find` by that key would pick it (tens of thousands: in slices). */
async function firstBy<T>(items: readonly T[], key: (item: T) => string): Promise<Map<string, T>> {
  const map = new Map<string, T>();
  let sliceStart = performance.now();
  for (const item of items) {
    const k = key(item);
    if (!map.has(k)) map.set(k, item);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return map;
}

/** The user's uploaded groups and friends, each read at most once and only when a task needs them. */
export function userChats(app: FastifyInstance, userId: string): RobotChats {
  return lazyChats({
    rooms: () => roomsRepository(app.db.kysely, userId).all(app.quotas.rooms, CHATS_READ_CHUNK),
    friends: () => friendsRepository(app.db.kysely, userId).all(app.quotas.friends, CHATS_READ_CHUNK),
  });
}
