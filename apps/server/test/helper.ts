import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';

/** A fresh temporary folder, removed when the test finishes. */
export function tempDir(prefix = 'weassit-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A fresh, empty database for one test: a SQLite file in a temporary DATA_DIR by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database on it that is dropped afterwards.
 */
export async function freshDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = tempDir();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { dataDir, databaseUrl: undefined };
  const name = `weassit_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onTestFinished(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** The runtime config for a test: fresh database, a console folder of the caller's choice. */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const db = await freshDatabase();
  return { ...loadConfig({}), dataDir: db.dataDir, databaseUrl: db.databaseUrl, ...overrides };
}

/** A built (not listening) app on a fresh database, closed when the test finishes. */
export async function build(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp(await testConfig(overrides), { logger: false });
  onTestFinished(() => app.close());
  return app;
}
