// One figure of a bench for `npm run bench`'s report (scripts/bench-all.mjs). Each bench script still prints its
// own detailed output; when BENCH_REPORT names a file, `figure()` also appends the figure there as a JSON line,
// with its target and which way is better, so the report can set every figure beside its target.
import fs from 'node:fs';

/**
 * @param {{ area: string, name: string, value: number, unit: string, target?: number,
 *   better: 'lower' | 'higher', note?: string }} figure
 *   `target` is absent for figures reported without one. `unit` 'ratio' marks a figure that is itself a
 *   ratio (one route's throughput to another's), so the machine's speed does not decide it.
 */
export function figure(figure) {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  if (!Number.isFinite(figure.value)) throw new Error(`bench figure ${figure.name}: ${figure.value} is not a number`);
  fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/**
 * How far a figure is within its target, as a ratio where 1 is the target itself and more is better:
 * target / value for a figure that should be low, value / target for one that should be high.
 */
export function margin({ value, target, better }) {
  if (target === undefined) return undefined;
  if (better === 'lower') return value === 0 ? Number.POSITIVE_INFINITY : target / value;
  return target === 0 ? Number.POSITIVE_INFINITY : value / target;
}
