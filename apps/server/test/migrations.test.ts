import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, migrateToLatest } from '../src/db/connect.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { emptyDatabase } from './helper.ts';
import { databaseEnv } from './process-helper.ts';

const run = promisify(execFile);
const MIGRATE_CLI = path.resolve(import.meta.dirname, '../src/db/migrate-cli.ts');
const SLOW_MIGRATE = path.resolve(import.meta.dirname, 'fixtures/slow-migrate.ts');

/** The environment a child process needs to open `target`. */
function envFor(target: { dataDir: string; databaseUrl: string | undefined }) {
  return { PATH: process.env.PATH ?? '', ...databaseEnv(target) };
}

describe('migrations', () => {
  it('bring an empty database to the latest schema once, then find nothing to do', async () => {
    const db = connect(await emptyDatabase());
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(db)).toEqual([]);
      const created = await db.kysely
        .selectFrom('app_meta')
        .select(['value', 'updated_at'])
        .where('key', '=', 'created_at')
        .executeTakeFirstOrThrow();
      expect(new Date(created.value).getTime()).toBeGreaterThan(0);
      expect(typeof created.updated_at).toBe('number');
    } finally {
      await db.kysely.destroy();
    }
  });

  it('are safe when several processes migrate the same database at once', async () => {
    const target = await emptyDatabase();
    const env = envFor(target);
    const runs = await Promise.all([1, 2, 3].map(() => run(process.execPath, [SLOW_MIGRATE], { env })));
    const applied = runs.map((r) => (JSON.parse(r.stdout) as { applied: string[] }).applied);
    // Exactly one process applied both; the others waited and found nothing to do.
    expect(applied.flat().sort()).toEqual(['0001-slow', '0002-after']);
    const db = connect(target);
    try {
      const rows = await sql<{ n: number }>`select count(*) as n from slow_probe`.execute(db.kysely);
      expect(Number(rows.rows[0]?.n)).toBe(1);
    } finally {
      await db.kysely.destroy();
    }
  });

  it('run from the CLI against the configured database', async () => {
    const target = await emptyDatabase();
    const env = envFor(target);
    const first = JSON.parse((await run(process.execPath, [MIGRATE_CLI], { env })).stdout);
    expect(first.applied).toEqual(Object.keys(migrations));
    const second = JSON.parse((await run(process.execPath, [MIGRATE_CLI], { env })).stdout);
    expect(second.applied).toEqual([]);
  });
});
