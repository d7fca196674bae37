#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse's performance audit of the console's first visits, as a phone on a slow
// network sees them: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium
// (headless) against the real server (`apps/server/src/main.ts` on a free port, fresh DATA_DIR, serving
// CONSOLE_DIR or apps/console/dist). Pages: as a visitor the landing page /weassit/home (the prerendered
// home.html), a docs page /weassit/docs/install and /weassit/login; logged in, /weassit/dashboard/main. The public
// pages (landing and docs) have a target score of 95; the others are reported.
// Each page runs BENCH_RUNS times (default 3) with a cold HTTP cache; printed: the median of each figure.
// Exits 1 on errors only (server or browser failure, a page that ends elsewhere), never on scores.
// BENCH_REPORTS=<folder> also writes each run's Lighthouse report there (JSON), e.g. to see its requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { figure } from './bench-report.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, startServer, stopServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The score the public pages (landing and docs) aim at. */
const PUBLIC_TARGET = 95;
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined;
const CONSOLE_DIR = path.resolve(ROOT, process.env.CONSOLE_DIR ?? 'apps/console/dist');
if (!fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))) {
  console.error(`No ${path.relative(ROOT, CONSOLE_DIR)}/index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-lighthouse-'));
const dataDir = path.join(tmp, 'data');
const profileDir = path.join(tmp, 'profile');
const logFile = path.join(tmp, 'server.log');
fs.mkdirSync(dataDir);
fs.mkdirSync(profileDir);
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;

/** Stops what this script started (the browser, then the server) and removes its temp folder. */
async function cleanUp() {
  if (chrome) {
    chrome.kill();
    chrome = undefined;
  }
  await stopServer(server);
  server = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
}

async function main() {
  const started = await startServer({ dataDir, consoleDir: CONSOLE_DIR, logFile });
  server = started.server;
  const base = started.url;

  // An account with a saved robot config, so its login lands on the dashboard (a first login goes to /wechat).
  const user = { name: 'lighthouse', email: `lighthouse-${Date.now()}@example.com`, password: 'correct-horse-42' };
  await call(base, '/signup', { ...user, codeType: 2, code: '', inviteCode: '' });
  const { token } = await call(base, '/login', { email: user.email, password: user.password });
  await call(base, '/wechat/config/update', { config: '{}' }, token);
  await call(base, '/logout', {}, token);

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    userDataDir: profileDir,
    // This script stops Chromium itself (cleanUp), after the server too.
    handleSIGINT: false,
  });
  console.log(
    `bench:lighthouse — ${RUNS} runs per page, Lighthouse mobile defaults (simulated slow 4G), console from ${CONSOLE_DIR}\n`,
  );

  // The visitor first: a logged-in user who opens /login is sent to the dashboard.
  const homeUrl = `${base}/weassit/home`;
  const home = await audit(homeUrl, homeUrl);
  const docsUrl = `${base}/weassit/docs/install`;
  const docs = await audit(docsUrl, docsUrl);
  const loginUrl = `${base}/weassit/login`;
  const login = await audit(loginUrl, loginUrl);

  // Then log in through the login form in the same profile. Lighthouse's storage reset (its defaults) clears the
  // HTTP cache, cache storage and service workers before each run but keeps cookies and localStorage, where the
  // session lives: the dashboard runs are logged in with a cold cache.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(loginUrl);
  await page.getByRole('textbox', { name: '邮箱' }).fill(user.email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/weassit/dashboard/main');
  await page.close();
  // Disconnects only: Playwright did not launch this browser, so it leaves it running for Lighthouse.
  await browser.close();

  const dashboardUrl = `${base}/weassit/dashboard/main`;
  const dashboard = await audit(dashboardUrl, dashboardUrl);

  console.log(
    `\n${'median'.padEnd(18)}${'score'.padStart(7)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'SI s'.padStart(7)}${'bytes kB'.padStart(10)}`,
  );
  for (const [label, figures, target] of [
    ['/home', home, PUBLIC_TARGET],
    ['/docs/install', docs, PUBLIC_TARGET],
    ['/login', login],
    ['/dashboard/main', dashboard],
  ]) {
    const verdict = target === undefined ? '' : `  ${figures.score >= target ? 'PASS' : 'BELOW'} target ≥ ${target}`;
    console.log(`${format(label, figures)}${verdict}`);
    figure({
      area: 'lighthouse',
      name: `${label} score (mobile)`,
      value: figures.score,
      unit: 'score',
      target,
      better: 'higher',
    });
  }
  console.log(
    '\nbytes = total-byte-weight: what went over the wire, headers and compression included (kB = 1000 bytes)',
  );
}

/** Calls the console API; throws unless it answers code 0. */
async function call(base, pathname, body, token) {
  const res = await fetch(`${base}/v1/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Runs Lighthouse RUNS times on `url`; checks each run ended on `expectedUrl`; returns each figure's median. */
async function audit(url, expectedUrl) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome?.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== expectedUrl) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}, not ${expectedUrl}`);
    }
    const value = (id) => {
      const numeric = lhr.audits[id]?.numericValue;
      if (typeof numeric !== 'number') throw new Error(`${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? '?'})`);
      return numeric;
    };
    const figures = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      bytes: value('total-byte-weight'),
    };
    runs.push(figures);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace('/weassit/', '').replaceAll('/', '-')}-${i}.json`;
      fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
    console.log(format(`${new URL(url).pathname.replace('/weassit', '')} #${i}`, figures));
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
  }
  const median = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
}

function format(label, f) {
  return `${label.padEnd(18)}${String(Math.round(f.score)).padStart(7)}${(f.fcp / 1000).toFixed(2).padStart(8)}${(f.lcp / 1000).toFixed(2).padStart(8)}${Math.round(f.tbt).toString().padStart(8)}${f.cls.toFixed(3).padStart(7)}${(f.si / 1000).toFixed(2).padStart(7)}${(f.bytes / 1000).toFixed(1).padStart(10)}`;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(1);
  });
}

let failed = false;
try {
  await main();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
