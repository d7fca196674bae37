import crypto from 'node:crypto';
import mqtt from 'mqtt';
import { baseUrl } from './helpers.ts';

/** A robot's API key pair, as `POST /apiauth/get` returns it. */
export interface RobotKeys {
  apiKey: string;
  apiSecret: string;
}

/**
 * The robot API's signature, as the plugin computes it: every parameter but sign, keys sorted, `key=value`
 * joined by `&` (objects as JSON), prefixed with `<apiSecret>&ApiSecret=`, MD5, uppercase hex.
 */
export function signed(params: Record<string, unknown>, keys: RobotKeys): Record<string, unknown> {
  const withAuth = { ...params, apiKey: keys.apiKey, timestamp: Date.now(), nonce: String(crypto.randomInt(0, 1000)) };
  const joined = Object.keys(withAuth)
    .sort()
    .map((key) => `${key}=${text(withAuth[key as keyof typeof withAuth])}`)
    .join('&');
  const sign = crypto.createHash('md5').update(`${keys.apiSecret}&ApiSecret=${joined}`).digest('hex').toUpperCase();
  return { ...withAuth, sign };
}

function text(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A GET of the robot plugin: signed query, no bearer token. Answers the envelope. */
export async function robotGet<T = unknown>(
  path: string,
  params: Record<string, unknown>,
  keys: RobotKeys,
): Promise<{ code: number; data: T }> {
  const query = new URLSearchParams(Object.entries(signed(params, keys)).map(([key, value]) => [key, text(value)]));
  const res = await fetch(`${baseUrl}/open/v1/api${path}?${query}`, { headers: { authorization: '' } });
  return (await res.json()) as { code: number; data: T };
}

/** A POST of the robot plugin: JSON body, signed, no bearer token. Answers the envelope. */
export async function robotPost<T = unknown>(
  path: string,
  params: Record<string, unknown>,
  keys: RobotKeys,
): Promise<{ code: number; data: T }> {
  const res = await fetch(`${baseUrl}/open/v1/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify(signed(params, keys)),
  });
  return (await res.json()) as { code: number; data: T };
}

/** The robot's MQTT settings (`GET /ws/mqtt/config`). */
interface MqttConfig {
  host: string;
  port: number;
  username: string;
  password: string;
}

/** A command the robot received over MQTT: its topic, its JSON payload, and when it arrived (ms). */
export interface RobotMessage<P = Record<string, unknown>> {
  topic: string;
  payload: P;
  at: number;
}

/** A robot online on the broker: its MQTT client and the user id its topics carry (`aibotk/<userId>/…`). */
export interface OnlineRobot {
  client: mqtt.MqttClient;
  userId: string;
}

/**
 * Brings the robot online the way the plugin does: its MQTT settings from the robot API, then the broker with
 * those credentials (client id `weassit-<userId>-<clientNumber>`), subscribed to `aibotk/<userId>/+` at QoS 0.
 * Every command is parsed and pushed to `received`. End it with `client.endAsync(true)`.
 */
export async function connectRobot<P = Record<string, unknown>>(
  keys: RobotKeys,
  received: RobotMessage<P>[],
  clientNumber = 1,
): Promise<OnlineRobot> {
  const config = await robotGet<MqttConfig>('/ws/mqtt/config', {}, keys);
  if (config.code !== 200) throw new Error(`GET /ws/mqtt/config answered ${config.code}`);
  const userId = config.data.username;
  const client = await mqtt.connectAsync(`${config.data.host}:${config.data.port}`, {
    username: config.data.username,
    password: config.data.password,
    clientId: `weassit-${userId}-${clientNumber}`,
    protocolVersion: 4,
    reconnectPeriod: 0,
  });
  client.on('message', (topic, payload) => {
    received.push({ topic, payload: JSON.parse(payload.toString()) as P, at: Date.now() });
  });
  await client.subscribeAsync(`aibotk/${userId}/+`, { qos: 0 });
  return { client, userId };
}
