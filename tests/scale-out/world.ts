/**
 * The parts of the scale-out set-up (docs/decisions/020-external-mosquitto.md) as an operator runs them: a fresh
 * PostgreSQL database, Debian's Mosquitto checking robots through tools/mosquitto-http-auth (built here) and the
 * servers' /open/mqtt hooks, and server processes. No test-runner imports: `bench:mqtt` uses it too.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
export const MOSQUITTO = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';

/** Polls `read` every 25 ms until it gives something other than undefined/false; throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Fails with what to install when a part of the set-up is missing: these tests never skip. */
export function requireParts(): string {
  const missing: string[] = [];
  if (!fs.existsSync(MOSQUITTO)) missing.push(`Mosquitto (${MOSQUITTO}): apt-get install -y mosquitto`);
  if (spawnSync('cc', ['--version']).status !== 0) missing.push('a C compiler: apt-get install -y gcc libc6-dev');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) missing.push('TEST_DATABASE_URL (a PostgreSQL server; scripts/with-postgres.sh starts one)');
  if (missing.length > 0) throw new Error(`the scale-out tests need:\n  ${missing.join('\n  ')}`);
  return adminUrl as string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A fresh database on the PostgreSQL server of `adminUrl`; `drop` removes it. */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `weassit_scale_${crypto.randomBytes(6).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

/** Builds the plugin with its own script into `dir`; returns the .so path. */
export function buildPlugin(dir: string): string {
  const built = spawnSync('bash', [path.join(ROOT, 'tools/mosquitto-http-auth/build.sh'), dir], { encoding: 'utf8' });
  if (built.status !== 0) {
    throw new Error(
      'building the Mosquitto plugin failed (apt-get install -y mosquitto-dev libmosquitto-dev libcurl4-openssl-dev):\n' +
        `${built.stderr}${built.stdout}`,
    );
  }
  return built.stdout.trim();
}

export interface Broker {
  port: number;
  /** The server processes' account (MQTT_URL's user), checked by Mosquitto's password file. */
  serverUrl: string;
  output: () => string;
  /** The running broker's process id, if it runs. */
  pid: () => number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Mosquitto on a free loopback port: no anonymous clients, the servers' account in a password file, every
 * other client checked by the plugin against `hookUrl`. `extra` lines go into its config as they are.
 */
export async function mosquitto(dir: string, hookUrl: string, extra: string[] = []): Promise<Broker> {
  const port = await freePort();
  const plugin = buildPlugin(path.join(dir, 'plugin'));
  const user = 'weassit-server';
  const password = crypto.randomBytes(16).toString('hex');
  const passwd = path.join(dir, 'passwd');
  const made = spawnSync('mosquitto_passwd', ['-c', '-b', passwd, user, password], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`mosquitto_passwd failed: ${made.stderr}`);
  // As root, Mosquitto drops to user mosquitto before reading the password file.
  if (process.getuid?.() === 0) spawnSync('chown', ['mosquitto', passwd]);
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    conf,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      `password_file ${passwd}`,
      'persistence false',
      `listener ${port} 127.0.0.1`,
      `plugin ${plugin}`,
      `plugin_opt_hook_url ${hookUrl}`,
      `plugin_opt_server_username ${user}`,
      ...extra,
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  let output = '';
  return {
    port,
    serverUrl: `mqtt://${user}:${password}@127.0.0.1:${port}`,
    output: () => output,
    pid: () => (child && child.exitCode === null ? child.pid : undefined),
    async start() {
      const started = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      started.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      started.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      await until('Mosquitto to listen', async () => {
        if (started.exitCode !== null) throw new Error(`Mosquitto exited:\n${output}`);
        return portOpen(port);
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Server {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `node apps/server/src/main.ts` as `npm start` would, on `port`, and waits for its "console ready". */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await until(
      'the server to start',
      () => {
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        return output.includes('"console ready"');
      },
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** A temporary folder the broker (user mosquitto when started as root) can read. */
export function brokerDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-scale-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface RobotKeys {
  apiKey: string;
  apiSecret: string;
}

/** The robot API's signature computed as the plugin computes it (sorted `key=value`, secret first, MD5). */
function signed(params: Record<string, unknown>, keys: RobotKeys): Record<string, string> {
  const all: Record<string, unknown> = {
    ...params,
    apiKey: keys.apiKey,
    timestamp: Date.now(),
    nonce: String(crypto.randomInt(0, 1000)).padStart(3, '0'),
  };
  const text = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  const joined = Object.keys(all)
    .sort()
    .map((key) => `${key}=${text(all[key])}`)
    .join('&');
  const sign = crypto.createHash('md5').update(`${keys.apiSecret}&ApiSecret=${joined}`).digest('hex').toUpperCase();
  return { ...Object.fromEntries(Object.entries(all).map(([k, v]) => [k, text(v)])), sign };
}

/** A signed GET of the robot API on `base`, as the plugin sends it. */
export async function robotGet<T>(
  base: string,
  pathname: string,
  keys: RobotKeys,
  params: Record<string, unknown> = {},
) {
  const query = new URLSearchParams(signed(params, keys));
  const res = await fetch(`${base}/open/v1/api${pathname}?${query}`, { headers: { authorization: '' } });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A console API call on `base`: POST with a JSON body (or without one), bearer `token` when given. */
export async function api<T = unknown>(base: string, pathname: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/v1/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}
