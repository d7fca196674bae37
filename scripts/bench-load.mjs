#!/usr/bin/env node
// `npm run bench:load`: 200 console users at once on a server that also holds 1 000 connected robots, for a
// bounded time on loopback. Seeds 1 000 vip robot accounts (API keys, sessions) straight into a fresh DATA_DIR;
// the first 200 are also the console users, each with a saved config, a few materials and friends, so every
// read returns data and every user has a robot of their own to send to. Starts the real server (on its own
// core when possible), connects the 1 000 robots as the plugin does and keeps them connected throughout, then
// drives the users with autocannon for BENCH_SECONDS over the console's main reads and writes: config, the
// material and friend pages, a config save, a new material and a send to the user's own robot.
//
// How each connection is one user: autocannon runs 200 connections in one instance and calls `setupClient` for
// each; there this script gives the connection its own user's request list (every request with that user's
// bearer token) with `client.setRequests`. A connection goes through the list in a loop, one request at a
// time, like a user clicking through the console: every endpoint gets about a sixth of the requests. The
// writes build their body per request (`setupRequest`): the config save sends the version that user's last
// answer gave (a save without it is refused once a config exists), materials and sends get a fresh name and
// content. Per-endpoint latency comes from autocannon's own response timing (the instance's `response` event,
// while the client still points at the request answered); each body is checked for envelope code 0.
// One instance rather than one per endpoint: every user then sends the realistic mix, not one route each.
//
// Prints requests, errors (non-2xx or code ≠ 0), p50/p99 and req/s per endpoint; robots connected, sends the
// robots received, and the server's RSS sampled every 5 s (memory is flat when the last sample is within 15 %
// of the first one after a 15 s warm-up). Exits 1 only when the run itself fails (server, robots), not on
// figures. Options: BENCH_SECONDS (default 60), BENCH_USERS (default 200), BENCH_ROBOTS (default 1000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { figure } from './bench-report.mjs';
import {
  connectRobots,
  rssMb,
  runOnLoadCore,
  seedAccounts,
  seedConsoleData,
  startBenchServer,
} from './bench-robots.mjs';
import { stopServer } from './lib.mjs';

// The server and this load generator (autocannon and 1 000 MQTT clients) get a core each when possible.
runOnLoadCore();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const ROBOTS = Math.max(USERS, Number(process.env.BENCH_ROBOTS ?? 1000));
const WARM_UP_S = 15;
const SAMPLE_S = 5;
const FLAT_TOLERANCE = 0.15;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-bench-load-'));

let server;
const clients = [];
let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(error);
    finish(1);
  });
}

const accounts = await seedAccounts(dataDir, ROBOTS, 'load');
const users = accounts.slice(0, USERS);
await seedConsoleData(
  dataDir,
  users.map((u) => u.id),
);

// Each simulated user clicks back to back, a send every few hundred milliseconds: far above a person's pace, so
// the per-user send limit (CONSOLE_SENDS_PER_MINUTE, tested in the server suite) is lifted here as the bench lifts
// the per-address MQTT cap; what is measured is the server's throughput and latency under that load.
const started = await startBenchServer({
  dataDir,
  robots: ROBOTS,
  env: { CONSOLE_SENDS_PER_MINUTE: '1000000' },
});
server = started.server;
const base = started.url;

// What the robots get: the sends (content `<own user id>:<n>`, so a send that reaches another robot shows)
// and the config-changed notice each save triggers.
const delivered = new Set();
const received = { misrouted: 0, notices: 0 };
let disconnects = 0;
const connectStarted = Date.now();
await connectRobots(
  base,
  accounts,
  (account, command, payload) => {
    if (command === 'say') {
      const content = JSON.parse(payload.toString()).message?.content ?? '';
      if (content.startsWith(`${account.id}:`)) delivered.add(content);
      else received.misrouted++;
    } else if (command === 'event') received.notices++;
  },
  clients,
);
const connectSeconds = (Date.now() - connectStarted) / 1000;
if (clients.length !== ROBOTS) throw new Error(`only ${clients.length} of ${ROBOTS} robots connected`);
for (const client of clients) client.on('close', () => disconnects++);

const ENDPOINTS = [
  'GET  /v1/api/wechat/config',
  'GET  /v1/api/material/list',
  'GET  /v1/api/wechat/friend',
  'POST /v1/api/wechat/config/update',
  'POST /v1/api/material/add',
  'POST /v1/api/ws/contact/say',
];
const stats = new Map(ENDPOINTS.map((name) => [name, { requests: 0, errors: 0, latencies: [], firstError: '' }]));
/** The content of every send answered with code 0. */
const answeredSends = [];

