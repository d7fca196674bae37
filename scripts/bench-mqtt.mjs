#!/usr/bin/env node
// `npm run bench:mqtt`: 1 000 simulated robots on the embedded broker. Seeds 1 000 accounts (with API keys
// and sessions) straight into a fresh DATA_DIR, starts the real server, connects one MQTT client per account
// the way the plugin does (credentials from GET /open/v1/api/ws/mqtt/config, subscribe aibotk/<userId>/+),
// then sends console messages (POST /v1/api/ws/contact/say) to random robots and measures the time until the
// robot receives each one. Prints p50/p99 latency and the server's RSS.
// Options: BENCH_ROBOTS (default 1000), BENCH_MESSAGES (default 3000), BENCH_CONCURRENCY (default 5: senders at once),
// BENCH_BROKER=mosquitto: the robots connect to Debian's Mosquitto (started here, with tools/mosquitto-http-auth
// asking the server's /open/mqtt hooks) and the server is its MQTT client, as in a scale-out set-up
// (docs/decisions/020-external-mosquitto.md); needs mosquitto, mosquitto-dev, libmosquitto-dev, libcurl4-openssl-dev.
// Targets: p99 ≤ 20 ms and RSS ≤ 300 MB for 1 000 robots; p99 ≤ 50 ms and RSS ≤ 1 GB above that.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokerDir, freePort, mosquitto } from '../tests/scale-out/world.ts';
import { figure } from './bench-report.mjs';
import {
  canPin,
  connectRobots,
  renewHeartbeats,
  rssMb,
  runOnLoadCore,
  seedAccounts,
  startBenchServer,
} from './bench-robots.mjs';
import { stopServer } from './lib.mjs';

// As in bench:server, the server and this load generator (1 000 MQTT clients) get a core each when possible.
runOnLoadCore();

const ROBOTS = Number(process.env.BENCH_ROBOTS ?? 1000);
/** The targets: 1 000 robots on one small server; up to 10 000 (the scale-out size), a looser bound each. */
const TARGETS = ROBOTS > 1000 ? { p99: 50, rss: 1024 } : { p99: 20, rss: 300 };
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const BROKER = process.env.BENCH_BROKER ?? 'embedded';
if (BROKER !== 'embedded' && BROKER !== 'mosquitto') {
  console.error(`BENCH_BROKER must be embedded or mosquitto, not ${BROKER}`);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-bench-mqtt-'));

let server;
let broker;
let brokerFolder;
const clients = [];
async function finish(code) {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  await stopServer(server);
  await broker?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (brokerFolder) fs.rmSync(brokerFolder, { recursive: true, force: true });
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

// Behind an external broker the server cannot see connections: the robots are seeded as logged in.
const accounts = await seedAccounts(dataDir, ROBOTS, 'bench', { online: BROKER === 'mosquitto' });
let brokerEnv = {};
if (BROKER === 'mosquitto') {
  // The plugin asks the server, which is started next on a port chosen now.
  const port = await freePort();
  brokerFolder = brokerDir();
  broker = await mosquitto(brokerFolder, `http://127.0.0.1:${port}/open/mqtt`, [
    // QoS 1 commands to 10 000 robots: the default per-client queue (1000) is not the limit measured here.
    'max_queued_messages 100000',
  ]);
  await broker.start();
  // The broker is server side: it shares CPU 0 with the server, the robots and senders keep CPU 1.
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', '0', String(broker.pid())], { stdio: 'ignore' });
  brokerEnv = {
    PORT: String(port),
    MQTT_URL: broker.serverUrl,
    MQTT_PUBLIC_URL: `mqtt://127.0.0.1:${broker.port}`,
  };
}
const started = await startBenchServer({ dataDir, robots: ROBOTS, env: brokerEnv });
server = started.server;
const base = started.url;

const rssBefore = rssMb(server.pid);
const brokerRss = () => (broker ? `, Mosquitto ${rssMb(broker.pid())} MB` : '');
const brokerRssBefore = brokerRss();
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
if (broker) await renewHeartbeats(dataDir);
const rssConnected = rssMb(server.pid);
const brokerRssConnected = brokerRss();

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
const brokerRssAfter = brokerRss();

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(
  `bench:mqtt — ${ROBOTS} robots on ${BROKER === 'mosquitto' ? 'Mosquitto (tools/mosquitto-http-auth)' : 'the embedded broker'}, ${MESSAGES} messages, ${CONCURRENCY} at a time${started.pinned ? ` (server${broker ? ' and Mosquitto' : ''} on CPU 0, robots and senders on CPU 1)` : ''}`,
);
console.log(`connect ${ROBOTS} robots: ${connectSeconds.toFixed(1)} s`);
console.log(
  `console send → robot receive: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms (target p99 ≤ ${TARGETS.p99} ms)`,
);
console.log(
  `server RSS: ${rssBefore} MB idle${brokerRssBefore}, ${rssConnected} MB with ${ROBOTS} robots${brokerRssConnected}, ${rssAfter} MB after sending${brokerRssAfter} (target ≤ ${TARGETS.rss} MB)`,
);
const setUp = `${ROBOTS.toLocaleString('en')} robots, ${BROKER === 'mosquitto' ? 'Mosquitto' : 'embedded'}`;
figure({ area: 'mqtt', name: `${setUp}: send → receive p50`, value: Number(pct(50)), unit: 'ms', better: 'lower' });
figure({
  area: 'mqtt',
  name: `${setUp}: send → receive p99`,
  value: Number(pct(99)),
  unit: 'ms',
  target: TARGETS.p99,
  better: 'lower',
});
figure({
  area: 'mqtt',
  name: `${setUp}: server RSS after sending`,
  value: rssAfter,
  unit: 'MB',
  target: TARGETS.rss,
  better: 'lower',
});
await finish(0);
