import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The bound set for another tenant while one request runs: the event loop's 99th-percentile delay. */
export const P99_BOUND_MS = 100;

export interface LoopFigures<T> {
  /** The last run's result. */
  result: T;
  /** Wall time of all runs. */
  wallMs: number;
  /** Event-loop delay while `work` ran (monitorEventLoopDelay, 10 ms resolution). */
  p99Ms: number;
  maxMs: number;
  /** Another tenant's `GET /health` calls, back to back meanwhile: how many, and the slowest. */
  otherCalls: number;
  otherMaxMs: number;
}

/** How long the worst case is repeated while measured. */
const MEASURED_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

v8.setFlagsFromString('--expose-gc');
/** A full collection, so garbage the test's setup left (seeding thousands of rows) is not collected mid-measure. */
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Runs `work` (one tenant's worst case), repeated for at least a second, while another tenant's health checks (one every ~5 ms) run beside it
 * through the same app, with the event-loop delay histogram on for exactly that span; prints the figures.
 */
export async function underLoad<T>(
  app: FastifyInstance,
  what: string,
  work: () => Promise<T>,
): Promise<LoopFigures<T>> {
  collectGarbage();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  const other = (async () => {
    let calls = 0;
    let maxMs = 0;
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/v1/api/health' });
      expect(res.statusCode).toBe(200);
      maxMs = Math.max(maxMs, performance.now() - started);
      calls += 1;
      // The next request arrives a few milliseconds later through I/O, as a real client's would: back to back,
      // inject (all promises on SQLite) would starve every timer and worker message.
      await sleep(5);
    }
    return { calls, maxMs };
  })();
  histogram.enable();
  // The histogram records the delay between two firings of its timer: let it fire before the work starts, so a
  // work that blocks in one piece from its first moment is recorded too.
  await sleep(25);
  const started = performance.now();
  let result: T;
  let runs = 0;
  try {
    // Again and again for a second at least: the 99th percentile of a few samples would be their maximum, one
    // stray pause of a loaded machine.
    do {
      result = await work();
      runs += 1;
    } while (performance.now() - started < MEASURED_MS);
  } finally {
    done = true;
  }
  const wallMs = performance.now() - started;
  // A handler that blocked in one piece right before answering: its delay lands at the next firings.
  await sleep(25);
  histogram.disable();
  const { calls, maxMs } = await other;
  const ms = (ns: number) => (histogram.count > 0 ? ns / 1e6 : 0);
  const figures = {
    result,
    wallMs,
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    otherCalls: calls,
    otherMaxMs: maxMs,
  };
  console.log(
    `${what}: ${runs} run(s) in ${wallMs.toFixed(0)} ms, event-loop p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms, other tenant ${calls} calls, slowest ${maxMs.toFixed(1)} ms`,
  );
  return figures;
}
