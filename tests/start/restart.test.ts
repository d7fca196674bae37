import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The README's set-up as a new user meets it: `npm start` on a clean checkout (the tracked and not ignored
 * files of this tree, no build output) with a fresh DATA_DIR, twice. The first start builds the console; the
 * second finds it up to date and must start all the same.
 */
let checkout: string;
let dataDir: string;

beforeAll(() => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-checkout-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-data-'));
  const listed = spawnText('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT);
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet in git
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(from, path.join(checkout, file));
  }
  // `npm ci` gives the same tree; hard links make it instant. Workspace links are relative, so they point
  // into the checkout. A workspace keeps its own node_modules for a dependency whose version differs from the
  // root's (the server's fast-xml-parser 5 beside s3rver's 3). Nothing below writes into node_modules' files.
  const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[];
  for (const dir of ['.', ...workspaces]) {
    const modules = path.join(ROOT, dir, 'node_modules');
    if (fs.existsSync(modules)) spawnText('cp', ['-al', modules, path.join(checkout, dir, 'node_modules')], ROOT);
  }
}, 120_000);

afterAll(() => {
  for (const dir of [checkout, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts, stops and starts again on the same data folder', async () => {
    const first = await startOnce();
    expect(first.output).toContain('Building the console');
    const second = await startOnce();
    expect(second.output).not.toContain('Building the console');
  }, 600_000);
});

/** Runs `npm start`, waits until health and the login page answer, stops it and returns what it printed. */
async function startOnce(): Promise<{ output: string }> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), MQTT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, the start script and the server stop together
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until(
      child,
      () => output,
      async () => (await get(`${base}/v1/api/health`))?.status === 200,
    );
    const health = await fetch(`${base}/v1/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { code: number }).code).toBe(0);
    const login = await fetch(`${base}/weassit/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(await login.text()).toContain('<div id="root"');
  } finally {
    await stop(child);
  }
  expect(output).not.toMatch(/ENOTDIR|Error:/);
  return { output };
}

async function get(url: string): Promise<Response | undefined> {
  try {
    return await fetch(url);
  } catch {
    return undefined; // not listening yet
  }
}

/** Polls `ready` until it holds; fails at once, with the output, when the process exits first. */
async function until(child: ChildProcess, output: () => string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 540_000; // the first start builds the console on a busy 2-core machine
  while (!(await ready())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    }
    if (Date.now() > deadline) throw new Error(`npm start did not answer in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function spawnText(command: string, args: string[], cwd: string): string {
  const child = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${child.stderr}`);
  return child.stdout;
}
