// The real upstream robot plugin lives in tests/robot-compat with its own lockfile: ~500 MB that neither
// `npm ci` nor the product needs, installed on first use by `npm run test:robot` and `npm run robot:demo`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run, runLogged } from './lib.mjs';

export const ROBOT_DIR = path.join(ROOT, 'tests/robot-compat');

/**
 * Installs the robot packages when missing or older than the lockfile. `npm install --no-save` rather than
 * `npm ci`: this registry lacks some platform builds of an optional dependency, which `npm ci` reports as a
 * lockfile out of sync (ROBOT-PROTOCOL §7); `install --no-save` uses the same lockfile without rewriting it.
 */
export async function ensureRobotDeps({ log } = {}) {
  const marker = path.join(ROBOT_DIR, 'node_modules/.package-lock.json');
  const lock = path.join(ROBOT_DIR, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return 0;
  const say = 'robot: installing wechaty, wechaty-puppet-mock and wechaty-web-panel (about a minute, once)\n';
  const args = ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error'];
  if (!log) {
    process.stdout.write(say);
    return run('npm', args, { cwd: ROBOT_DIR });
  }
  fs.appendFileSync(log, say);
  return runLogged('npm', args, { log, cwd: ROBOT_DIR });
}
