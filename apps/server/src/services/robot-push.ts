import { ErrorCode, LIMITS, type MessageItem, type RobotCommand, RobotStatus } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/envelope.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { robotStatesRepository } from '../repositories/robot-states.ts';

/** With an external broker the server cannot see connections: a robot that beat this recently counts as online. */
const HEARTBEAT_FRESH_MS = 5 * 60 * 1000;

/** Whether `userId`'s robot can receive a command now. */
export async function robotOnline(app: FastifyInstance, userId: string): Promise<boolean> {
  const connected = app.bus.robotConnected(userId);
  if (connected !== undefined) return connected;
  const state = await robotStatesRepository(app.db.kysely).find(userId);
  return (
    state !== undefined &&
    state.status === RobotStatus.LOGGED_IN &&
    state.heartbeat_at !== null &&
    Date.now() - state.heartbeat_at < HEARTBEAT_FRESH_MS
  );
}

/** Publishes a command the user asked for; refuses with 机器人不在线 rather than succeeding silently. */
export async function sendToRobot(
  app: FastifyInstance,
  userId: string,
  command: RobotCommand,
  payload: Record<string, unknown>,
): Promise<void> {
  if (!(await robotOnline(app, userId))) {
    throw new AppError(ErrorCode.ROBOT_OFFLINE, '机器人不在线，请先启动并登录机器人');
  }
  await app.bus.publish(userId, command, payload);
}

/** The answer to a console event the robot was sent (spec §9). */
export const ROBOT_EVENT_SENT = '发送成功，5s内请勿再次发送';

/**
 * Publishes an `event` the user asked for (发送 on the event page, 立即推送, 立即发送): one per user every
 * LIMITS.eventCooldownMs, shared by all of them (spec §9), else 5s内请勿再次发送; 机器人不在线 when offline.
 */
export async function sendRobotEvent(app: FastifyInstance, userId: string, payload: Record<string, unknown>) {
  const hits = await rateLimitsRepository(app.db.kysely).hit(
    `robot-event:${userId}`,
    LIMITS.eventCooldownMs,
    Date.now(),
  );
  if (hits > 1) throw new AppError(ErrorCode.RATE_LIMITED, '5s内请勿再次发送', 429);
  await sendToRobot(app, userId, 'event', payload);
}

/**
 * Sends `items` to one room or contact: one `say` for a single item, else one `multisay` to that one target
 * (the robot paces the items itself). `ref` names the target (wxid, roomName / name / alias).
 */
export async function sayTo(
  app: FastifyInstance,
  userId: string,
  target: 'Room' | 'Contact',
  ref: Record<string, unknown>,
  items: readonly MessageItem[],
  extra: { atList?: unknown } = {},
): Promise<void> {
  if (items.length === 1) await sendToRobot(app, userId, 'say', { target, ...ref, message: items[0], ...extra });
  else await sendToRobot(app, userId, 'multisay', { target, groups: [ref], messages: items, ...extra });
}

/**
 * Tells the robot a resource it caches changed (`updateConfig` after a config save, or `tasks`, `rssconfig`,
 * `gptconfig`), so the original product's "send 更新 to the robot" ritual is never needed. Best effort: an
 * offline robot fetches everything when it next logs in anyway.
 */
export async function notifyRobot(
  app: FastifyInstance,
  userId: string,
  command: RobotCommand,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    await app.bus.publish(userId, command, payload);
  } catch (error) {
    app.log.warn({ err: error, userId, command }, 'robot notification failed');
  }
}
