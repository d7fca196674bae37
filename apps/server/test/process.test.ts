import { describe, expect, it } from 'vitest';
import { freshDatabase } from './helper.ts';
import { databaseEnv, startServer, waitForUrl } from './process-helper.ts';

describe('the server process', () => {
  it('logs JSON, serves real HTTP, and exits cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '0', ...databaseEnv(await freshDatabase()) });
    const base = await waitForUrl(server);
    const res = await fetch(`${base}/v1/api/health`);
    expect(((await res.json()) as { code: number }).code).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).toContain('"msg":"shutting down"');
  });

  it('refuses a bad configuration with a message naming the variable and exit code 2', async () => {
    const server = startServer({ PORT: 'http', DATA_DIR: '/tmp' });
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/Invalid configuration:\n {2}- PORT:/);
  });
});
