/**
 * The unmodified upstream robot plugin (robot.mjs, mock puppet) as a child process logged in to a given weassit
 * server with a given robot key pair, through tools/robot-redirect: what the robot-compat harness runs against
 * its own server, and what the browser journeys run against the e2e server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const HERE = import.meta.dirname;
const PRELOAD = path.resolve(HERE, '../../tools/robot-redirect/register.mjs');

export interface RobotEvent {
  event: string;
  kind?: string;
  name?: string;
  text?: string;
  method?: string;
}

export interface RobotProcessOptions {
  /** The server's origin, e.g. http://127.0.0.1:4000. */
  base: string;
  /** The robot key pair (机器人密钥). */
  keys: { apiKey: string; apiSecret: string };
  /** Extra environment for the robot process (ROBOT_FRIENDS, ROBOT_ROOMS …). */
  env?: Record<string, string>;
  /** The list the robot's events are pushed to (a new one unless given). */
  events?: RobotEvent[];
}

export interface RobotProcess {
  /** Every line of JSON the robot reported (`sent`, `ready`, `log`, `roomAdd`), in order. */
  events: RobotEvent[];
  /** Polls `read` until it gives a value that is not undefined/false; the robot's output is in the failure. */
  until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  /** Waits for the plugin to send exactly `text` to the named chat. */
  sent(name: string, text: string, timeoutMs?: number): Promise<RobotEvent>;
  /** How many lines the robot has printed so far: a mark for `configReloaded`. */
  outputMark(): number;
  /**
   * Waits until the robot finished reloading its config after `mark`: it logs 更新配置成功 once the updateConfig
   * event's fetches are done and the new rules are in use.
   */
  configReloaded(mark: number, timeoutMs?: number): Promise<void>;
  /** A command to robot.mjs on its stdin (`{cmd:'say',from,text,room?}` …). */
  command(payload: Record<string, unknown>): void;
  /** Kills the robot and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * How long a robot may take from its spawn to logged in and connected: it loads ~500 MB of packages, and in
 * `npm test` it starts while other test stages keep both cores busy.
 */
export const ROBOT_START_MS = 90_000;

/** Polls `read` every 100 ms until it gives a value that is not undefined/false, or fails after `timeoutMs`. */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
  output: string[] = [],
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`timed out waiting for ${what}\nrobot output (last 40 lines):\n${output.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The home folder of the robot with this key. The plugin keeps local databases under
 * ~/.wechaty/wechaty-panel-cache/<apiKey>/ and, on a first run on a busy machine, opened one before its folder
 * existed (ENOENT: the robot exited). So each key pair gets a home of its own, shared by the restarts of that
 * robot, with the folder made before the robot starts.
 */
function robotHome(apiKey: string): string {
  return path.join(os.tmpdir(), 'weassit-robot-homes', apiKey);
}

/** Where the robot with this key keeps its local databases (nedb files). */
export function robotCacheDir(apiKey: string): string {
  return path.join(robotHome(apiKey), '.wechaty', 'wechaty-panel-cache', apiKey);
}

/** Starts robot.mjs against `base` with the key pair; it scans, logs in and uploads its contacts by itself. */
export function spawnRobot(options: RobotProcessOptions): RobotProcess {
  const events = options.events ?? [];
  const output: string[] = [];
  const home = robotHome(options.keys.apiKey);
  fs.mkdirSync(robotCacheDir(options.keys.apiKey), { recursive: true });
  const robot: ChildProcess = spawn(process.execPath, ['--import', PRELOAD, path.join(HERE, 'robot.mjs')], {
    cwd: HERE,
    env: {
      ...process.env,
      ...options.env,
      HOME: home,
      WEASSIT_URL: options.base,
      AIBOTK_KEY: options.keys.apiKey,
      AIBOTK_SECRET: options.keys.apiSecret,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const collect = (stream: NodeJS.ReadableStream | null) =>
    readline.createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
      output.push(line);
      if (line.startsWith('{"event"')) events.push(JSON.parse(line) as RobotEvent);
    });
  collect(robot.stdout);
  collect(robot.stderr);

  const until: RobotProcess['until'] = (what, read, timeoutMs) => pollUntil(what, read, timeoutMs, output);
  return {
    events,
    until,
    sent: (name, text, timeoutMs) =>
      until(
        `the robot to send “${text}” to ${name}`,
        () => events.find((e) => e.event === 'sent' && e.name === name && e.text === text),
        timeoutMs,
      ),
    outputMark: () => output.length,
    configReloaded: async (mark, timeoutMs) => {
      await until(
        'the robot to reload its config',
        () => output.slice(mark).some((line) => line.includes('事件处理结果 更新配置成功')),
        timeoutMs,
      );
    },
    command: (payload) => {
      robot.stdin?.write(`${JSON.stringify(payload)}\n`);
    },
    stop: async () => {
      if (robot.exitCode !== null || robot.signalCode !== null) return;
      const exited = new Promise((resolve) => robot.once('exit', resolve));
      robot.kill('SIGKILL');
      await exited;
    },
  };
}
