import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { sharedApp } from './cost/app.ts';
import { startFakeHttp } from './cost/fake-http.ts';
import { type CostFigures, measure, P99_BOUND_MS } from './cost/measure.ts';
import {
  type CostContext,
  lateness,
  measuredRoutes,
  REPEATABLE,
  type Route,
  routeKey,
  specificRoutes,
  worstRequest,
} from './cost/requests.ts';
import { connectRobot } from './cost/robot.ts';
import { seedAttacker } from './cost/seed.ts';
import { type FakeOss, startFakeOss } from './fixtures/fake-oss.ts';

/**
 * The cost of every route, generated from the app's own route table like the hostile-input suite (so a new
 * route is measured without anyone listing it): an attacker seeded to the quotas sends each route its worst
 * input within the documented limits (cost/requests.ts: a generic body of every field at its maximum, and a
 * table of route-specific worst inputs where the generic one would be refused early), while another tenant
 * calls `GET /health` and saves a one-line config in a loop. The other tenant's event-loop delay p99 stays
 * within P99_BOUND_MS for every route. Every route's figures are printed, and all are collected before the
 * verdict, so one slow route does not hide another.
 */

const OSS_KEY = 'LTAI5tCostKeyId01';
const OSS_SECRET = 'cost-secret';

let close: () => Promise<void>;
let fakeHttp: Awaited<ReturnType<typeof startFakeHttp>>;
let fakeOss: FakeOss;
let ctx: CostContext;
let victim: TestUser & { version?: number };
let routes: Route[];
let robot: Awaited<ReturnType<typeof connectRobot>> | undefined;
const figures = new Map<string, CostFigures>();

const round = (ms: number) => Math.round(ms);

async function sessionAlive(): Promise<boolean> {
  const res = await ctx.app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(ctx.attacker.user) });
  return res.json().code === 0;
}

async function logInAgain(): Promise<void> {
  const { email, password } = ctx.attacker.user;
  const res = await ctx.app.inject({ method: 'POST', url: '/v1/api/login', payload: { email, password, codeType: 1 } });
  expect(res.json(), 'the attacker logs in again').toMatchObject({ code: 0 });
  ctx.attacker.user.token = res.json().data.token;
}

beforeAll(async () => {
  const seedStarted = performance.now();
  fakeHttp = await startFakeHttp();
  fakeOss = await startFakeOss({ keys: { [OSS_KEY]: OSS_SECRET }, buckets: ['weassit-files'] });
  const shared = await sharedApp({
    // The feed and the callback endpoint are local stand-ins.
    CALLBACK_ALLOW_PRIVATE: '1',
    RSS_ALLOW_PRIVATE: '1',
    OSS_TEST_ENDPOINT: fakeOss.url,
  });
  close = shared.close;
  const app = shared.app;
  const feedUrl = fakeHttp.url('/feed.xml');
  const attacker = await seedAttacker(app, feedUrl);
  robot = await connectRobot(app, attacker);
  ctx = {
    app,
    attacker,
    feedUrl,
    callbackUrl: fakeHttp.url('/callback'),
    ossBody: { type: 1, region: 'oss-cn-hangzhou', bucket: 'weassit-files', aliAkId: OSS_KEY, aliAkSecret: OSS_SECRET },
  };
  victim = await signupAndLogin(app);
  const first = await app.inject({
    method: 'POST',
    url: '/v1/api/wechat/config/update',
    headers: bearer(victim),
    payload: { config: JSON.stringify({ defaultReply: '在呢' }) },
  });
  victim.version = first.json().data.version;
  // Session-ending and deleting routes last, so the others see the seeded data and a live session.
  routes = measuredRoutes(app).sort((a, b) => lateness(a) - lateness(b));
  console.log(`cost: seeded in ${round(performance.now() - seedStarted)} ms; ${routes.length} routes`);
}, 180_000);

afterAll(async () => {
  await robot?.close();
  await close?.();
  await fakeHttp?.close();
  await fakeOss?.close();
});

describe('cost of every route at its worst input, for another tenant', () => {
  it(`keeps another tenant's event-loop delay p99 within ${P99_BOUND_MS} ms on every route`, async () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const key = routeKey(route);
      let compact = false;
      let f = await measure(ctx.app, victim, key, await worstRequest(route, ctx));
      // A route with a small body limit (the account routes) gets the generic body's text fields instead.
      if (f.status === 413) {
        compact = true;
        f = await measure(ctx.app, victim, `${key} (text fields only)`, await worstRequest(route, ctx, compact));
      }
      // Over the bound once may be the machine (a collection of the test process's heap, another process on the
      // core): the same worst input again, and the better of the two counts. A route that costs that much
      // does it both times. Only where the second try does the same work: not for the routes that delete or
      // end something (lateness), nor when it is answered otherwise (a cooldown, a quota reached by the first).
      if (f.p99Ms > P99_BOUND_MS && lateness(route) === REPEATABLE) {
        const again = await measure(ctx.app, victim, `${key} (again)`, await worstRequest(route, ctx, compact));
        const better = again.p99Ms < f.p99Ms && again.status === f.status && again.code === f.code;
        console.log(`cost: ${key}: the ${better ? 'second' : 'first'} try counts`);
        if (better) f = again;
      }
      figures.set(key, f);
      // A route that ended the attacker's session (log out, revoke): the next route gets a new one.
      if (!(await sessionAlive())) await logInAgain();
      expect.soft(f.status, `${key} answered ${f.status} ${f.msg}`).toBeGreaterThan(0);
      expect.soft(f.status, `${key} answered ${f.status}`).toBeLessThan(500);
      expect.soft(f.victimFailures, `${key}: the victim's calls`).toEqual([]);
      expect.soft(f.p99Ms, `${key}: victim's event-loop p99`).toBeLessThanOrEqual(P99_BOUND_MS);
    }
    const slowest = [...figures].sort((a, b) => b[1].wallMs - a[1].wallMs).slice(0, 10);
    console.log(`cost: the attacker's robot received ${robot?.received()} commands`);
    console.log(`cost: slowest: ${slowest.map(([key, f]) => `${key} ${round(f.wallMs)} ms`).join('; ')}`);
  }, 900_000);

  it('measured every route of the route table, and every route-specific worst input names a route there', () => {
    const table = new Set(routes.map(routeKey));
    expect([...table].filter((key) => !figures.has(key))).toEqual([]);
    expect(specificRoutes().filter((key) => !table.has(key))).toEqual([]);
  });
});
