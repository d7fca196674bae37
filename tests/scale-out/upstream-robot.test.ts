/**
 * The unmodified upstream robot plugin (tests/robot-compat, mock WeChat) behind Mosquitto with
 * tools/mosquitto-http-auth: it logs in through the server's hooks, and after a broker restart it reconnects
 * by itself and a console send made afterwards reaches WeChat. Needs tests/robot-compat's packages
 * (`npm run test:robot` installs them; `npm test` runs this after that step).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from '../robot-compat/harness.ts';
import { type Broker, brokerDir, freePort, freshDatabase, mosquitto, requireParts, until } from './world.ts';

let dir = '';
let dropDatabase: (() => Promise<void>) | undefined;
let broker: Broker | undefined;
let world: RobotWorld | undefined;

/** How many times the broker has logged a subscription to `topic` (log_type subscribe). */
const subscriptions = (topic: string) => (broker?.output().split(topic).length ?? 1) - 1;

beforeAll(async () => {
  const adminUrl = requireParts();
  dir = brokerDir();
  const database = await freshDatabase(adminUrl);
  dropDatabase = database.drop;
  const port = await freePort();
  broker = await mosquitto(dir, `http://127.0.0.1:${port}/open/mqtt`, [
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    'log_type notice',
    'log_type subscribe',
  ]);
  await broker.start();
  world = await startRobotWorld({
    serverEnv: {
      PORT: String(port),
      DATABASE_URL: database.url,
      MQTT_URL: broker.serverUrl,
      MQTT_PUBLIC_URL: `mqtt://127.0.0.1:${broker.port}`,
    },
  });
  await world.ready();
}, 120_000);

afterAll(async () => {
  await world?.stop();
  await broker?.stop();
  await dropDatabase?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the upstream robot plugin behind Mosquitto', () => {
  it('gets console sends, and gets them again after the broker restarts', async () => {
    const w = world as RobotWorld;
    const userId = (await w.api<{ userId: string }>('/user/info', {})).data.userId;
    const topic = `aibotk/${userId}/+`;
    await until('the plugin to subscribe through the broker', () => subscriptions(topic) >= 1, 30_000);
    const before = { type: 1, content: '重启之前' };
    expect(await w.api('/ws/contact/say', { name: '张三', message: before })).toMatchObject({ code: 0 });
    await w.sent('张三', '重启之前');

    await (broker as Broker).stop();
    const seen = subscriptions(topic);
    await (broker as Broker).start();
    // mqtt.js (the plugin's client) reconnects every second and subscribes again.
    await until('the plugin to subscribe again', () => subscriptions(topic) > seen, 30_000);

    const after = { type: 1, content: '重启之后' };
    expect(await w.api('/ws/contact/say', { name: '张三', message: after })).toMatchObject({ code: 0 });
    await w.sent('张三', '重启之后');
  });
});
