// The real upstream robot plugin lives in tests/robot-compat with its own lockfile: ~500 MB that neither
// `npm ci` nor the product needs, installed on first use by `npm run test:robot` and `npm run robot:demo`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

export const ROBOT_DIR = path.join(ROOT, 'tests/robot-compat');

/**
 * Installs the robot packages when missing or older than the lockfile. `npm install --no-save` rather than
 * `npm ci`: this registry lacks some platform builds of an optional dependency, which `npm ci` reports as a
 * lockfile out of sync (ROBOT-PROTOCOL §7); `install --no-save` uses the same lockfile without rewriting it.
 */
export async function ensureRobotDeps() {
  const marker = path.join(ROBOT_DIR, 'node_modules/.package-lock.json');
  const lock = path.join(ROBOT_DIR, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return 0;
  console.log('robot: installing wechaty, wechaty-puppet-mock and wechaty-web-panel (about a minute, once)');
  return run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROBOT_DIR });
}
