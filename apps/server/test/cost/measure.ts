import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from '../accounts-helper.ts';
import type { Outcome } from './requests.ts';

/** What one worst-case request cost, seen from the attacker and from another tenant. */
export interface CostFigures {
  /** Wall time of the attacker's request. */
  wallMs: number;
  /** The event loop's delay while it ran (99th percentile and worst), from `monitorEventLoopDelay`. */
  p99Ms: number;
  maxMs: number;
  /** The victim's slowest `GET /health` while it ran, and how many health checks and writes it got through. */
  healthMaxMs: number;
  healthCount: number;
  /** The victim's calls that did not succeed (each with its answer), which must stay none. */
  victimFailures: string[];
  writeCount: number;
  writeMaxMs: number;
  /** The attacker's answer: HTTP status, envelope code and message (to see what the server did), its size. */
  status: number;
  code: number | undefined;
  msg: string;
  bytes: number;
}

/** The bound the issue sets for another tenant while any request runs. */
export const P99_BOUND_MS = 100;

/**
 * Waits until the histogram has taken more than `count` samples (1 s at most). The histogram records the time
 * between two of its timer's turns, so its first turn only starts the clock: before the request it must have
 * turned once, and after it once more, or a handler that blocks in one piece right before answering goes
 * unrecorded.
 */
async function untilSampled(histogram: ReturnType<typeof monitorEventLoopDelay>, count: number): Promise<void> {
  const deadline = performance.now() + 1000;
  while (histogram.count <= count && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The victim's loop: `GET /health` and a one-line config save, back to back, until `done()` says stop. Every
 * call goes through the same app (inject), so a handler that holds the event loop delays them.
 */
async function victimLoop(app: FastifyInstance, victim: TestUser & { version?: number }, done: () => boolean) {
  const figures = { healthMaxMs: 0, healthCount: 0, writeCount: 0, writeMaxMs: 0, victimFailures: [] as string[] };
  while (!done()) {
    let started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
    figures.healthMaxMs = Math.max(figures.healthMaxMs, performance.now() - started);
    if (health.statusCode !== 200) figures.victimFailures.push(`health ${health.statusCode}`);
    figures.healthCount += 1;
    if (done()) break;
    started = performance.now();
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(victim),
      payload: { config: JSON.stringify({ defaultReply: `在呢 ${figures.writeCount}` }), version: victim.version },
    });
    figures.writeMaxMs = Math.max(figures.writeMaxMs, performance.now() - started);
    const body = saved.json() as { code: number; msg: string; data?: { version?: number } };
    if (body.code === 0) victim.version = body.data?.version;
    else figures.victimFailures.push(`save ${body.code} ${body.msg}`);
    figures.writeCount += 1;
  }
  return figures;
}

/**
 * Runs `request` (the attacker's worst case) while the victim's loop runs beside it in the same process, with
 * the event-loop delay histogram enabled for exactly that span.
 */
export async function measure(
  app: FastifyInstance,
  victim: TestUser & { version?: number },
  request: () => Promise<() => Outcome>,
): Promise<CostFigures> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let finished = false;
  histogram.enable();
  // Its one sample so far is the ~10 ms of an idle turn: it changes no percentile that matters here.
  await untilSampled(histogram, 0);
  const victimRun = victimLoop(app, victim, () => finished);
  const started = performance.now();
  let read: () => Outcome;
  try {
    read = await request();
  } catch (error) {
    // Not an answer at all: reported, not thrown.
    read = () => ({ status: 0, code: undefined, msg: String(error), bytes: 0 });
  } finally {
    finished = true;
  }
  const wallMs = performance.now() - started;
  await untilSampled(histogram, histogram.count);
  histogram.disable();
  const victimFigures = await victimRun;
  const ms = (ns: number) => (Number.isFinite(ns) && histogram.count > 0 ? ns / 1e6 : 0);
  return {
    wallMs,
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    ...victimFigures,
    ...read(),
  };
}
