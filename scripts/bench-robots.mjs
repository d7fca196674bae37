// Shared by bench:mqtt and bench:load: accounts seeded straight into a fresh DATA_DIR, the real server started
// on its own core, and simulated robots on its embedded broker, connected the way the robot plugin connects.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MaterialType, RobotStatus } from '@weassit/contract';
import mqtt from 'mqtt';
import { connect, migrateToLatest } from '../apps/server/src/db/connect.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { signedParams } from '../apps/server/src/lib/signature.ts';
import { apiCredentialsRepository } from '../apps/server/src/repositories/api-credentials.ts';
import { friendsRepository } from '../apps/server/src/repositories/friends.ts';
import { materialsRepository } from '../apps/server/src/repositories/materials.ts';
import { robotStatesRepository } from '../apps/server/src/repositories/robot-states.ts';
import { usersRepository } from '../apps/server/src/repositories/users.ts';
import { saveRobotConfig } from '../apps/server/src/services/robot-config.ts';
import { openSession } from '../apps/server/src/services/sessions.ts';
import { ROOT, startServer } from './lib.mjs';

/** True when the server and the load generator can get a core each (two or more cores and `taskset`). */
export const canPin = os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/**
 * Runs this script again on CPU 1 (the server gets CPU 0, see startBenchServer) and exits with its status.
 * Returns at once in the re-run, or when pinning is not possible.
 */
