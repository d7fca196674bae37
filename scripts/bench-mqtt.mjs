#!/usr/bin/env node
// `npm run bench:mqtt`: 1 000 simulated robots on the embedded broker. Seeds 1 000 accounts (with API keys
// and sessions) straight into a fresh DATA_DIR, starts the real server, connects one MQTT client per account
// the way the plugin does (credentials from GET /open/v1/api/ws/mqtt/config, subscribe aibotk/<userId>/+),
// then sends console messages (POST /v1/api/ws/contact/say) to random robots and measures the time until the
// robot receives each one. Prints p50/p99 latency and the server's RSS. Targets: p99 ≤ 20 ms, RSS ≤ 300 MB.
// Options: BENCH_ROBOTS (default 1000), BENCH_MESSAGES (default 3000), BENCH_CONCURRENCY (default 5: senders at once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectRobots, rssMb, runOnLoadCore, seedAccounts, startBenchServer } from './bench-robots.mjs';
import { stopServer } from './lib.mjs';

// As in bench:server, the server and this load generator (1 000 MQTT clients) get a core each when possible.
runOnLoadCore();

const ROBOTS = Number(process.env.BENCH_ROBOTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-bench-mqtt-'));

let server;
const clients = [];
async function finish(code) {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('uncaughtException', (error) => {
  console.error(error);
  finish(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  finish(1);
});

const accounts = await seedAccounts(dataDir, ROBOTS, 'bench');
const started = await startBenchServer({ dataDir, robots: ROBOTS });
server = started.server;
const base = started.url;

const rssBefore = rssMb(server.pid);
const pending = new Map();
const connectStarted = Date.now();
await connectRobots(
  base,
  accounts,
  (_account, _command, payload) => {
    const content = JSON.parse(payload.toString()).message?.content;
    const resolve = pending.get(content);
    if (resolve) resolve(performance.now());
  },
  clients,
);
const connectSeconds = (Date.now() - connectStarted) / 1000;
const rssConnected = rssMb(server.pid);

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
const rssAfter = rssMb(server.pid);

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `bench:mqtt — ${ROBOTS} robots on the embedded broker, ${MESSAGES} messages, ${CONCURRENCY} at a time${started.pinned ? ' (server on CPU 0, robots and senders on CPU 1)' : ''}`,
);
console.log(`connect ${ROBOTS} robots: ${connectSeconds.toFixed(1)} s`);
console.log(
  `console send → robot receive: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms (target p99 ≤ 20 ms)`,
);
console.log(
  `server RSS: ${rssBefore} MB idle, ${rssConnected} MB with ${ROBOTS} robots, ${rssAfter} MB after sending (target ≤ 300 MB)`,
);
await finish(0);
