#!/usr/bin/env node
// Runs @storybook/test-runner (play functions, axe on every story, screenshots of stories tagged 'visual')
// in Debian's Chromium against a static Storybook build, served on a free loopback port.
// Usage: node scripts/test-storybook.mjs [--static-dir storybook-static] [--json file] [test-storybook args...]
// A test path pattern among the args (e.g. `harness-broken`) runs the stories of the matching titles only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { missingFonts } from './fonts.mjs';

const args = process.argv.slice(2);
const take = (flag, fallback) => {
  const i = args.indexOf(flag);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const staticDir = path.resolve(take('--static-dir', 'storybook-static'));
const jsonFile = take('--json', undefined);

// Screenshots drawn in another face would fail as pixel diffs that say nothing of the cause: stop first.
const missing = missingFonts();
if (missing.length) {
  console.error('The screenshot tests need fonts that are not installed:');
  for (const font of missing) console.error(`  ${font.family} — apt-get install -y ${font.debian}`);
  console.error('(bash .ci/run installs them)');
  process.exit(1);
}

if (!fs.existsSync(path.join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

// A minimal static server: the build is plain files and the runner only issues GETs.
const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  let file = path.join(staticDir, pathname);
  if (!file.startsWith(staticDir)) {
    res.writeHead(403).end();
    return;
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  fs.readFile(file, (error, body) => {
    if (error) {
      res.writeHead(404).end('Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
// --index-json: the tests come from the build's index.json, so they always match what was built.
// --testTimeout: the longest stories walk a whole dialog through; 15 s is too tight when both cores are busy.
const runnerArgs = ['--index-json', '--url', `http://127.0.0.1:${port}`, '--maxWorkers', '2', '--testTimeout', '30000'];
// The runner declares --outputFile without a value and hands its non-option words to Jest after the options, so
// the file must be the first of them: before any test path pattern in `args`.
if (jsonFile) runnerArgs.push('--json', '--outputFile', jsonFile);
runnerArgs.push(...args);

const bin = path.resolve('node_modules/.bin/test-storybook');
const child = spawn(bin, runnerArgs, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
server.close();
process.exit(code);
