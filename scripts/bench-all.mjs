#!/usr/bin/env node
// `npm run bench`: every bench script in turn, then one report of their figures, each beside its target. Builds
// the console first (bench:bundle and bench:lighthouse measure apps/console/dist). Each script prints its own
// detailed output as it runs; the figures it passes to `figure()` (scripts/bench-report.mjs) land in one file,
// from which the table is printed at the end. The margin column is target ÷ figure for figures that should be low
// and figure ÷ target for those that should be high: ≥ 1.00 meets the target, and the further from 1 the more
// room is left. Throughput is reported as a ratio to the health route's where the machine's speed would
// otherwise decide it (bench:server). The MQTT bench runs three times: 1 000 and 10 000 robots on the embedded
// broker, 10 000 through Mosquitto (needs its packages: see README).
// Options: BENCH_ONLY=ui,bundle,… runs some of the steps; each script's own options pass through.
// Exits 1 when a bench could not run; figures that miss their targets are marked, not fatal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { margin } from './bench-report.mjs';
import { ROOT, run } from './lib.mjs';

const STEPS = [
  { key: 'build', title: 'build (ui package, console)', command: 'npm', args: ['run', 'build', '--silent'] },
  { key: 'ui', title: 'bench:ui', command: process.execPath, args: ['packages/ui/bench/run.mjs'] },
  { key: 'bundle', title: 'bench:bundle', command: process.execPath, args: ['scripts/bench-bundle.mjs'] },
  { key: 'lighthouse', title: 'bench:lighthouse', command: process.execPath, args: ['scripts/bench-lighthouse.mjs'] },
  { key: 'server', title: 'bench:server', command: process.execPath, args: ['scripts/bench-server.mjs'] },
  {
    key: 'mqtt',
    title: 'bench:mqtt, 1 000 robots',
    command: process.execPath,
    args: ['scripts/bench-mqtt.mjs'],
    env: { BENCH_ROBOTS: '1000' },
  },
  {
    key: 'mqtt',
    title: 'bench:mqtt, 10 000 robots',
    command: process.execPath,
    args: ['scripts/bench-mqtt.mjs'],
    env: { BENCH_ROBOTS: '10000' },
  },
  {
    key: 'mqtt',
    title: 'bench:mqtt, 10 000 robots, Mosquitto',
    command: process.execPath,
    args: ['scripts/bench-mqtt.mjs'],
    env: { BENCH_ROBOTS: '10000', BENCH_BROKER: 'mosquitto' },
  },
  { key: 'load', title: 'bench:load', command: process.execPath, args: ['scripts/bench-load.mjs'] },
];

const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const steps = only ? STEPS.filter((step) => only.includes(step.key)) : STEPS;
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-bench-')), 'figures.jsonl');
fs.writeFileSync(reportFile, '');

const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const loadAtStart = os.loadavg()[0].toFixed(2);
const outcomes = [];
for (const step of steps) {
  console.log(`\n━━ ${step.title}`);
  const started = Date.now();
  const code = await run(step.command, step.args, {
    cwd: ROOT,
    env: { ...process.env, ...step.env, BENCH_REPORT: reportFile },
  });
  outcomes.push({ step, code, seconds: (Date.now() - started) / 1000 });
}

const figures = fs
  .readFileSync(reportFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });

const number = (value, unit) => {
  const whole = unit === 'count' || unit === 'score' || unit === 'rows' || Math.abs(value) >= 1000;
  const digits = unit === 'ratio' ? 2 : whole ? 0 : 1;
  const text = value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === 'count' || unit === 'score' || unit === 'ratio' ? text : `${text} ${unit}`;
};

console.log(
  `\n━━ report (${machine}; 1-minute load average ${loadAtStart} at the start, ${os.loadavg()[0].toFixed(2)} at the end)\n`,
);
const header = `${'area'.padEnd(11)}${'figure'.padEnd(52)}${'value'.padStart(13)}${'target'.padStart(14)}${'margin'.padStart(9)}`;
console.log(header);
console.log('─'.repeat(header.length + 7));
let met = 0;
let missed = 0;
for (const f of figures) {
  const m = margin(f);
  const target = f.target === undefined ? '—' : `${f.better === 'lower' ? '≤' : '≥'} ${number(f.target, f.unit)}`;
  const ratio = m === undefined || !Number.isFinite(m) || f.target === 0 ? '' : `${m.toFixed(2)}×`;
  const verdict = m === undefined ? '' : m >= 1 ? 'ok' : 'MISSED';
  if (verdict === 'ok') met += 1;
  if (verdict === 'MISSED') missed += 1;
  console.log(
    `${f.area.padEnd(11)}${f.name.slice(0, 51).padEnd(52)}${number(f.value, f.unit).padStart(13)}${target.padStart(14)}${ratio.padStart(9)}  ${verdict}`,
  );
}
console.log(
  `\n${met} figures meet their targets, ${missed} missed, ${figures.length - met - missed} reported without one.`,
);
const failed = outcomes.filter((o) => o.code !== 0);
for (const o of outcomes)
  console.log(
    `${o.code === 0 ? '✓' : '✗'} ${o.step.title.padEnd(30)} ${o.seconds.toFixed(0).padStart(5)} s${o.code ? `  exit ${o.code}` : ''}`,
  );
if (failed.length) console.log(`\n${failed.length} bench step(s) could not run: their figures are missing above.`);
process.exit(failed.length ? 1 : 0);
