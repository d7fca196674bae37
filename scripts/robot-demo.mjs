#!/usr/bin/env node
// `npm run robot:demo -- --email <account> [--url http://127.0.0.1:8080]`: a live robot for a local account —
// the real upstream plugin with the mock puppet (tests/robot-compat/robot.mjs), so a newcomer sees a logged-in
// robot with friends and groups in the console. The server must be running (npm start) on the same
// DATA_DIR / DATABASE_URL; the account's API key pair is read with `npm run admin -- robot-keys`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { ensureRobotDeps, ROBOT_DIR } from './robot-deps.mjs';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    url: { type: 'string' },
    friends: { type: 'string' },
    rooms: { type: 'string' },
  },
});
if (!values.email) {
  console.error('Usage: npm run robot:demo -- --email <account e-mail> [--url <server URL>] [--friends N] [--rooms N]');
  process.exit(2);
}
const url = values.url ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
const health = await fetch(`${url}/v1/api/health`).catch(() => undefined);
if (!health?.ok) {
  console.error(`No weassit server answers at ${url}: start it first (npm start), or pass --url.`);
  process.exit(1);
}
const keys = spawnSync(
  process.execPath,
  [path.join(ROOT, 'apps/server/src/admin-cli.ts'), 'robot-keys', values.email],
  {
    encoding: 'utf8',
  },
);
if (keys.status !== 0) {
  console.error(keys.stderr.trim());
  process.exit(keys.status ?? 1);
}
const { apiKey, apiSecret } = JSON.parse(keys.stdout.trim().split('\n').at(-1));
if ((await ensureRobotDeps()) !== 0) process.exit(1);

console.log(`robot:demo — a mock WeChat robot for ${values.email} on ${url}; Ctrl+C stops it.`);
const robot = spawn(
  process.execPath,
  ['--import', path.join(ROOT, 'tools/robot-redirect/register.mjs'), path.join(ROBOT_DIR, 'robot.mjs')],
  {
    cwd: ROBOT_DIR,
    stdio: 'inherit',
    env: {
      ...process.env,
      WEASSIT_URL: url,
      AIBOTK_KEY: apiKey,
      AIBOTK_SECRET: apiSecret,
      ROBOT_FRIENDS: values.friends ?? '20',
      ROBOT_ROOMS: values.rooms ?? '5',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => robot.kill(signal));
robot.on('exit', (code) => process.exit(code ?? 0));
