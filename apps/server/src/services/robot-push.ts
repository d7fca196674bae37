import { ErrorCode, LIMITS, type MessageItem, type RobotCommand, RobotStatus } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/envelope.ts';
import { DeliveryDropped } from '../mqtt/embedded.ts';
import { rateLimitsRepository } from '../repositories/rate-limits.ts';
import { robotStatesRepository } from '../repositories/robot-states.ts';

/** With an external broker the server cannot see connections: a robot that beat this recently counts as online. */
const HEARTBEAT_FRESH_MS = 5 * 60 * 1000;

/**
 * How long a request waits for the broker to take a command: a robot whose connection does not drain can hold a
 * publish until the broker cuts it off (mqtt/embedded.ts), and a console request must not hang that long.
 */
export const PUBLISH_HANDOVER_MS = 2000;

/** What a send says when its command was not handed over in time: it may still arrive, or not. */
export const SEND_NOT_HANDED_OVER =
  '机器人连接拥堵，消息未能及时送出：可能稍后送达，也可能丢失，请在微信中确认后再决定是否重发';

/** What a send says when the robot was cut off for not reading before the command reached it. */
export const SEND_DROPPED = '机器人接收过慢，连接已被断开，消息未送达：请待机器人重新连接后再发送';

/**
 * Publishes, waiting at most PUBLISH_HANDOVER_MS: true once the broker took the command, false when the time
 * ran out (the publish goes on in the background; its late failure is only logged).
 */
async function handOver(
  app: FastifyInstance,
  userId: string,
  command: RobotCommand,
  payload: Record<string, unknown>,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const publish = app.bus.publish(userId, command, payload).then(() => true as const);
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PUBLISH_HANDOVER_MS);
  });
  try {
    const handedOver = await Promise.race([publish, late]);
    if (!handedOver) {
      publish.catch((error: unknown) => app.log.warn({ err: error, userId, command }, 'robot publish failed late'));
    }
    return handedOver;
  } finally {
    clearTimeout(timer);
  }
}

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

/** What a command the user asked for gets when no robot of theirs is there to take it. */
export const ROBOT_OFFLINE_MESSAGE = '机器人不在线，请先启动并登录机器人';

/** Publishes a command the user asked for; refuses with 机器人不在线 rather than succeeding silently. */
export async function sendToRobot(
  app: FastifyInstance,
  userId: string,
  command: RobotCommand,
  payload: Record<string, unknown>,
): Promise<void> {
  if (!(await robotOnline(app, userId))) {
    throw new AppError(ErrorCode.ROBOT_OFFLINE, ROBOT_OFFLINE_MESSAGE);
  }
  let handedOver: boolean;
  try {
    handedOver = await handOver(app, userId, command, payload);
  } catch (error) {
    if (error instanceof DeliveryDropped) throw new AppError(ErrorCode.ROBOT_OFFLINE, SEND_DROPPED);
    throw error;
  }
  if (!handedOver) throw new AppError(ErrorCode.UNAVAILABLE, SEND_NOT_HANDED_OVER, 503);
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
 * offline robot fetches everything when it next logs in anyway, and the save that asks never waits longer than
 * PUBLISH_HANDOVER_MS for it.
 */
export async function notifyRobot(
  app: FastifyInstance,
  userId: string,
  command: RobotCommand,
  payload: Record<string, unknown>,
): Promise<void> {
  try {
    if (!(await handOver(app, userId, command, payload))) {
      app.log.warn({ userId, command }, 'robot notification not handed over in time');
    }
  } catch (error) {
    app.log.warn({ err: error, userId, command }, 'robot notification failed');
  }
}
