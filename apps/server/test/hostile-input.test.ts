import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

/**
 * Hostile input for every route of the console API and the robot API, generated from the app's own route table
 * (so a new route is attacked without anyone listing it): malformed JSON, wrong types, missing fields, 1 MB
 * strings, deep nesting, `__proto__` keys, unicode edge cases, SQL and script injection, another user's ids, and
 * no, revoked or forged tokens. Every answer is below 500 and in the JSON envelope; another user's data reads the
 * same afterwards; the server still answers.
 */

const API = /^\/(v1\/api|open\/v1\/api)\//;
/** Field names the API uses, each given every hostile value (a route reads the ones it knows). */
const FIELDS = [
  'id',
  'ids',
  'name',
  'content',
  'config',
  'version',
  'email',
  'password',
  'newPassword',
  'code',
  'codeType',
  'token',
  'type',
  'url',
  'wxid',
  'roomId',
  'keyword',
  'keywords',
  'word',
  'page',
  'pageSize',
  'current',
  'message',
  'messages',
  'target',
  'groups',
  'friends',
  'contents',
  'cron',
  'title',
  'topic',
  'roomName',
  'verifyCode',
  'apiKey',
  'apiSecret',
  'event',
  'status',
  'list',
  'data',
  'time',
  'date',
  'robotId',
  'sortId',
];
const MEGABYTE = 'x'.repeat(1_000_000);
/** Values of every wrong type and every awkward kind of text. */
const VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  [],
  {},
  [{}],
  '',
  '\u202Eevil\u202C\u2066x\u2069', // bidi controls
  '\uD800 lone \uDFFF', // lone surrogates (JSON.stringify escapes them)
  '😀🧑‍🤝‍🧑𝄞'.repeat(200), // 4-byte characters and joiners
  "' OR '1'='1' --; DROP TABLE users; --",
  '<img src=x onerror=alert(1)><script>alert(2)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd\u0000',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, not a template
  '${7*7}{{7*7}}%s%n',
  { __proto__: { role: 'vip' }, constructor: { prototype: { role: 'vip' } } },
];
/** Bodies that are not an object of fields at all. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '123',
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, // 5 000 levels deep
  '{"__proto__":{"role":"vip","isAdmin":true},"constructor":{"prototype":{"role":"vip"}}}',
  `{"content":"${'\\ud800'.repeat(1000)}"}`,
];

/**
 * GET routes left out of the "read the other user's data" snapshot: those that change something, mint something
 * new on every call (upload tokens, QR log-in sessions) or report the server's uptime.
 */
const CHANGES_ON_GET = /reset|remove|delete|clear|logout|run|test|refresh|export|download|sync|token|qrcode|health/i;

let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;
let bobIds: string[];
let routes: { method: string; url: string }[];

/** What bob can read of his own data through every side-effect-free GET route without parameters. */
async function bobsData(): Promise<Record<string, string>> {
  const reads = routes.filter(
    (route) =>
      route.method === 'GET' &&
      route.url.startsWith('/v1/api/') &&
      !route.url.includes(':') &&
      !CHANGES_ON_GET.test(route.url),
  );
  const out: Record<string, string> = {};
  for (const route of reads) {
    const res = await app.inject({ method: 'GET', url: route.url, headers: bearer(bob) });
    out[route.url] = res.body;
  }
  return out;
}

/** Percent-encodes `text`; a lone surrogate, which has no UTF-8, becomes the bytes of one (invalid UTF-8). */
function encode(text: string): string {
  return text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** The URL of `pattern` with its parameters filled: bob's ids first, then hostile text. */
function urls(pattern: string): string[] {
  if (!pattern.includes(':') && !pattern.includes('*')) return [pattern];
  const fill = (value: string) => pattern.replace(/:\w+/g, encode(value)).replace(/\*/g, encode(value));
  return [...bobIds, "1' OR '1'='1", '..%2F..%2Fetc', MEGABYTE.slice(0, 4000), '😀'].map(fill);
}

/** Every request the generator makes for one route as alice (the attacker). */
function attacks(route: { method: string; url: string }): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const out: InjectOptions[] = [];
  for (const url of urls(route.url)) {
    if (method === 'GET' || method === 'DELETE') {
      for (const value of VALUES) {
        const text = typeof value === 'string' ? value.slice(0, 4000) : JSON.stringify(value);
        const query = FIELDS.map((field) => `${field}=${encode(text ?? '')}`).join('&');
        out.push({ method, url: `${url}?${query}` });
      }
      out.push({ method, url: `${url}?${FIELDS.map((field) => `${field}[]=a&${field}[x]=b`).join('&')}` });
      out.push({ method, url: `${url}?userId=${encode(bob.userId)}` });
      continue;
    }
    out.push({ method, url, payload: {} });
    // Another user's id where the API takes one (refused as a whole: the server never trusts it).
    out.push({ method, url, payload: { userId: bob.userId } });
    for (const body of RAW_BODIES)
      out.push({ method, url, payload: body, headers: { 'content-type': 'application/json' } });
    for (const value of [...VALUES, ...bobIds]) {
      out.push({ method, url, payload: Object.fromEntries(FIELDS.map((field) => [field, value])) });
    }
    for (const field of ['content', 'config', 'name']) out.push({ method, url, payload: { [field]: MEGABYTE } });
  }
  return out;
}

/** How often each envelope code came back: printed, so a run shows the handlers were reached, not only refusals. */
const codes = new Map<number, number>();
const countCode = (code: number) => codes.set(code, (codes.get(code) ?? 0) + 1);
const codeSummary = () => {
  const summary = [...codes]
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  codes.clear();
  return summary;
};

