import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onTestFinished } from 'vitest';

const run = promisify(execFile);

/**
 * Fault tests break real things (a PostgreSQL cluster of their own, a tiny tmpfs) and so need root and, for
 * PostgreSQL, Debian's postgresql. Like `npm test`'s PostgreSQL pass: in CI a machine without them fails the
 * test with the reason; elsewhere the test is left out with a printed note.
 */
export function faultPrerequisites(needs: { postgres?: boolean }): { missing: string | undefined; runs: boolean } {
  let missing: string | undefined;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) missing = 'needs root on Linux (mount, su postgres)';
  else if (needs.postgres && !postgresBin()) missing = 'PostgreSQL is not installed (apt-get install -y postgresql)';
  const runs = !missing || Boolean(process.env.CI);
  if (!runs) console.warn(`\nNote: fault test not run here: ${missing}.`);
  return { missing, runs };
}

/** Fails the running test with the reason when the machine lacks what it needs (CI only reaches this). */
export function requireMachine(missing: string | undefined): void {
  if (missing) throw new Error(`This fault test cannot run on this machine: ${missing}`);
}

/** The newest installed PostgreSQL's bin folder (Debian layout), if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asPostgres = (command: string) => run('su', ['postgres', '-c', command]);

/**
 * A throwaway PostgreSQL cluster this test controls, as scripts/with-postgres.sh makes one (run as user
 * postgres). fsync is off for speed: a killed server still leaves its writes in the kernel's cache, so a stop
 * in `immediate` mode loses nothing that was committed. Deleted when the test finishes.
 */
export async function postgresCluster() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-faults-pg-'));
  fs.chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    try {
      await asPostgres(`${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o '${options}' start`);
    } catch (error) {
      const log = fs.existsSync(`${dir}/log`) ? fs.readFileSync(`${dir}/log`, 'utf8') : '';
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
    }
  };
  await asPostgres(`${bin}/initdb -D ${data} -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8`);
  onTestFinished(async () => {
    await asPostgres(`${bin}/pg_ctl -D ${data} -m immediate stop`).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `fast` ends sessions and checkpoints; `immediate` kills the server as a crash would. */
    stop: (mode: 'fast' | 'immediate') => asPostgres(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop`),
  };
}

/**
 * A tmpfs of `bytes` mounted at `dir` (created if needed), unmounted when the test finishes: a disk that fills
 * up for real, with ENOSPC from the kernel.
 */
export async function tinyDisk(dir: string, bytes: number): Promise<{ freeBytes: () => number }> {
  fs.mkdirSync(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir]);
  onTestFinished(async () => {
    await run('umount', ['-l', dir]).catch(() => {});
  });
  return {
    freeBytes: () => {
      const stat = fs.statfsSync(dir);
      return stat.bavail * stat.bsize;
    },
  };
}