export function runOnLoadCore() {
  if (!canPin || process.env.BENCH_PINNED) return;
  const self = spawnSync('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(self.status ?? 1);
}

/**
 * Seeds `count` vip accounts `<prefix>00000`, `<prefix>00001`, … (each its own robot) with API keys and an open
 * console session, straight through the server's repositories: 1 000 sign-ups would spend a minute hashing
 * passwords, which is not what the benches measure. With `online`, each robot is also logged in with a fresh
 * heartbeat, as the plugin reports it: behind an external broker that is how the server knows a robot is online.
 * @param {{ online?: boolean }} [options]
 * @returns {Promise<{ id: string, token: string, keys: { apiKey: string, apiSecret: string } }[]>}
 */
export async function seedAccounts(dataDir, count, prefix = 'bench', { online = false } = {}) {
  const db = connect({ dataDir });
  try {
    await migrateToLatest(db);
    const now = Date.now();
    // One transaction: 10 000 accounts are 40 000 statements, each its own commit otherwise.
    return await db.kysely.transaction().execute(async (trx) => {
      const accounts = [];
      for (let i = 0; i < count; i++) {
        const id = `${prefix}${String(i).padStart(5, '0')}`;
        await usersRepository(trx).insert(
          {
            id,
            email: `${id}@example.com`,
            name: id,
            passwordHash: 'x',
            role: 'vip',
            inviteCode: undefined,
            robotId: id,
          },
          now,
        );
        const keys = await apiCredentialsRepository(trx).getOrCreate(id, now);
        const token = await openSession(trx, id, { ip: null, userAgent: 'bench' });
        if (online) {
          await robotStatesRepository(trx).patch(
            id,
            { status: RobotStatus.LOGGED_IN, heartbeat: 'live', heartbeat_at: now },
            now,
          );
        }
        accounts.push({ id, token, keys: { apiKey: keys.api_key, apiSecret: keys.api_secret } });
      }
      return accounts;
    });
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Renews every seeded robot's heartbeat (one UPDATE next to the running server), as the robots would with their
 * periodic heartbeat: 10 000 connections can take longer than a heartbeat stays fresh.
 */
export async function renewHeartbeats(dataDir) {
  const db = connect({ dataDir });
  try {
    await db.kysely.updateTable('robot_states').set({ heartbeat_at: Date.now() }).execute();
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Gives each of `userIds` what a console user has, so that reads return data: a saved robot config (version 1),
 * `materials` text materials and `friends` friends uploaded the robot's way.
 */
export async function seedConsoleData(dataDir, userIds, { materials = 5, friends = 20 } = {}) {
  const db = connect({ dataDir });
  try {
    await db.kysely.transaction().execute(async (trx) => {
      for (const userId of userIds) {
        const config = JSON.stringify({ autoReply: true, defaultReply: '你好，我现在有事不在，稍后回复你' });
        await saveRobotConfig(trx, userId, config, undefined, { vip: true });
        for (let m = 0; m < materials; m++) {
          await materialsRepository(trx, userId).insert(
            newId(),
            { type: MaterialType.TEXT, name: `欢迎语 ${m}`, tag: '客服', content: `欢迎光临，这是第 ${m} 条欢迎语` },
            Date.now(),
          );
        }
        await friendsRepository(trx, userId).upsertBatch(
          Array.from({ length: friends }, (_, f) => ({
            wxid: `wxid_${userId}_${f}`,
            robotId: `wxid_${userId}`,
            name: `好友${f}`,
            alias: f % 3 === 0 ? `备注${f}` : '',
            gender: f % 3,
            avatar: `https://img.example.com/avatar/${f}.png`,
            type: 1,
            weixin: '',
          })),
        );
      }
    });
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Starts the real server (scripts/lib.mjs) with its data in `dataDir`, log in `dataDir`/server.log, and moves
 * it (all its threads) to CPU 0 when pinning is possible. Every simulated robot connects from this machine: the
 * broker's caps (MQTT_MAX_CONNECTIONS, MQTT_MAX_CONNECTIONS_PER_ADDRESS) are lifted above `robots`, as an
 * operator behind one NAT address would. `env` adds to the server's environment (an external broker's MQTT_URL …).
 * @param {{ dataDir: string, robots: number, env?: Record<string, string> }} options
 */
export async function startBenchServer({ dataDir, robots, env = {} }) {
  const started = await startServer({
    dataDir,
    consoleDir: path.join(ROOT, 'apps/console/dist'),
    logFile: path.join(dataDir, 'server.log'),
    env: {
      MQTT_MAX_CONNECTIONS: String(robots + 100),
      MQTT_MAX_CONNECTIONS_PER_ADDRESS: String(robots + 100),
      ...env,
    },
  });
  const pinned =
    canPin &&
    spawnSync('taskset', ['-a', '-p', '-c', '0', String(started.server.pid)], { stdio: 'ignore' }).status === 0;
  return { ...started, pinned };
}

/** The resident memory of process `pid` in MB (VmRSS from /proc), NaN where /proc is missing. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Connects one MQTT client per account, 50 at a time, as the plugin does: credentials from the signed
 * GET /open/v1/api/ws/mqtt/config, client id = the given prefix plus a number, subscribe `aibotk/<userId>/+`.
 * `onMessage(account, command, payload)` gets every command the robot receives (payload as a Buffer). Each
 * connected client goes into `clients` at once, so that the caller can end them all even when this rejects
 * (as it does when any robot fails to connect or subscribe).
 * @param {import('mqtt').MqttClient[]} clients
 */
export async function connectRobots(base, accounts, onMessage, clients) {
  for (let i = 0; i < accounts.length; i += 50) {
    await Promise.all(
      accounts.slice(i, i + 50).map(async (account, j) => {
        const query = new URLSearchParams(
          Object.entries(signedParams({}, account.keys)).map(([k, v]) => [k, String(v)]),
        );
        const answer = await (await fetch(`${base}/open/v1/api/ws/mqtt/config?${query}`)).json();
        // The robot API's envelope says 200 for success (routes/open/robot-envelope.ts).
        if (answer.code !== 200) throw new Error(`mqtt config for ${account.id}: ${JSON.stringify(answer)}`);
        const config = answer.data;
        const client = await mqtt.connectAsync(`${config.host}:${config.port}`, {
          username: config.username,
          password: config.password,
          clientId: `${config.clientId}${i + j + 1}`,
          protocolVersion: 4,
          reconnectPeriod: 0,
        });
        clients.push(client);
        await client.subscribeAsync(`aibotk/${account.id}/+`);
        client.on('message', (topic, payload) => onMessage(account, topic.slice(topic.lastIndexOf('/') + 1), payload));
      }),
    );
  }
}
