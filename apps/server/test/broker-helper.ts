import { ErrorCode, MESSAGE_HISTORY_MESSAGES } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { expect, onTestFinished } from 'vitest';
import { robotConfigsRepository } from '../src/repositories/robot-configs.ts';
import { bearer, makeVip, type TestUser } from './accounts-helper.ts';
import { pluginBody } from './message-fixtures.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

/** How long after a rotation the old MQTT session may stay open. */
const CLOSE_BOUND_MS = 2000;

/** Starts the HTTP listener and the embedded broker of an app built with `host: '127.0.0.1'`; the broker's port. */
export async function listenWithBroker(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (await app.listenBroker()) ?? 0;
}

export const onLoopback = { host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } };

/** Polls `read` every 10 ms until it returns a value; fails naming `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The user's MQTT credentials from `GET /ws/mqtt/config`: `clientId` is the prefix the robot adds a number to. */
export async function mqttConfig(app: FastifyInstance, user: TestUser) {
  return (await robotClient(app, await robotKeys(app, user)).get('/ws/mqtt/config')).body.data as {
    username: string;
    password: string;
    clientId: string;
  };
}

/** The user's MQTT login as `GET /ws/mqtt/config` hands it to the robot now. */
export async function mqttLogin(app: FastifyInstance, user: TestUser) {
  const config = await mqttConfig(app, user);
  return { username: config.username, password: config.password, clientId: `${config.clientId}1` };
}

/** An MQTT 3.1.1 client of the loopback broker on `port`, as the plugin connects (no reconnects). */
export function connectOnLoopback(port: number, options: mqtt.IClientOptions): Promise<mqtt.MqttClient> {
  return mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { protocolVersion: 4, reconnectPeriod: 0, ...options });
}

/** The CONNACK return code of a login (0 = accepted; the client is closed afterwards). */
export async function connackCode(port: number, options: mqtt.IClientOptions): Promise<number> {
  try {
    const client = await connectOnLoopback(port, options);
    await client.endAsync(true);
    return 0;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    throw error;
  }
}

/**
 * Everything the robot key opens, set up before a rotation: a vip user's 消息记录 ingest link (written into the
 * robot's config) and the robot connected over MQTT with the current key, its online period open.
 */
export async function keyedRobot(app: FastifyInstance, port: number, user: TestUser) {
  await makeVip(app, user);
  const enabled = await app.inject({
    method: 'POST',
    url: '/v1/api/message_history/link',
    headers: bearer(user),
    payload: {},
  });
  expect(enabled.json()).toMatchObject({ code: 0, msg: MESSAGE_HISTORY_MESSAGES.enabled });
  const link = new URL((enabled.json().data as { url: string }).url);
  const login = await mqttLogin(app, user);
  const client = await connectOnLoopback(port, login);
  onTestFinished(() => client.endAsync(true));
  client.on('error', () => undefined);
  let closedAt: number | undefined;
  client.on('close', () => {
    closedAt ??= Date.now();
  });
  await client.subscribeAsync(`aibotk/${user.userId}/+`);
  await until('the online period', async () => ((await openPeriods(app, user.userId)) === 1 ? true : undefined));
  expect(app.bus.robotConnected(user.userId)).toBe(true);
  return { login, linkPath: `${link.pathname}${link.search}`, closedAt: () => closedAt };
}

async function openPeriods(app: FastifyInstance, userId: string): Promise<number> {
  const rows = await app.db.kysely
    .selectFrom('robot_online_periods')
    .select('ended_at')
    .where('user_id', '=', userId)
    .execute();
  return rows.filter((r) => r.ended_at === null).length;
}

/**
 * After a rotation at `rotatedAt`: the old ingest link stops working and the robot's config carries a new link
 * that works; the old MQTT session was closed within the bound and the robot shows offline; the old MQTT
 * password is refused. Soft assertions: every part is checked and reported.
 */
export async function expectKeyRotated(
  app: FastifyInstance,
  port: number,
  userId: string,
  before: Awaited<ReturnType<typeof keyedRobot>>,
  rotatedAt: number,
) {
  const old = await app.inject({ method: 'POST', url: before.linkPath, payload: pluginBody() });
  expect.soft(old.statusCode, 'the old ingest link').toBe(404);
  expect.soft(old.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: MESSAGE_HISTORY_MESSAGES.linkInvalid });
  const stored = await robotConfigsRepository(app.db.kysely).findByUser(userId);
  const section = (
    JSON.parse(stored?.config ?? '{}') as { conversationRecord?: { open?: boolean; customUrl?: string } }
  ).conversationRecord;
  expect.soft(section?.open).toBe(true);
  const fresh = new URL(section?.customUrl ?? 'http://invalid/');
  expect.soft(`${fresh.pathname}${fresh.search}`, 'the link in the robot config').not.toBe(before.linkPath);
  const now = await app.inject({ method: 'POST', url: `${fresh.pathname}${fresh.search}`, payload: pluginBody() });
  expect.soft(now.json(), 'the new ingest link').toMatchObject({ code: 0 });

  const closedAt = await until('the old MQTT session to close', () => before.closedAt(), 10_000).catch(() => undefined);
  console.log(
    `old MQTT session closed ${closedAt === undefined ? 'never (10 s)' : `${closedAt - rotatedAt} ms`} after the rotation`,
  );
  expect.soft(closedAt, 'the old MQTT session closed').toBeDefined();
  expect.soft((closedAt ?? Number.POSITIVE_INFINITY) - rotatedAt).toBeLessThanOrEqual(CLOSE_BOUND_MS);
  expect.soft(app.bus.robotConnected(userId), 'the robot online').toBe(false);
  const periodClosed = await until('the online period to close', async () =>
    (await openPeriods(app, userId)) === 0 ? true : undefined,
  ).catch(() => false);
  expect.soft(periodClosed, 'the online period closed').toBe(true);
  // Bad user name or password.
  expect.soft(await connackCode(port, before.login), 'a login with the old password').toBe(4);
}
