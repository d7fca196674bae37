import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { onTestFinished } from 'vitest';
import { signedParams } from '../src/lib/signature.ts';
import { bearer, type TestUser } from './accounts-helper.ts';

export interface RobotKeys {
  apiKey: string;
  apiSecret: string;
}

/** Both key pairs of the user, as the console's oapi page shows them after asking for the password. */
async function apiKeys(app: FastifyInstance, user: TestUser): Promise<{ robot: RobotKeys; openApi: RobotKeys }> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/apiauth/get',
    headers: bearer(user),
    payload: { password: user.password },
  });
  return res.json().data as { robot: RobotKeys; openApi: RobotKeys };
}

/** The user's robot key pair (what the robot plugin is configured with). */
export async function robotKeys(app: FastifyInstance, user: TestUser): Promise<RobotKeys> {
  return (await apiKeys(app, user)).robot;
}

/** The user's open-API key pair (what the user's own programs sign with). */
export async function openApiKeys(app: FastifyInstance, user: TestUser): Promise<RobotKeys> {
  return (await apiKeys(app, user)).openApi;
}

/**
 * A client that calls the robot API the way `wechaty-web-panel` does (ROBOT-PROTOCOL §2.1): GET parameters in
 * the query string (all strings), POST parameters in a JSON body, both signed, an empty Authorization header.
 */
export function robotClient(app: FastifyInstance, keys: RobotKeys) {
  const call = async (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) => {
    const signed = signedParams(params, keys);
    const url = `/open/v1/api${path}`;
    const res =
      method === 'GET'
        ? await app.inject({
            method,
            url,
            query: Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
            headers: { authorization: '' },
          })
        : await app.inject({ method, url, payload: signed, headers: { authorization: '' } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  return {
    get: (path: string, params?: Record<string, unknown>) => call('GET', path, params),
    post: (path: string, params?: Record<string, unknown>) => call('POST', path, params),
  };
}

export interface RobotCommand<P = unknown> {
  topic: string;
  payload: P;
}

/** Numbers the test robots' client ids, so two robots of one user do not take each other's connection over. */
let robotNumber = 0;

/**
 * The robot's MQTT link as the plugin makes it: broker address and credentials from `GET /ws/mqtt/config`,
 * mqtt 3.1.1, its own client id, a subscription to every command of the user (`aibotk/<userId>/+`, QoS 0).
 * Each command is handed to `onCommand` unparsed (a worst bulk send's payloads are megabytes).
 */
export async function connectRobotMqtt(
  robot: ReturnType<typeof robotClient>,
  userId: string,
  onCommand: (topic: string, payload: Buffer) => void,
) {
  const config = (await robot.get('/ws/mqtt/config')).body.data as {
    host: string;
    port: number;
    username: string;
    password: string;
  };
  const client = await mqtt.connectAsync(`${config.host}:${config.port}`, {
    username: config.username,
    password: config.password,
    protocolVersion: 4,
    reconnectPeriod: 0,
    clientId: `weassit-${config.username}-${++robotNumber}`,
  });
  client.on('message', onCommand);
  await client.subscribeAsync(`aibotk/${userId}/+`, { qos: 0 });
  return client;
}

/**
 * connectRobotMqtt, keeping every command parsed in `received` and when it arrived (Date.now()) at the same index
 * of `arrivals`. `until(n)` waits (3 s at most) until n commands have arrived. The connection closes when the
 * test ends.
 */
export async function robotSubscriber<P = unknown>(robot: ReturnType<typeof robotClient>, userId: string) {
  const received: RobotCommand<P>[] = [];
  const arrivals: number[] = [];
  const client = await connectRobotMqtt(robot, userId, (topic, payload) => {
    received.push({ topic, payload: JSON.parse(payload.toString()) as P });
    arrivals.push(Date.now());
  });
  onTestFinished(() => client.endAsync(true));
  const until = async (count: number) => {
    const started = Date.now();
    while (received.length < count) {
      if (Date.now() - started > 3000) throw new Error(`expected ${count} pushes, got ${received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { client, received, arrivals, until };
}
