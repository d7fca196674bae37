// Small helpers shared by the repo's scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code (1 when killed by a signal). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output appended to `log`; resolves with the exit code (1 when killed or not found). */
export function runLogged(command, args, { log, env = {}, cwd = ROOT }) {
  const fd = fs.openSync(log, 'a');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
    child.on('error', (error) => {
      fs.appendFileSync(log, `${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => fs.closeSync(fd));
}

/** The newest modification time (ms) of `target` (a file) or of any file below it (a folder), skipping
 * node_modules and build output. */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  if (!fs.statSync(target).isDirectory()) return fs.statSync(target).mtimeMs;
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  walk(target);
  return newest;
}

/** True when `output` is missing or older than any of `inputs` (files, or folders walked recursively). */
export function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((dir) => newestMtime(dir) > built);
}

/**
 * Starts the real server as `npm start` runs it (apps/server/src/main.ts), on free ports on loopback, with its
 * log in `logFile` (a file, so nothing throttles it); resolves once the log names the URL it listens on.
 * @param {{ dataDir: string, consoleDir: string, logFile: string, env?: Record<string, string> }} options
 * @returns {Promise<{ server: import('node:child_process').ChildProcess, url: string }>}
 */
export async function startServer({ dataDir, consoleDir, logFile, env = {} }) {
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
      CONSOLE_DIR: consoleDir,
    },
    stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const log = fs.readFileSync(logFile, 'utf8');
    const url = /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(log)?.[1];
    if (url) return { server, url };
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a server started by startServer: SIGTERM, then SIGKILL if it has not exited 15 s later. */
export async function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
