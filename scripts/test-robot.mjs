#!/usr/bin/env node
// `npm run test:robot`: the unmodified upstream robot plugin against a fresh server (tests/robot-compat).
import path from 'node:path';
import { ROOT, run } from './lib.mjs';
import { ensureRobotDeps } from './robot-deps.mjs';

const installed = await ensureRobotDeps();
if (installed !== 0) process.exit(installed);
process.exit(
  await run(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--project', 'robot', ...process.argv.slice(2)]),
);
