#!/usr/bin/env node
// `npm start`: builds the console when it is missing or older than its sources, then runs the server on the
// runtime contract's defaults (http://127.0.0.1:8080, ./data) or the environment's overrides.
import path from 'node:path';
import { isStale, ROOT, run } from './lib.mjs';

const consoleIndex = path.join(ROOT, 'apps/console/dist/index.html');
// Files and folders the console build reads (a missing one counts as old).
const sources = [
  'apps/console/src',
  'apps/console/index.html',
  'apps/console/public',
  'apps/console/vite.config.ts',
  'apps/console/build',
  'packages/ui/src',
  'packages/contract/src',
].map((p) => path.join(ROOT, p));

if (isStale(consoleIndex, sources)) {
  console.log('Building the console…');
  const code = await run('npm', ['run', 'build', '-w', '@weassit/console']);
  if (code !== 0) process.exit(code);
}

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8080';
const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
console.log(`\n  智能微秘书 管理后台 → http://${shown}:${port}/weassit/\n`);

// The server handles SIGINT/SIGTERM itself (graceful shutdown); this process just waits for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
process.exit(await run(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')]));
