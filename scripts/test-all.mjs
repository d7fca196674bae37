#!/usr/bin/env node
// `npm test`: every check and test suite of the repo, continuing past failures so one run shows everything.
// Stages run side by side on the machine's cores (scripts/test-plan.mjs says which may overlap and why; decision
// 024). Each stage's output goes to .test-results/<stage>.log and is printed whole when the stage ends, so
// stages never interleave their lines. Test runners write JSON results that are summed; a check without test
// counts (typecheck, lint, build) counts as one test. The last line is `N passed, N failed` (CI reads it); the
// exit code is non-zero when anything failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { ROOT } from './lib.mjs';
import { RESULTS, stages } from './test-plan.mjs';

const browsers = [
  { path: CHROMIUM_PATH, what: 'Chromium', debian: 'chromium', variable: 'CHROMIUM_PATH' },
  {
    path: HEADLESS_SHELL_PATH,
    what: "Chromium's headless shell",
    debian: 'chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
];
const absent = browsers.filter((browser) => !fs.existsSync(browser.path));
for (const browser of absent) {
  console.error(`${browser.what} not found at ${browser.path}. Install it with: apt-get install -y ${browser.debian}`);
  console.error(`(or point ${browser.variable} at one)`);
}
if (absent.length) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

// What the stages' `cores` may add up to: a quarter more than the machine has, since a stage's figure is its
// average and most stages wait on a browser, a database or a robot part of the time (TEST_CORES sets the cores,
// to try the plan on fewer).
const cores = Number(process.env.TEST_CORES) || os.availableParallelism();
const capacity = cores * 1.25;
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(5)}s`;

/** @type {Map<string, Promise<boolean>>} */
const done = new Map();
/** @type {{ name: string, passed: number, failed: number, ms: number, started: number }[]} */
const rows = [];
let busy = 0;
const waiting = [];

/**
 * Resolves once `cores` are free. Waiting stages start in the plan's order (`rank`), not in the order they became
 * ready: the first waiting stage starts as soon as it fits, and none behind it jumps the queue, so a stage that
 * needs many cores is never starved by a stream of small ones.
 */
function acquire(cores, rank) {
  const need = Math.min(cores, capacity);
  return new Promise((resolve) => {
    waiting.push({ need, rank, resolve });
    waiting.sort((a, b) => a.rank - b.rank);
    schedule();
  });
}

function schedule() {
  while (waiting.length && busy + waiting[0].need <= capacity + 1e-9) {
    const next = waiting.shift();
    busy += next.need;
    next.resolve(next.need);
  }
}

function release(need) {
  busy -= need;
  schedule();
}

async function runStage(stage) {
  const ready = await Promise.all((stage.after ?? []).map((id) => done.get(id)));
  if (ready.some((ok) => !ok)) {
    const blocked = (stage.after ?? []).filter((_, i) => !ready[i]);
    rows.push({
      name: `${stage.name}: not run, ${blocked.join(', ')} failed`,
      passed: 0,
      failed: 1,
      ms: 0,
      started: 0,
    });
    return false;
  }
  const need = await acquire(stage.cores, stages.indexOf(stage));
  const begin = Date.now();
  const log = path.join(RESULTS, `${stage.id}.log`);
  console.log(`${clock()} ▶ ${stage.name}`);
  let result;
  try {
    result = await stage.run({ log });
  } catch (error) {
    fs.appendFileSync(log, `\n${error?.stack ?? error}\n`);
    result = [{ name: stage.name, passed: 0, failed: 1 }];
  } finally {
    // On the next turn of the event loop: by then the stages waiting for this one have joined the queue, so they
    // get its cores by rank rather than whichever stage was already waiting.
    setImmediate(() => release(need));
  }
  const ms = Date.now() - begin;
  for (const row of result) rows.push({ ...row, ms: row.ms ?? ms, started: begin - started });
  const failed = result.some((row) => row.failed > 0);
  console.log(`\n━━ ${stage.name} (${(ms / 1000).toFixed(1)}s${failed ? ', FAILED' : ''})`);
  if (fs.existsSync(log)) process.stdout.write(fs.readFileSync(log));
  console.log(`${clock()} ■ ${stage.name}`);
  return !failed;
}

for (const stage of stages) done.set(stage.id, runStage(stage));
await Promise.all(done.values());

const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
const wall = Date.now() - started;
console.log('\n━━ summary (start and wall time of each stage; stages overlap)');
for (const r of rows) {
  const mark = r.failed ? '✗' : '✓';
  console.log(
    `${mark} ${r.name.padEnd(58)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ` +
      `at ${(r.started / 1000).toFixed(0).padStart(4)}s  ${(r.ms / 1000).toFixed(1).padStart(6)}s`,
  );
}
console.log(`  total wall time ${(wall / 1000).toFixed(0)}s on ${cores} cores (${path.relative(ROOT, RESULTS)}/)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
