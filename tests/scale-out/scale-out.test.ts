/**
 * Scale beyond one box: two server processes (A and B) on one PostgreSQL database and one Mosquitto that
 * checks robots through the servers' hooks (tools/mosquitto-http-auth → B's /open/mqtt). The same users work
 * through either server; robots reach either through the broker.
 */
import fs from 'node:fs';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Broker,
  brokerDir,
  freePort,
  freshDatabase,
  mosquitto,
  type RobotKeys,
  requireParts,
  robotGet,
  type Server,
  startServer,
  until,
} from './world.ts';

/** SESSION_CACHE_MS in apps/server/src/services/sessions.ts: how late another process may honour a revoked session. */
const SESSION_DELAY_MS = 5_000;

let dir = '';
let dropDatabase: (() => Promise<void>) | undefined;
let broker: Broker | undefined;
let a: Server | undefined;
let b: Server | undefined;
const robots: MqttClient[] = [];

beforeAll(async () => {
  const adminUrl = requireParts();
  dir = brokerDir();
  const database = await freshDatabase(adminUrl);
  dropDatabase = database.drop;
  const [portA, portB] = [await freePort(), await freePort()];
  broker = await mosquitto(dir, `http://127.0.0.1:${portB}/open/mqtt`);
  await broker.start();
  const env = (name: string) => ({
    DATA_DIR: path.join(dir, name),
    DATABASE_URL: database.url,
    MQTT_URL: (broker as Broker).serverUrl,
    MQTT_PUBLIC_URL: `mqtt://127.0.0.1:${(broker as Broker).port}`,
  });
  // Both at once, as a deployment starts them: migrations must not trip over each other.
  [a, b] = await Promise.all([startServer(portA, env('a')), startServer(portB, env('b'))]);
}, 90_000);

