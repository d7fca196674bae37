import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { onTestFinished } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Starts `node src/main.ts` as `npm start` would, with only PATH and `env` in its environment (plus a free
 * MQTT port unless `env` names one: test servers run side by side).
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', MQTT_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Whatever the test does (or fails to do), no server outlives it.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, exited, output: () => output };
}

/** Waits for the server's "console ready" log line and returns its base URL (http://host:port). */
export async function waitForUrl(server: ServerProcess): Promise<string> {
  // A deadline for a machine busy with other test stages too; an exit ends the wait at once.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** The environment that points a server or CLI process at a test database. */
export function databaseEnv(target: { dataDir: string; databaseUrl: string | undefined }): Record<string, string> {
  return { DATA_DIR: target.dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) };
}
