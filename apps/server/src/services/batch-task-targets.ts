import { type RobotBatchTask, TargetKind } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { friendsRepository } from '../repositories/friends.ts';
import { roomsRepository } from '../repositories/rooms.ts';
import { lazyChats, type RobotChats } from './gpt-config-targets.ts';

/**
 * Named targets as the robot can find them. The plugin looks each one up with `Room.find({id, topic})` (or
 * `Contact.find({id, name})`), passing `id` even when it is undefined: without an id that is a two-key query,
 * which Wechaty refuses ("query only support one key"), so a target picked by name alone is never found. A target
 * without an id gets the id of the uploaded group (or friend, by name then alias) of that name; one the robot
 * never uploaded stays as it is (the robot then logs that it cannot find it).
 */
export async function withTargetIds(tasks: readonly RobotBatchTask[], chats: RobotChats): Promise<RobotBatchTask[]> {
  return Promise.all(
    tasks.map(async (task) => {
      if (task.targets.every((t) => t.id)) return task;
      const idOf =
        task.type === TargetKind.ROOM
          ? await chats.rooms().then((rooms) => (name: string) => rooms.find((r) => r.topic === name)?.wxid)
          : await chats
              .friends()
              .then(
                (friends) => (name: string) =>
                  (friends.find((f) => f.name === name) ?? friends.find((f) => f.alias === name))?.wxid,
              );
      return {
        ...task,
        targets: task.targets.map((t) => {
          const id = t.id || idOf(t.name);
          return id ? { id, name: t.name } : { name: t.name };
        }),
      };
    }),
  );
}

/** The user's uploaded groups and friends, each read at most once and only when a task needs them. */
export function userChats(app: FastifyInstance, userId: string): RobotChats {
  return lazyChats({
    rooms: () => roomsRepository(app.db.kysely, userId).all(app.quotas.rooms),
    friends: () => friendsRepository(app.db.kysely, userId).all(app.quotas.friends),
  });
}
