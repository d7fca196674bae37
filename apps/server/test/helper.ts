import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { SQLITE_FILE } from '../src/db/connect.ts';

/** A fresh temporary folder, removed when the test finishes. */
export function tempDir(prefix = 'weassit-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A fresh database for one test, at the latest schema: a SQLite file in a temporary DATA_DIR by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database on it that is dropped afterwards. Both are
 * copies of the run's template (global-setup.ts), so no test pays for the migrations.
 */
export async function freshDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const template = inject('templateDatabase');
  if ('sqliteFile' in template) {
    const dataDir = tempDir();
    fs.copyFileSync(template.sqliteFile, path.join(dataDir, SQLITE_FILE));
    return { dataDir, databaseUrl: undefined };
  }
  return newDatabase(`template ${template.postgresName}`);
}

/** A fresh database with no schema at all, for the migration tests. */
export async function emptyDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  return newDatabase('');
}

async function newDatabase(options: string): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = tempDir();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { dataDir, databaseUrl: undefined };
  const name = `weassit_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} ${options}`);
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
