import { ErrorCode, MaterialType } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { faultPrerequisites, postgresCluster, requireMachine } from './fault-machine.ts';
import { tempDir } from './helper.ts';
import { startServer, waitForUrl } from './process-helper.ts';

/**
 * PostgreSQL stopped and started again under a running server. The test brings its own cluster, so it runs in
 * one pass of `npm test` only: the PostgreSQL pass (TEST_DATABASE_URL set, serial files), where PostgreSQL is
 * known to be installed; vitest.config.ts leaves it out of the SQLite pass.
 */
const machine = faultPrerequisites({ postgres: true });

/** No request may take longer than this, database up or down (the pool gives up connecting after 10 s). */
const REQUEST_BOUND_MS = 12_000;

interface Outcome {
  cycle: number;
  phase: Phase;
  status: number;
  body: { code: number; msg: string; data: unknown };
  text: string;
  ms: number;
}

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';

async function call(base: string, token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text), ms: Date.now() - started };
}

async function until(condition: () => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(machine.runs)('PostgreSQL restarted while the server runs', () => {
  it('answers 503 envelopes while it is down, recovers without a restart and keeps every acknowledged write', async () => {
    requireMachine(machine.missing);
    const cluster = await postgresCluster();
    const server = startServer({ PORT: '0', DATA_DIR: tempDir(), DATABASE_URL: cluster.url });
    const base = await waitForUrl(server);

    const email = `pg-restart-${Date.now()}@example.com`;
    const password = 'restart test password';
    await fetch(`${base}/v1/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '重启测试', email, password }),
    });
    const login = await fetch(`${base}/v1/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    let phase: Phase = 'up';
    let cycle = 0;
    let running = true;
    const outcomes: Outcome[] = [];
    /** Acknowledged writes: material id → the content it was written with. */
    const acknowledged = new Map<string, string>();
    let sequence = 0;
    const record = async (request: () => Promise<Omit<Outcome, 'phase' | 'cycle'>>) => {
      const at = { phase, cycle };
      const outcome = { ...at, ...(await request()) };
      outcomes.push(outcome);
      return outcome;
    };
    // Two writers and a reader, back to back, as a few console tabs would be.
    const writer = async () => {
      while (running) {
        sequence += 1;
        const content = `第${sequence}条`;
        const res = await record(() =>
          call(base, token, 'POST', '/v1/api/material/add', { type: MaterialType.TEXT, name: content, content }),
        );
        if (res.body.code === 0) acknowledged.set((res.body.data as { id: string }).id, content);
        // While the database is down the answers come at once: do not spin.
        else await new Promise((r) => setTimeout(r, 20));
      }
    };
    const reader = async () => {
      while (running) {
        const res = await record(() => call(base, token, 'GET', '/v1/api/material/list?current=1&pageSize=20&type=1'));
        await record(() => call(base, token, 'GET', '/v1/api/wechat/config'));
        if (res.body.code !== 0) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const stream = Promise.all([writer(), writer(), reader()]);
    const inCycle: Outcome[][] = [];
    const count = (p: Phase, ok?: boolean) =>
      outcomes.filter((o) => o.cycle === cycle && o.phase === p && (ok === undefined || (o.body.code === 0) === ok))
        .length;

    try {
      // A clean stop (sessions ended, checkpoint) first, then a crash-like one (processes killed, recovery).
      for (const mode of ['fast', 'immediate'] as const) {
        cycle += 1;
        phase = 'up';
        await until(() => count('up', true) >= 30, `requests before the ${mode} stop`);
        phase = 'stopping';
        await cluster.stop(mode);
        phase = 'down';
        await until(() => count('down') >= 30, `requests while the database is down (${mode})`);
        phase = 'starting';
        await cluster.start();
        // The first success after the restart; from then on everything succeeds.
        await until(() => count('starting', true) > 0, `a success after the ${mode} restart`);
        phase = 'back';
        const ackedBack = acknowledged.size;
        await until(
          () => count('back', true) >= 30 && acknowledged.size >= ackedBack + 10,
          `requests after the ${mode} restart`,
        );
        inCycle.push(outcomes.filter((o) => o.cycle === cycle));
      }
      running = false;
      await stream;

      expect(server.child.exitCode, server.output()).toBeNull();
      for (const o of outcomes) {
        // Never a hang, never an HTML page or a stack trace: an envelope, success or "try again later".
        expect(o.ms).toBeLessThan(REQUEST_BOUND_MS);
        expect(Object.keys(o.body).sort()).toEqual(['code', 'data', 'msg']);
        expect(o.text).not.toMatch(/\bat .+:\d+:\d+|Error:|ECONN|postgres/i);
        if (o.body.code !== 0) {
          expect(o).toMatchObject({
            status: 503,
            body: { code: ErrorCode.UNAVAILABLE, msg: '数据库暂时无法访问，请稍后再试', data: null },
          });
        }
      }
      for (const outcomesOfCycle of inCycle) {
        const of = (p: Phase, ok: boolean) =>
          outcomesOfCycle.filter((o) => o.phase === p && (o.body.code === 0) === ok);
        expect(of('up', true).length).toBeGreaterThan(0);
        // Down means down: nothing succeeded between the stop and the start; once back, nothing failed.
        expect(of('down', true)).toEqual([]);
        expect(of('back', false)).toEqual([]);
      }

      // Every acknowledged write is there, with its content, once.
      const stored = new Map<string, string>();
      for (let page = 1; ; page++) {
        const { body } = await call(base, token, 'GET', `/v1/api/material/list?current=${page}&pageSize=100&type=1`);
        const { list, count: total } = body.data as { list: { id: string; content: string }[]; count: number };
        for (const m of list) {
          expect(stored.has(m.id)).toBe(false);
          stored.set(m.id, m.content);
        }
        if (page * 100 >= total) break;
      }
      for (const [id, content] of acknowledged) expect(stored.get(id)).toBe(content);
      expect((await call(base, token, 'GET', '/v1/api/health')).body.code).toBe(0);
      const refused = outcomes.filter((o) => o.body.code !== 0).length;
      console.log(
        `faults-postgres: ${outcomes.length} requests over 2 restarts, ${acknowledged.size} writes acknowledged, ` +
          `${refused} answered 503 (slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms)`,
      );
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\nserver exit ${server.child.exitCode}:\n${server.output().slice(-3000)}`,
      );
    } finally {
      running = false;
      await stream.catch(() => {});
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
