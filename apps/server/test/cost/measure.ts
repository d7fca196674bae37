import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from '../accounts-helper.ts';
import { underLoad, type VictimCall } from '../event-loop-load.ts';
import type { Outcome } from './requests.ts';

export { P99_BOUND_MS } from '../event-loop-load.ts';

/** What one worst-case request cost, seen from the attacker and from another tenant. */
export interface CostFigures extends Outcome {
  /** Wall time of the attacker's request. */
  wallMs: number;
  /** The event loop's delay while it ran (99th percentile and worst), from `monitorEventLoopDelay`. */
  p99Ms: number;
  maxMs: number;
  /** The victim's calls that did not succeed (each with its answer), which must stay none. */
  victimFailures: string[];
}

/**
 * The victim's calls: `GET /health` and a one-line config save, through the same app (inject), so a handler
 * that holds the event loop delays them. A failure is recorded, not thrown: every route's figures are collected
 * before the verdict.
 */
function victimCalls(app: FastifyInstance, victim: TestUser & { version?: number }, failures: string[]) {
  let saves = 0;
  const health: VictimCall = async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/api/health' });
    if (res.statusCode !== 200) failures.push(`health ${res.statusCode}`);
  };
  const save: VictimCall = async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(victim),
      payload: { config: JSON.stringify({ defaultReply: `在呢 ${saves++}` }), version: victim.version },
    });
    const body = saved.json() as { code: number; msg: string; data?: { version?: number } };
    if (body.code === 0) victim.version = body.data?.version;
    else failures.push(`save ${body.code} ${body.msg}`);
  };
  return { health, save };
}

/**
 * Runs `request` (the attacker's worst case, labelled `what`) once while the victim's calls run beside it
 * (event-loop-load.ts); its answer is read only afterwards.
 */
export async function measure(
  app: FastifyInstance,
  victim: TestUser & { version?: number },
  what: string,
  request: () => Promise<() => Outcome>,
): Promise<CostFigures> {
  const failures: string[] = [];
  let outcome: Outcome | undefined;
  const read = (answer: () => Outcome) => {
    outcome ??= answer();
    return outcome;
  };
  const figures = await underLoad({
    label: `cost: ${what}`,
    work: () =>
      request().catch((error: unknown) => {
        // Not an answer at all: reported, not thrown.
        return () => ({ status: 0, code: undefined, msg: String(error), bytes: 0 });
      }),
    victim: victimCalls(app, victim, failures),
    describe: (answer) => {
      const { status, code, bytes, msg } = read(answer);
      return `${status} ${code ?? '-'} ${(bytes / 1024).toFixed(0)} KB ${msg.slice(0, 40)}`;
    },
  });
  return {
    wallMs: figures.wallMs,
    p99Ms: figures.p99Ms,
    maxMs: figures.maxMs,
    victimFailures: failures,
    ...read(figures.result),
  };
}
