import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SQLITE_FILE } from '../../src/db/connect.ts';

/**
 * One app for the whole cost suite (seeding the attacker to the quotas is the expensive part, so it happens once
 * per file in `beforeAll`, where `helper.ts`'s per-test clean-up cannot run): a copy of the run's template
 * database, SQLite or PostgreSQL like every other test. `close()` stops the app and drops the database.
 */
export async function sharedApp(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-cost-'));
  const template = inject('templateDatabase');
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if ('sqliteFile' in template) {
    fs.copyFileSync(template.sqliteFile, path.join(dataDir, SQLITE_FILE));
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `weassit_cost_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name} template ${template.postgresName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  // Listening on loopback with the embedded broker on a free port, so a robot can connect over MQTT.
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', MQTT_PORT: '0', ...env });
  const app = await buildApp({ ...config, dataDir, databaseUrl }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.listenBroker();
  return {
    app,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
