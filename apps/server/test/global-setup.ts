import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrateToLatest, SQLITE_FILE } from '../src/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database migrated to the latest schema once per run, which `freshDatabase()` copies for each test:
     * a SQLite file, or a PostgreSQL database on TEST_DATABASE_URL's server that nobody connects to.
     */
    templateDatabase: { sqliteFile: string } | { postgresName: string };
  }
}

/**
 * Migrates one template database for the whole server suite. Every test still gets a database of its own, but
 * a copy of this one (a file copy, or `CREATE DATABASE … TEMPLATE`) instead of running every migration again:
 * on PostgreSQL that is 0.2 s less per test. The migration tests themselves use `emptyDatabase()`.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-template-'));
    const db = connect({ dataDir: dir });
    await migrateToLatest(db);
    // Closing the only connection checkpoints the WAL into the file, so the file alone is the whole database.
    await db.kysely.destroy();
    project.provide('templateDatabase', { sqliteFile: path.join(dir, SQLITE_FILE) });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = `weassit_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connect({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  try {
    await migrateToLatest(db);
  } finally {
    // A template must have no open connection while it is copied.
    await db.kysely.destroy();
  }
  project.provide('templateDatabase', { postgresName: name });
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
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
