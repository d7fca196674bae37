import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { freshDatabase } from './helper.ts';
import { databaseEnv, startServer, waitForUrl } from './process-helper.ts';

interface Envelope<T = unknown> {
  code: number;
  data: T;
}

async function call<T>(base: string, path: string, init: { token?: string; body?: object } = {}): Promise<Envelope<T>> {
  const res = await fetch(`${base}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

describe('a crash while config updates are being written', () => {
  it('loses no acknowledged update and leaves a database that opens cleanly', async () => {
    const target = await freshDatabase();
    const env = { PORT: '0', ...databaseEnv(target) };
    const first = startServer(env);
    const base = await waitForUrl(first);

    const email = `crash-${Date.now()}@example.com`;
    const password = 'crash test password';
    await call(base, '/v1/api/signup', { body: { name: '崩溃测试', email, password } });
    const { data: session } = await call<{ token: string }>(base, '/v1/api/login', { body: { email, password } });
    const token = session.token;
    await call(base, '/v1/api/wechat/config/update', {
      token,
      body: { config: JSON.stringify({ defaultReply: '第1次' }) },
    });

    // Write updates back to back; each one's content names the version it creates. Kill mid-stream.
    let acknowledged = 1;
    let killed = false;
    const writer = (async () => {
      while (!killed) {
        const next = acknowledged + 1;
        const res = await call<{ version: number }>(base, '/v1/api/wechat/config/update', {
          token,
          body: { config: JSON.stringify({ defaultReply: `第${next}次` }), version: acknowledged },
        }).catch(() => null);
        if (res?.code !== 0) break;
        acknowledged = res.data.version;
      }
    })();
    await new Promise((r) => setTimeout(r, 400 + Math.random() * 400));
    killed = true;
    first.child.kill('SIGKILL');
    await first.exited;
    await writer;
    expect(acknowledged).toBeGreaterThan(3);

    const second = startServer(env);
    const base2 = await waitForUrl(second);
    try {
      const { data } = await call<{ version: number; config: string }>(base2, '/v1/api/wechat/config', { token });
      expect(data.version).toBeGreaterThanOrEqual(acknowledged);
      // The stored content is the one written by the update that produced the stored version.
      expect(JSON.parse(data.config).defaultReply).toBe(`第${data.version}次`);
      expect((await call(base2, '/v1/api/health')).code).toBe(0);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }

    if (!target.databaseUrl) {
      const db = connect(target);
      try {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      } finally {
        await db.kysely.destroy();
      }
    }
  });
});