/** Asserts the answer is not a server error and is the JSON envelope. */
function expectEnvelope(request: InjectOptions, res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  const where = `${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode}`;
  expect(res.statusCode, where).toBeLessThan(500);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`${where}: not JSON: ${res.body.slice(0, 200)}`);
  }
  expect(body, where).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
  countCode((body as { code: number }).code);
}

/** `user` logged in again (their session was ended by an attack on the logout or session routes). */
async function logInAgain(user: TestUser): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/login',
    payload: { email: user.email, password: user.password, codeType: 1 },
  });
  expect(res.json(), 'alice logs in again').toMatchObject({ code: 0 });
  return { ...user, token: res.json().data.token };
}

/** A fresh app with alice (the attacker) and bob, both vip, bob with a config, a material and a preset role. */
async function setUp(): Promise<void> {
  // The robot write limit high enough that the robot API's handlers, not the limiter, answer the attacks.
  app = await build({ robotWritesPerMinute: 1_000_000 });
  alice = await signupAndLogin(app);
  bob = await signupAndLogin(app);
  await makeVip(app, alice);
  await makeVip(app, bob);
  await app.inject({
    method: 'POST',
    url: '/v1/api/wechat/config/update',
    headers: bearer(bob),
    payload: { config: JSON.stringify({ defaultReply: 'bob' }) },
  });
  const material = await app.inject({
    method: 'POST',
    url: '/v1/api/material/add',
    headers: bearer(bob),
    payload: { type: 1, name: 'bob', content: 'bob 的素材' },
  });
  const role = await app.inject({
    method: 'POST',
    url: '/v1/api/promot_store',
    headers: bearer(bob),
    payload: { name: 'bob', content: 'bob 的角色' },
  });
  bobIds = [bob.userId, material.json()?.data?.id, role.json()?.data?.id].filter(
    (id): id is string => typeof id === 'string',
  );
  routes = app.routeTable.filter(
    (route) => API.test(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}

describe('hostile input, generated from the route table', () => {
  it('finds the routes to attack in the app itself', async () => {
    await setUp();
    expect(routes.length).toBeGreaterThan(80);
    expect(bobIds.length).toBe(3);
    console.log(`hostile input: ${routes.length} routes`);
  });

  it('answers every route, without a token and with a revoked or forged one, in the envelope and below 500', async () => {
    await setUp();
    const revoked = await signupAndLogin(app);
    await app.inject({ method: 'POST', url: '/v1/api/logout', headers: bearer(revoked), payload: {} });
    const tokens = [undefined, revoked.token, `${alice.token.slice(0, -2)}xx`, 'a'.repeat(5000), 'Bearer'];
    let count = 0;
    for (const route of routes) {
      for (const url of urls(route.url).slice(0, 1)) {
        for (const token of tokens) {
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
            ...(route.method === 'GET' ? {} : { payload: {} }),
          };
          expectEnvelope(request, await app.inject(request));
          count += 1;
        }
      }
    }
    console.log(`hostile input: ${count} requests without a valid token (codes ${codeSummary()})`);
  }, 120_000);

  it("answers every hostile body and query in the envelope, below 500, and leaves bob's data as it was", async () => {
    await setUp();
    const before = await bobsData();
    let count = 0;
    let relogins = 0;
    for (const route of routes) {
      for (const request of attacks(route)) {
        const res = await app.inject({ ...request, headers: { ...bearer(alice), ...(request.headers ?? {}) } });
        expectEnvelope(request, res);
        count += 1;
        // An attack on logout or the session routes ends alice's session: she logs in again and goes on.
        if (res.json().code === ErrorCode.SESSION_EXPIRED || res.json().code === ErrorCode.INVALID_TOKEN) {
          alice = await logInAgain(alice);
          relogins += 1;
        }
      }
    }
    expect(relogins).toBeLessThan(50);
    console.log(`hostile input: ${count} hostile requests as another user (codes ${codeSummary()})`);
    expect(await bobsData()).toEqual(before);
    const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);

  it('answers every robot API route signed with a valid robot key, whatever the parameters, below 500', async () => {
    await setUp();
    const robot = robotClient(app, await robotKeys(app, alice));
    const open = routes.filter((route) => route.url.startsWith('/open/v1/api/') && !route.url.includes(':'));
    expect(open.length).toBeGreaterThan(20);
    let count = 0;
    for (const route of open) {
      const path = route.url.slice('/open/v1/api'.length);
      for (const value of [...VALUES, MEGABYTE.slice(0, 100_000), ...bobIds]) {
        // GET parameters travel as strings in the query, as the robot sends them.
        const param = route.method === 'GET' && typeof value !== 'string' ? JSON.stringify(value) : value;
        const params = Object.fromEntries(FIELDS.map((field) => [field, param]));
        const res = route.method === 'GET' ? await robot.get(path, params) : await robot.post(path, params);
        const where = `${route.method} ${route.url} with ${JSON.stringify(param).slice(0, 40)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(res.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
        // The robot API answers HTTP 200 with its own envelope code: an internal error shows there.
        expect(res.body.code, where).not.toBe(500);
        // Every signature matches, U+0000 and all (it is checked as sent, then dropped): the only refused key is
        // the robot's own on the open API for the user's programs.
        if (res.body.code === 401) expect(res.body.msg, where).toContain('开放接口');
        countCode(res.body.code);
        count += 1;
      }
    }
    console.log(`hostile input: ${count} signed robot requests (codes ${codeSummary()})`);
    const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(health.statusCode).toBe(200);
  }, 300_000);
});
