#!/usr/bin/env node
// `npm run dev`: the server (restarted on change by node --watch) and Vite's dev server for the console,
// which proxies /v1 to the server. Open http://127.0.0.1:5173/weassit/.
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const server = run(process.execPath, ['--watch', path.join(ROOT, 'apps/server/src/main.ts')]);
const vite = run('npm', ['run', 'dev', '-w', '@weassit/console', '--', '--host', '127.0.0.1']);
console.log('\n  console (dev) → http://127.0.0.1:5173/weassit/   API → http://127.0.0.1:8080/v1/api\n');
process.exit(await Promise.race([server, vite]));