/** Counts an answer of `name` that is not HTTP 2xx with code 0; hands the envelope's data to `use` otherwise. */
const check = (name, use) => (status, body) => {
  let envelope;
  try {
    envelope = JSON.parse(body);
  } catch {
    // Not JSON: counted as an error below.
  }
  if (status >= 200 && status < 300 && envelope?.code === 0) {
    use?.(envelope.data);
    return;
  }
  const stat = stats.get(name);
  stat.errors++;
  stat.firstError ||= `${status} ${String(body).slice(0, 200)}`;
};

/** One user's loop through the console: the request list of the connection that plays `user`. */
function requestsOf(user) {
  const headers = { authorization: `Bearer ${user.token}` };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  let version = 1;
  let n = 0;
  // One request at a time per connection: an answer is always to the request built last.
  let lastSend = '';
  const keepVersion = (data) => {
    if (typeof data?.version === 'number') version = data.version;
  };
  const [config, materials, friends, save, addMaterial, say] = ENDPOINTS;
  return [
    { name: config, method: 'GET', path: '/v1/api/wechat/config', headers, onResponse: check(config, keepVersion) },
    {
      name: materials,
      method: 'GET',
      path: '/v1/api/material/list?current=1&pageSize=10',
      headers,
      onResponse: check(materials),
    },
    {
      name: friends,
      method: 'GET',
      path: '/v1/api/wechat/friend?current=1&pageSize=10',
      headers,
      onResponse: check(friends),
    },
    {
      name: save,
      method: 'POST',
      path: '/v1/api/wechat/config/update',
      headers: jsonHeaders,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          config: JSON.stringify({ autoReply: true, defaultReply: `你好，我现在有事不在，稍后回复你（${++n}）` }),
          version,
        }),
      }),
      onResponse: check(save, keepVersion),
    },
    {
      name: addMaterial,
      method: 'POST',
      path: '/v1/api/material/add',
      headers: jsonHeaders,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ type: 1, name: `压测素材 ${++n}`, tag: '压测', content: `压测内容 ${n}` }),
      }),
      onResponse: check(addMaterial),
    },
    {
      name: say,
      method: 'POST',
      path: '/v1/api/ws/contact/say',
      headers: jsonHeaders,
      setupRequest: (req) => {
        lastSend = `${user.id}:${++n}`;
        return { ...req, body: JSON.stringify({ name: '好友1', message: { type: 1, content: lastSend } }) };
      },
      onResponse: check(say, () => answeredSends.push(lastSend)),
    },
  ];
}

// RSS every 5 s from the start of the load (t = 0 is the server idle with the robots connected) to its end.
const samples = [];
const loadStarted = Date.now();
const sample = () => samples.push({ t: (Date.now() - loadStarted) / 1000, mb: rssMb(server.pid) });
sample();
const sampler = setInterval(sample, SAMPLE_S * 1000);

