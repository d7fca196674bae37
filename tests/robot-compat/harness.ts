/**
 * One robot world for a test file: a freshly started server with its embedded broker, an account signed in to
 * the console API, and the unmodified upstream robot plugin (robot.mjs, mock puppet) logged in as that account
 * through tools/robot-redirect — the way an operator runs a real robot.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pollUntil, ROBOT_START_MS, type RobotEvent, type RobotProcess, spawnRobot } from './robot-process.ts';

export type { RobotEvent } from './robot-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface WorldOptions {
  /** The account's role; vip by default (most robot features are vip). */
  role?: 'vip' | 'user';
  /** Called once the account exists and before the robot starts: save its config, materials … */
  prepare?: (world: RobotWorld) => Promise<void>;
  /** Extra environment for the robot process. */
  robotEnv?: Record<string, string>;
  /** Extra environment for the server process (an external broker's MQTT_URL, a PORT …). */
  serverEnv?: Record<string, string>;
}

export interface RobotWorld {
  base: string;
  /** The console API (`/v1/api…`) as the signed-in operator: GET without a body, POST with one. */
  api<T = unknown>(pathname: string, body?: unknown, method?: string): Promise<Envelope<T>>;
  /** Every line of JSON the robot reported (`sent`, `ready`, `log`), in order. */
  events: RobotEvent[];
  /** Polls `read` until it gives a value that is not undefined/false; the robot's output is in the failure. */
  until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  /** Waits for the plugin to send exactly `text` to the named chat. */
  sent(name: string, text: string): Promise<RobotEvent>;
  /** Waits until the robot uploaded groups of these topics; answers them in the same order. */
  uploadedRooms(topics: readonly string[]): Promise<{ wxid: string; topic: string }[]>;
  /** How many lines the robot has printed so far: a mark for `configReloaded`. */
  outputMark(): number;
  /**
   * Waits until the robot finished reloading its config after `mark`: it logs 更新配置成功 once the updateConfig
   * event's fetches are done and the new rules are in use. (The server seeing the config fetch is earlier:
   * a message sent then can still meet the old rules.)
   */
  configReloaded(mark: number): Promise<void>;
  /** A command to robot.mjs on its stdin (`{cmd:'say',from,text,room?}` …). */
  command(payload: Record<string, unknown>): void;
  /** The robot's status as the console sees it, once it is logged in (4) and online over MQTT. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRobotWorld(options: WorldOptions = {}): Promise<RobotWorld> {
  const events: RobotEvent[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-robot-'));
  let token = '';
  let base = '';
  let robot: RobotProcess | undefined;

  // Before the robot runs there is no output to show; afterwards its own `until` shows it on a failure.
  const until: RobotWorld['until'] = (what, read, timeoutMs) =>
    robot ? robot.until(what, read, timeoutMs) : pollUntil(what, read, timeoutMs);

  async function api<T = unknown>(pathname: string, body?: unknown, method?: string): Promise<Envelope<T>> {
    const res = await fetch(`${base}/v1/api${pathname}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json() as Promise<Envelope<T>>;
  }

  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEFAULT_ROLE: options.role ?? 'vip',
      ...options.serverEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });

  const world: RobotWorld = {
    get base() {
      return base;
    },
    api,
    events,
    until,
    sent: (name, text) =>
      until(`the robot to send “${text}” to ${name}`, () =>
        events.find((e) => e.event === 'sent' && e.name === name && e.text === text),
      ),
    uploadedRooms: (topics) =>
      until('the robot to upload its groups', async () => {
        const list = (await api<{ wxid: string; topic: string }[]>('/wechat/allroom')).data;
        const found = topics.map((topic) => list.find((r) => r.topic === topic));
        return found.every((r) => r !== undefined) ? (found as { wxid: string; topic: string }[]) : undefined;
      }),
    outputMark: () => robot?.outputMark() ?? 0,
    configReloaded: async (mark) => {
      await robot?.configReloaded(mark);
    },
    command: (payload) => {
      robot?.command(payload);
    },
    ready: async () => {
      await until(
        'status 4 and an MQTT connection',
        async () => {
          const s = (await api<{ status: number; online: boolean }>('/wechat/status')).data;
          return s.status === 4 && s.online ? s : undefined;
        },
        ROBOT_START_MS,
      );
    },
    stop: async () => {
      await robot?.stop();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  // The server's start is a condition (its log names the URL, or it exits), with a deadline for a machine that
  // is busy with other test stages as well.
  base = await until(
    'the server',
    () => {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${log}`);
      return /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(log)?.[1];
    },
    60_000,
  );
  const account = { name: '运营', email: 'robot-compat@example.com', password: 'compat password 1' };
  const signup = await api('/signup', account);
  if (signup.code !== 0) throw new Error(`signup failed: ${signup.msg}`);
  token = (await api<{ token: string }>('/login', account)).data.token;
  type KeyPair = { apiKey: string; apiSecret: string };
  const keys = (await api<{ robot: KeyPair }>('/apiauth/get', { password: account.password })).data.robot;
  await options.prepare?.(world);

  robot = spawnRobot({ base, keys, env: options.robotEnv, events });
  return world;
}