afterAll(async () => {
  await Promise.all(robots.map((robot) => robot.endAsync(true)));
  await Promise.all([a?.stop(), b?.stop()]);
  await broker?.stop();
  await dropDatabase?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

let userNumber = 0;

/** Signs up and logs in through `server`. */
async function account(server: Server) {
  const email = `scale${++userNumber}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  expect(await api(server.url, '/signup', { name: `用户${userNumber}`, email, password })).toMatchObject({ code: 0 });
  const login = await api<{ token: string; userId: string }>(server.url, '/login', { email, password, codeType: 1 });
  expect(login.code).toBe(0);
  return { ...login.data, password };
}

interface MqttConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  clientId: string;
}

let robotNumber = 0;

/**
 * Connects like the plugin (MQTT 3.1.1, its client id plus a number, reconnecting every second), subscribing
 * to its topics on every connection; `subscriptions` counts granted subscriptions, `received` collects commands.
 */
async function connectRobot(config: Pick<MqttConfig, 'host' | 'port' | 'username' | 'password' | 'clientId'>) {
  const received: { topic: string; payload: unknown }[] = [];
  const state = { subscriptions: 0 };
  const client = await mqtt.connectAsync(`${config.host}:${config.port}`, {
    username: config.username,
    password: config.password,
    clientId: `${config.clientId}${++robotNumber}`,
    protocolVersion: 4,
    reconnectPeriod: 200,
    resubscribe: false,
  });
  robots.push(client);
  const subscribe = () =>
    client.subscribeAsync(`aibotk/${config.username}/+`, { qos: 1 }).then((granted) => {
      if (granted[0]?.qos === 1) state.subscriptions += 1;
    });
  client.on('connect', () => void subscribe().catch(() => undefined));
  client.on('message', (topic, payload) => received.push({ topic, payload: JSON.parse(payload.toString()) }));
  await subscribe();
  return { client, received, state };
}

/** The granted QoS of a SUBACK: 0–2, or 128 for a refused subscription (mqtt.js rejects on that). */
async function granted(client: MqttClient, topic: string): Promise<number | undefined> {
  try {
    return (await client.subscribeAsync(topic, { qos: 1 }))[0]?.qos;
  } catch (error) {
    const answer = (error as { packet?: { granted?: number[] } }).packet?.granted;
    if (answer) return answer[0];
    throw error;
  }
}

/** A user with a robot: keys read through A, the MQTT config through B, as the plugin asks for it. */
async function userWithRobot() {
  const user = await account(a as Server);
  const keys = await api<{ robot: RobotKeys }>(
    (a as Server).url,
    '/apiauth/get',
    { password: user.password },
    user.token,
  );
  expect(keys.code).toBe(0);
  const config = await robotGet<MqttConfig>((b as Server).url, '/ws/mqtt/config', keys.data.robot);
  // The robot API's envelope says 200 for success.
  expect(config.code).toBe(200);
  return { user, keys: keys.data.robot, config: config.data };
}

describe('two servers, one PostgreSQL, one Mosquitto', () => {
  it('accepts a login made on one server on the other', async () => {
    const user = await account(a as Server);
    const info = await api<{ userId?: string; id?: string }>((b as Server).url, '/user/info', {}, user.token);
    expect(info.code).toBe(0);
    expect(JSON.stringify(info.data)).toContain(user.userId);
  });

  it('lets a robot in through the broker with its own credentials only, onto its own topics only', async () => {
    const alice = await userWithRobot();
    const bob = await userWithRobot();
    expect(alice.config.port).toBe((broker as Broker).port);
    const aliceRobot = await connectRobot(alice.config);
    const { client } = aliceRobot;
    expect(await granted(client, `aibotk/${bob.user.userId}/+`)).toBe(128);
    expect(await granted(client, '#')).toBe(128);
    // Robots publish nothing, not even on their own topics: MQTT 3.1.1 has no refusal code for a publish, so
    // the broker acknowledges it and drops it; neither robot hears it (checked at the end).
    const bobRobot = await connectRobot(bob.config);
    await client.publishAsync(`aibotk/${bob.user.userId}/say`, '{"target":"Contact","name":"x"}', { qos: 1 });
    await client.publishAsync(`aibotk/${alice.user.userId}/say`, '{"target":"Contact","name":"x"}', { qos: 1 });
    const url = `${alice.config.host}:${alice.config.port}`;
    const refused = (options: mqtt.IClientOptions) =>
      expect(mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0, ...options })).rejects.toThrow(
        /Not authorized/,
      );
    await refused({
      username: alice.user.userId,
      password: bob.config.password,
      clientId: `${alice.config.clientId}7`,
    });
    await refused({
      username: alice.user.userId,
      password: alice.config.password,
      clientId: `${bob.config.clientId}7`,
    });
    await refused({ username: 'weassit-server', password: 'guess', clientId: 'weassit-server-1' });
    await refused({});
    // A config saved through A reaches Bob's robot: the publish after the refused one on the same broker.
    const saved = await api(
      (a as Server).url,
      '/wechat/config/update',
      { config: JSON.stringify({ autoReply: true }) },
      bob.user.token,
    );
    expect(saved.code).toBe(0);
    await until('the updateConfig event', () => bobRobot.received[0]);
    expect(bobRobot.received).toEqual([
      { topic: `aibotk/${bob.user.userId}/event`, payload: { target: 'system', event: 'updateConfig' } },
    ]);
    expect(aliceRobot.received).toEqual([]);
  });

  it('refuses a session revoked on one server on the other within the documented delay', async () => {
    const user = await account(a as Server);
    // B validates (and caches) the session first.
    expect((await api((b as Server).url, '/user/info', {}, user.token)).code).toBe(0);
    expect((await api((a as Server).url, '/logout', {}, user.token)).code).toBe(0);
    const loggedOut = Date.now();
    expect((await api((a as Server).url, '/user/info', {}, user.token)).code).not.toBe(0);
    await until(
      'server B to refuse the revoked session',
      async () => (await api((b as Server).url, '/user/info', {}, user.token)).code !== 0,
      SESSION_DELAY_MS + 2_000,
    );
    expect(Date.now() - loggedOut).toBeLessThanOrEqual(SESSION_DELAY_MS + 2_000);
  });

  it('carries on after a broker restart: robots and servers reconnect, later commands arrive', async () => {
    const { user, keys, config } = await userWithRobot();
    const robot = await connectRobot(config);
    // Online as the plugin reports it (logged in, heartbeat), so that console sends are not refused.
    expect((await robotGet(a?.url ?? '', '/wechat/qrcode', keys, { qrUrl: '', qrStatus: 4 })).code).toBe(200);
    expect((await robotGet(a?.url ?? '', '/wechat/heart', keys, { heartBeat: 'live' })).code).toBe(200);

    await (broker as Broker).stop();
    await until('the robot to notice', () => !robot.client.connected);
    await (broker as Broker).start();
    await until('the robot to reconnect and subscribe again', () => robot.state.subscriptions >= 2, 15_000);

    const message = { type: 1, content: '重启之后' };
    const say = await api((a as Server).url, '/ws/contact/say', { name: '张三', message }, user.token);
    expect(say.code).toBe(0);
    const saved = await api(
      (b as Server).url,
      '/wechat/config/update',
      { config: JSON.stringify({ autoReply: false }) },
      user.token,
    );
    expect(saved.code).toBe(0);
    await until('both commands', () => robot.received.length >= 2 && robot.received, 15_000);
    expect(robot.received).toEqual(
      expect.arrayContaining([
        { topic: `aibotk/${user.userId}/say`, payload: { target: 'Contact', name: '张三', message } },
        { topic: `aibotk/${user.userId}/event`, payload: { target: 'system', event: 'updateConfig' } },
      ]),
    );
  });
});
