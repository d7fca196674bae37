import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * How the load tests measure what one tenant's worst case costs another (decision 025): the event loop's delay
 * histogram on for exactly the span of the work, while another tenant's calls run beside it on timers.
 */

/** The bound set for another tenant while one request runs: the event loop's 99th-percentile delay. */
export const P99_BOUND_MS = 100;

/** How long a repeatable worst case is repeated while measured (`LoadRun.repeatMs`). */
export const MEASURED_MS = 1000;

/** One of the other tenant's calls; it throws (or records its own failure) when answered wrongly. */
export type VictimCall = () => Promise<void>;

export interface LoadFigures<T> {
  /** The last run's result. */
  result: T;
  runs: number;
  /** Wall time of all runs. */
  wallMs: number;
  /** Event-loop delay while the work ran (monitorEventLoopDelay, 10 ms resolution). */
  p99Ms: number;
  maxMs: number;
  /** The other tenant's calls, by name: how many it got through meanwhile, and the slowest. */
  victim: Record<string, { calls: number; maxMs: number }>;
}

export interface LoadRun<T> {
  /** What the printed line of figures starts with. */
  label: string;
  /** One tenant's worst case. */
  work: () => Promise<T>;
  /** The other tenant's calls, made in turn, each a few milliseconds after the last, until the work is done. */
  victim: Record<string, VictimCall>;
  /**
   * Repeats the work until this long has passed: the 99th percentile of a few samples would be their maximum,
   * one stray pause of a loaded machine. Once by default (a work that deletes or ends something).
   */
  repeatMs?: number;
  /**
   * A full collection first, so garbage the test's setup left (seeding thousands of rows) is not collected
   * mid-measure. Not for measures back to back (the cost suite): one before each of its 140 doubled its time
   * and pushed routes that cost 20–50 ms over the bound.
   */
  collectGarbage?: boolean;
  /** What the printed line ends with, from the last result (the answer's size, its status). */
  describe?: (result: T) => string;
}

/**
 * The pause between two of the other tenant's calls: the next one arrives a few milliseconds later through
 * I/O, as a real client's would. Back to back, inject (all promises on SQLite) would starve every timer.
 */
const VICTIM_GAP_MS = 5;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Waits until the histogram has taken more than `count` samples (1 s at most). The histogram records the time
 * between two of its timer's turns, so its first turn only starts the clock: before the work it must have
 * turned once, and after it once more, or a work that blocks in one piece right before answering goes
 * unrecorded.
 */
async function untilSampled(histogram: ReturnType<typeof monitorEventLoopDelay>, count: number): Promise<void> {
  const deadline = performance.now() + 1000;
  while (histogram.count <= count && performance.now() < deadline) await sleep(5);
}

async function victimLoop(calls: Record<string, VictimCall>, done: () => boolean) {
  const figures = Object.fromEntries(Object.keys(calls).map((name) => [name, { calls: 0, maxMs: 0 }]));
  while (!done()) {
    for (const [name, call] of Object.entries(calls)) {
      if (done()) break;
      const started = performance.now();
      await call();
      const seen = figures[name] as { calls: number; maxMs: number };
      seen.maxMs = Math.max(seen.maxMs, performance.now() - started);
      seen.calls += 1;
      await sleep(VICTIM_GAP_MS);
    }
  }
  return figures;
}

/** Runs `run.work` while the other tenant's calls run beside it, measured as this module says; prints the figures. */
export async function underLoad<T>(run: LoadRun<T>): Promise<LoadFigures<T>> {
  if (run.collectGarbage) collectGarbage();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  histogram.enable();
  // Its one sample so far is the ~10 ms of an idle turn: it changes no percentile that matters here.
  await untilSampled(histogram, 0);
  const victim = victimLoop(run.victim, () => done);
  const started = performance.now();
  let result: T;
  let runs = 0;
  try {
    do {
      result = await run.work();
      runs += 1;
    } while (performance.now() - started < (run.repeatMs ?? 0));
  } finally {
    done = true;
  }
  const wallMs = performance.now() - started;
  await untilSampled(histogram, histogram.count);
  histogram.disable();
  const ms = (ns: number) => (Number.isFinite(ns) && histogram.count > 0 ? ns / 1e6 : 0);
  const figures = {
    result,
    runs,
    wallMs,
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    victim: await victim,
  };
  const other = Object.entries(figures.victim).map(
    ([name, v]) => `${name} ${v.calls} calls, slowest ${v.maxMs.toFixed(1)} ms`,
  );
  console.log(
    `${run.label}: ${runs} run(s) in ${wallMs.toFixed(0)} ms, event-loop p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms, other tenant ${other.join(', ')}${run.describe ? ` | ${run.describe(result)}` : ''}`,
  );
  return figures;
}

/** The other tenant's `GET /health` through the same app (inject). */
export const healthByInject = (app: FastifyInstance): Record<string, VictimCall> => ({
  health: async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(res.statusCode).toBe(200);
  },
});

/**
 * A GET over its own connection to a server listening on loopback `port`; the body stays in its chunks (joining
 * megabytes would hold the loop inside a measured span).
 */
export function getChunks(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ chunks: Buffer[]; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ chunks, headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The size of an answer's chunks in megabytes, to one decimal (for `LoadRun.describe`). */
export const megabytes = (chunks: readonly Buffer[]) =>
  Math.round(chunks.reduce((sum, chunk) => sum + chunk.length, 0) / 1e5) / 10;

/** The other tenant's `GET /health` over its own connection to a server listening on loopback `port`. */
export const healthBySocket = (port: number): Record<string, VictimCall> => ({
  health: async () => {
    const { chunks } = await getChunks(port, '/v1/api/health');
    expect((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number }).code).toBe(0);
  },
});

/**
 * How a repeatable worst case through the same app is measured: after a full collection, repeated for
 * MEASURED_MS, beside another tenant's health checks by inject. Spread into a LoadRun.
 */
export const repeatedBesideHealth = (app: FastifyInstance) => ({
  victim: healthByInject(app),
  repeatMs: MEASURED_MS,
  collectGarbage: true,
});
