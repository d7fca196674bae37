import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './helper.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForUrl(read: () => string, child: ChildProcess): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const match = /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(read());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start:\n${read()}`);
}

describe('the server process', () => {
  it('logs JSON, serves real HTTP, and exits cleanly on SIGTERM', async () => {
    const db = await freshDatabase();
    const server = start({
      PORT: '0',
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    });
    const base = await waitForUrl(server.output, server.child);
    const res = await fetch(`${base}/v1/api/health`);
    expect(((await res.json()) as { code: number }).code).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).toContain('"msg":"shutting down"');
  });

  it('refuses a bad configuration with a message naming the variable and exit code 2', async () => {
    const server = start({ PORT: 'http', DATA_DIR: '/tmp' });
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/Invalid configuration:\n {2}- PORT:/);
  });
});