let nextUser = 0;
const instance = autocannon({
  url: base,
  connections: USERS,
  duration: SECONDS,
  setupClient: (client) => client.setRequests(requestsOf(users[nextUser++ % users.length])),
});
instance.on('response', (client, _status, _bytes, responseTime) => {
  const stat = stats.get(client.requestIterator.currentRequest.name);
  if (!stat) return;
  stat.requests++;
  stat.latencies.push(responseTime);
});
const result = await instance;
clearInterval(sampler);
// The end, unless the timer has just sampled it.
if (Date.now() - loadStarted - samples[samples.length - 1].t * 1000 > 1000) sample();
if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} during the run`);

// Sends answered at the very end may still be on their way to the robot: give them a moment.
const undelivered = () => answeredSends.filter((content) => !delivered.has(content)).length;
for (let waited = 0; undelivered() > 0 && waited < 5000; waited += 250)
  await new Promise((resolve) => setTimeout(resolve, 250));
const lost = undelivered();
const connectedAtEnd = clients.filter((c) => c.connected).length;

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const seconds = result.duration || SECONDS;
console.log(
  `bench:load — ${USERS} console users for ${SECONDS} s, ${ROBOTS} robots connected${started.pinned ? ' (server on CPU 0, load and robots on CPU 1)' : ''}, SQLite\n`,
);
console.log('endpoint                              requests   errors   p50 ms   p99 ms    req/s');
let errors = 0;
for (const [name, stat] of stats) {
  stat.latencies.sort((a, b) => a - b);
  errors += stat.errors;
  console.log(
    `${name.padEnd(36)} ${String(stat.requests).padStart(9)} ${String(stat.errors).padStart(8)} ${pct(stat.latencies, 50).toFixed(1).padStart(8)} ${pct(stat.latencies, 99).toFixed(1).padStart(8)} ${(stat.requests / seconds).toFixed(0).padStart(8)}`,
  );
}
const total = [...stats.values()].reduce((sum, s) => sum + s.requests, 0);
console.log(
  `${'all'.padEnd(36)} ${String(total).padStart(9)} ${String(errors).padStart(8)} ${''.padStart(17)} ${(total / seconds).toFixed(0).padStart(8)}`,
);
// autocannon's `errors` (connection errors and timeouts) are requests that got no answer at all.
const transport = result.errors;
if (transport > 0) console.log(`requests without an answer: ${result.errors} (${result.timeouts} timeouts)`);
for (const [name, stat] of stats) if (stat.firstError) console.log(`first error of ${name.trim()}: ${stat.firstError}`);

console.log(
  `\nrobots: ${ROBOTS} connected in ${connectSeconds.toFixed(1)} s, ${connectedAtEnd} still connected at the end (${disconnects} disconnects)`,
);
const saves = stats.get(ENDPOINTS[3]);
console.log(
  `sends: ${answeredSends.length} answered code 0, ${answeredSends.length - lost} of them received by their robot, ${lost} not${received.misrouted ? `, ${received.misrouted} received by another robot` : ''}`,
);
console.log(`config-changed notices: ${received.notices} received for ${saves.requests - saves.errors} saves`);
// (A timer never fires early, but t is rounded to the millisecond: allow the sample at 15 s a little slack.)
const afterWarmUp = samples.filter((s) => s.t >= WARM_UP_S - 0.5);
const first = afterWarmUp[0];
const last = samples[samples.length - 1];
const max = Math.max(...samples.map((s) => s.mb));
console.log(
  `server RSS (every ${SAMPLE_S} s): ${samples[0].mb} MB at start, ${first ? `${first.mb} MB after the ${WARM_UP_S} s warm-up, ` : ''}${last.mb} MB at the end, max ${max} MB`,
);
console.log(`  samples: ${samples.map((s) => `${s.t.toFixed(0)}s ${s.mb}`).join(', ')}`);

const area = 'load';
const all = [...stats.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
figure({
  area,
  name: `${USERS} users + ${ROBOTS} robots: errors`,
  value: errors + transport,
  unit: 'count',
  target: 0,
  better: 'lower',
});
figure({ area, name: 'throughput', value: total / seconds, unit: 'req/s', better: 'higher' });
figure({ area, name: 'all endpoints p50', value: pct(all, 50), unit: 'ms', better: 'lower' });
figure({ area, name: 'all endpoints p99', value: pct(all, 99), unit: 'ms', better: 'lower' });
figure({
  area,
  name: 'sends not received by their robot',
  value: lost + received.misrouted,
  unit: 'count',
  target: 0,
  better: 'lower',
});
figure({
  area,
  name: 'robots disconnected',
  value: ROBOTS - connectedAtEnd,
  unit: 'count',
  target: 0,
  better: 'lower',
});
const flat = first && afterWarmUp.length >= 2 ? Math.abs(last.mb - first.mb) <= FLAT_TOLERANCE * first.mb : undefined;
if (flat !== undefined)
  figure({
    area,
    name: 'RSS growth after warm-up',
    value: ((last.mb - first.mb) / first.mb) * 100,
    unit: '%',
    target: FLAT_TOLERANCE * 100,
    better: 'lower',
  });
console.log(
  `\n${errors === 0 && transport === 0 ? 'PASS' : 'FAIL'}: zero errors (${errors} envelope/HTTP, ${transport} connection)`,
);
console.log(
  `${lost === 0 && received.misrouted === 0 && connectedAtEnd === ROBOTS ? 'PASS' : 'FAIL'}: robots stayed connected and each received every send to it`,
);
console.log(
  flat === undefined
    ? `SKIP: memory flat (the run is too short for samples after a ${WARM_UP_S} s warm-up)`
    : `${flat ? 'PASS' : 'FAIL'}: memory flat (last ${last.mb} MB within ${FLAT_TOLERANCE * 100} % of ${first.mb} MB after warm-up)`,
);
await finish(0);
