#!/usr/bin/env node
// `npm run bench:mqtt`: 1 000 simulated robots on the embedded broker. Seeds 1 000 accounts (with API keys
// and sessions) straight into a fresh DATA_DIR, starts the real server, connects one MQTT client per account
// the way the plugin does (credentials from GET /open/v1/api/ws/mqtt/config, subscribe aibotk/<userId>/+),
// then sends console messages (POST /v1/api/ws/contact/say) to random robots and measures the time until the
// robot receives each one. Prints p50/p99 latency and the server's RSS. Targets: p99 ≤ 20 ms, RSS ≤ 300 MB.
// Options: BENCH_ROBOTS (default 1000), BENCH_MESSAGES (default 3000), BENCH_CONCURRENCY (default 5: senders at once).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { connect, migrateToLatest } from '../apps/server/src/db/connect.ts';
import { signedParams } from '../apps/server/src/lib/signature.ts';
import { apiCredentialsRepository } from '../apps/server/src/repositories/api-credentials.ts';
import { usersRepository } from '../apps/server/src/repositories/users.ts';
import { openSession } from '../apps/server/src/services/sessions.ts';
import { ROOT } from './lib.mjs';

// As in bench:server, the server and this load generator (1 000 MQTT clients) get a core each when possible.
const canPin = os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
if (canPin && !process.env.BENCH_PINNED) {
  const self = spawnSync('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(self.status ?? 1);
}

const ROBOTS = Number(process.env.BENCH_ROBOTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-bench-mqtt-'));

// Seed accounts directly: 1 000 sign-ups would spend a minute hashing passwords, which is not what we measure.
const db = connect({ dataDir });
await migrateToLatest(db);
const accounts = [];
const now = Date.now();
for (let i = 0; i < ROBOTS; i++) {
  const id = `bench${String(i).padStart(5, '0')}`;
  await usersRepository(db.kysely).insert(
    { id, email: `${id}@example.com`, name: id, passwordHash: 'x', role: 'vip', inviteCode: undefined, robotId: id },
    now,
  );
  const keys = await apiCredentialsRepository(db.kysely).getOrCreate(id, now);
  const token = await openSession(db.kysely, id, { ip: null, userAgent: 'bench' });
  accounts.push({ id, token, keys: { apiKey: keys.api_key, apiSecret: keys.api_secret } });
}
await db.kysely.destroy();

const logFile = path.join(dataDir, 'server.log');
const serverCommand = canPin ? ['taskset', ['-c', '0', process.execPath]] : [process.execPath, []];
const server = spawn(serverCommand[0], [...serverCommand[1], path.join(ROOT, 'apps/server/src/main.ts')], {
  // Every simulated robot connects from this machine: lift the per-address cap (and the total) above them.
  env: {
    ...process.env,
    PORT: '0',
    MQTT_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    MQTT_MAX_CONNECTIONS: String(ROBOTS + 100),
    MQTT_MAX_CONNECTIONS_PER_ADDRESS: String(ROBOTS + 100),
  },
  stdio: ['ignore', fs.openSync(logFile, 'w'), 'inherit'],
});
const clients = [];
async function finish(code) {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('uncaughtException', (error) => {
  console.error(error);
  finish(1);
});

const base = await new Promise((resolve, reject) => {
  server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${fs.readFileSync(logFile, 'utf8')}`)));
  const timer = setInterval(() => {
    const match = /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) {
      clearInterval(timer);
      resolve(match[1]);
    }
  }, 100);
});

function rssMb() {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

const rssBefore = rssMb();
const pending = new Map();
const connectStarted = Date.now();
for (let i = 0; i < accounts.length; i += 50) {
  await Promise.all(
    accounts.slice(i, i + 50).map(async (account) => {
      const query = new URLSearchParams(Object.entries(signedParams({}, account.keys)).map(([k, v]) => [k, String(v)]));
      const config = (await (await fetch(`${base}/open/v1/api/ws/mqtt/config?${query}`)).json()).data;
      const client = await mqtt.connectAsync(`${config.host}:${config.port}`, {
        username: config.username,
        password: config.password,
        clientId: `${config.clientId}${i}`,
        protocolVersion: 4,
        reconnectPeriod: 0,
      });
      await client.subscribeAsync(`aibotk/${account.id}/+`);
      client.on('message', (_topic, payload) => {
        const { message } = JSON.parse(payload.toString());
        const resolve = pending.get(message.content);
        if (resolve) resolve(performance.now());
      });
      clients.push(client);
    }),
  );
}
const connectSeconds = (Date.now() - connectStarted) / 1000;
const rssConnected = rssMb();

const latencies = [];
let next = 0;
async function worker() {
  while (next < MESSAGES) {
    const n = next++;
    const account = accounts[Math.floor(Math.random() * accounts.length)];
    const content = `m${n}`;
    const received = new Promise((resolve) => pending.set(content, resolve));
    const started = performance.now();
    const res = await fetch(`${base}/v1/api/ws/contact/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ name: '张三', message: { type: 1, content } }),
    });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`send failed: ${JSON.stringify(body)}`);
    latencies.push((await received) - started);
    pending.delete(content);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const rssAfter = rssMb();

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `bench:mqtt — ${ROBOTS} robots on the embedded broker, ${MESSAGES} messages, ${CONCURRENCY} at a time${canPin ? ' (server on CPU 0, robots and senders on CPU 1)' : ''}`,
);
console.log(`connect ${ROBOTS} robots: ${connectSeconds.toFixed(1)} s`);
console.log(
  `console send → robot receive: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms (target p99 ≤ 20 ms)`,
);
console.log(
  `server RSS: ${rssBefore} MB idle, ${rssConnected} MB with ${ROBOTS} robots, ${rssAfter} MB after sending (target ≤ 300 MB)`,
);
await finish(0);
