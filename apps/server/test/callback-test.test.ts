import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLBACK_TEST_PATH, CallbackTestStatus, ErrorCode, VIP_REQUIRED_MESSAGE } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { isPublicAddress } from '../src/lib/public-address.ts';
import { CALLBACK_TESTS_PER_MINUTE } from '../src/routes/v1/callback-test.ts';
import { judgeAnswer } from '../src/services/callback-check.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { silentDns, within } from './silent-dns.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local callback service: each path answers its own way. Every request it gets is kept, so a test can show
 * that a refused call never arrived.
 */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      switch (req.url) {
        case '/ok':
          return json(200, {
            code: 200,
            data: [
              { type: 1, content: '今天晴' },
              { type: 4, url: 'https://e.com', title: '链接' },
            ],
          });
        case '/error-code':
          return json(200, { code: 500, msg: '服务维护中' });
        case '/not-array':
          return json(200, { code: 200, data: { content: '今天晴' } });
        case '/bad-item':
          return json(200, { code: 200, data: [{ type: 9, content: 'x' }, { type: 1 }] });
        case '/html':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<h1>hello</h1>');
        case '/missing':
          return json(404, { code: 404 });
        case '/redirect':
          res.writeHead(302, { location: '/ok' });
          return res.end();
        case '/big':
          return json(200, { code: 200, data: [{ type: 1, content: 'x'.repeat(100 * 1024) }] });
        case '/big-chunked':
          // No content-length: the size shows only while reading.
          res.writeHead(200, { 'content-type': 'application/json' });
          for (let i = 0; i < 100; i += 1) res.write('x'.repeat(1024));
          return res.end();
        case '/hang':
          return; // never answers
        case '/hang-body':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.write('{"code":200,'); // starts, never ends
        default:
          return json(200, { code: 200, data: [] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function vipApp(callbackCheck: Partial<Config['callbackCheck']> = {}) {
  const app = await build({ callbackCheck: { allowPrivate: true, timeoutMs: 8_000, ...callbackCheck } });
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { app, user };
}

const test = (app: FastifyInstance, user: TestUser | undefined, payload: unknown) =>
  app
    .inject({ method: 'POST', url: CALLBACK_TEST_PATH, payload: payload as object, headers: user ? bearer(user) : {} })
    .then((res) => ({ status: res.statusCode, ...res.json() }));

describe('POST /api/callback/test', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('POSTs the documented fields and the custom parameters once, and reads a documented answer', async () => {
    const { app, user } = await vipApp();
    const before = receiver.received.length;
    const res = await test(app, user, {
      url: receiver.url('/ok'),
      word: '天气',
      moreData: [
        { key: 'city', value: '上海' },
        // A custom parameter named like a documented field is left out, as the robot does.
        { key: 'uid', value: 'forged' },
      ],
      timeout: 60,
    });
    expect(res).toMatchObject({
      code: 0,
      msg: '符合文档结构：机器人会依次发送 2 条消息',
      data: { status: CallbackTestStatus.OK, httpStatus: 200, problems: [], replies: 2 },
    });
    expect(JSON.parse(res.data.body)).toMatchObject({ code: 200 });
    const calls = receiver.received.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.headers['x-weassit-callback-test']).toBe('1');
    expect(calls[0]?.body).toEqual({
      uid: 'wxid_weassit_test',
      uname: '测试用户',
      roomId: '',
      roomName: '',
      isMention: 0,
      word: '天气',
      timestamp: expect.any(Number),
      city: '上海',
    });
    expect(res.data.request).toEqual(calls[0]?.body);
  });

  it('says what the robot does with an answer that does not follow the documented structure', async () => {
    const { app, user } = await vipApp();
    const cases = [
      ['/error-code', CallbackTestStatus.NOT_DOCUMENTED, /code 应为 200（实际为 500）.*“服务维护中”/],
      ['/not-array', CallbackTestStatus.NOT_DOCUMENTED, /data 应为消息数组/],
      ['/bad-item', CallbackTestStatus.NOT_DOCUMENTED, /data 第 1 条消息格式不正确/],
      ['/html', CallbackTestStatus.NOT_DOCUMENTED, /不是 JSON/],
    ] as const;
    for (const [path, status, problem] of cases) {
      const res = await test(app, user, { url: receiver.url(path) });
      expect(res.code, path).toBe(0);
      expect(res.data.status, path).toBe(status);
      expect(res.data.problems.join('\n'), path).toMatch(problem);
    }
    const missing = await test(app, user, { url: receiver.url('/missing') });
    expect(missing.data).toMatchObject({ status: CallbackTestStatus.HTTP_ERROR, httpStatus: 404 });
    expect(missing.msg).toBe('回调地址返回 HTTP 404：机器人只使用 HTTP 200 的返回，不会回复');
  });

  it('does not follow a redirect', async () => {
    const { app, user } = await vipApp();
    const before = receiver.received.length;
    const res = await test(app, user, { url: receiver.url('/redirect') });
    expect(res.data).toMatchObject({ status: CallbackTestStatus.REDIRECT, httpStatus: 302 });
    expect(res.msg).toMatch(/测试不跟随重定向/);
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/redirect']);
  });

  it('refuses bad input before any request leaves', async () => {
    const { app, user } = await vipApp();
    const before = receiver.received.length;
    const refused = [
      [{ url: 'ftp://x' }, ErrorCode.INVALID_PARAMETER, '地址格式错误，请以 http:// 或 https:// 开头（url）'],
      [{ url: 'javascript:alert(1)' }, ErrorCode.INVALID_PARAMETER],
      [{ url: '' }, ErrorCode.INVALID_PARAMETER, '请填写回调地址（url）'],
      [{}, ErrorCode.MISSING_PARAMETER],
      [{ url: `https://e.com/${'a'.repeat(2100)}` }, ErrorCode.INVALID_PARAMETER],
      [{ url: receiver.url('/ok'), moreData: [{ key: ' ', value: 'x' }] }, ErrorCode.INVALID_PARAMETER],
      [{ url: receiver.url('/ok'), timeout: -1 }, ErrorCode.INVALID_PARAMETER],
      [{ url: receiver.url('/ok'), timeout: 1.5 }, ErrorCode.INVALID_PARAMETER],
    ] as const;
    for (const [payload, code, msg] of refused) {
      const res = await test(app, user, payload);
      expect(res.code, JSON.stringify(payload).slice(0, 80)).toBe(code);
      if (msg) expect(res.msg).toBe(msg);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('never calls a private, loopback or link-local address unless the server allows it', async () => {
    const { app, user } = await vipApp({ allowPrivate: false });
    const before = receiver.received.length;
    const blocked = [
      [receiver.url('/ok'), '127.0.0.1'],
      [`http://localhost:${receiver.port}/ok`, null],
      [`http://[::1]:${receiver.port}/ok`, '::1'],
      [`http://[::ffff:127.0.0.1]:${receiver.port}/ok`, '::ffff:7f00:1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://10.1.2.3/cb', '10.1.2.3'],
      ['http://192.168.1.1/cb', '192.168.1.1'],
      ['http://0.0.0.0/cb', '0.0.0.0'],
      // Another spelling of 127.0.0.1: the URL parser normalises it before the check.
      ['http://0x7f.1/cb', '127.0.0.1'],
    ] as const;
    for (const [url, address] of blocked) {
      const res = await test(app, user, { url });
      expect(res.data?.status, url).toBe(CallbackTestStatus.BLOCKED);
      expect(res.msg, url).toMatch(/^出于安全考虑，不能测试内网、本机或保留地址/);
      if (address) expect(res.msg, url).toContain(`（${address}）`);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('gives up on an address that never answers, or never finishes its answer, within its bound', async () => {
    const { app, user } = await vipApp({ timeoutMs: 300 });
    for (const path of ['/hang', '/hang-body']) {
      const started = performance.now();
      const res = await test(app, user, { url: receiver.url(path) });
      expect(res.data.status, path).toBe(CallbackTestStatus.TIMEOUT);
      expect(res.msg).toBe('连接超时：回调地址没有在 0.3 秒内返回结果');
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('stops reading an answer larger than its cap, announced or not', async () => {
    const { app, user } = await vipApp();
    for (const path of ['/big', '/big-chunked']) {
      const res = await test(app, user, { url: receiver.url(path) });
      expect(res.data.status, path).toBe(CallbackTestStatus.TOO_LARGE);
      expect(res.data.body, path).toBeUndefined();
      expect(res.msg).toBe('返回内容超过 64 KB，已停止读取：请精简返回的消息');
    }
  });

  it('says so when nothing listens at the address', async () => {
    const { app, user } = await vipApp();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await test(app, user, { url: `http://127.0.0.1:${port}/cb` });
    expect(res.data.status).toBe(CallbackTestStatus.UNREACHABLE);
    expect(res.msg).toBe('无法连接到回调地址，请检查地址、端口和证书（ECONNREFUSED）');
  });

  it('is for logged-in vip users only, and limited per user', async () => {
    const app = await build({ callbackCheck: { allowPrivate: true, timeoutMs: 8_000 } });
    const before = receiver.received.length;
    const payload = { url: receiver.url('/ok') };
    expect((await test(app, undefined, payload)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    const free = await signupAndLogin(app);
    expect(await test(app, free, payload)).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE });
    expect(receiver.received.length).toBe(before);

    const user = await signupAndLogin(app);
    await makeVip(app, user);
    const other = await signupAndLogin(app);
    await makeVip(app, other);
    for (let i = 0; i < CALLBACK_TESTS_PER_MINUTE; i += 1) expect((await test(app, user, payload)).code).toBe(0);
    const limited = await test(app, user, payload);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await test(app, other, payload)).code).toBe(0);
  });
});

describe('public addresses', () => {
  it('accepts public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an answer the way the robot reads it', () => {
    expect(judgeAnswer('{"code":200,"data":[]}')).toMatchObject({ status: 'ok', replies: 0 });
    expect(judgeAnswer('[]').problems).toEqual(['返回内容必须是 JSON 对象：{"code":200,"data":[…]}']);
    expect(judgeAnswer('{"code":"200","data":[]}').problems[0]).toMatch(/^code 应为 200（实际为 "200"）/);
    expect(judgeAnswer('{"code":200,"data":[{"type":2}]}').problems).toEqual(['data 第 1 条消息缺少 url']);
  });
});

describe('the callback test’s time bound', () => {
  it('covers the address lookup: a resolver that never answers ends in a time-out within the bound', async () => {
    const dns = await silentDns();
    const { app, user } = await vipApp({ allowPrivate: false, timeoutMs: 500 });
    const started = performance.now();
    const res = await within(test(app, user, { url: 'http://callback.weassit-test.example/cb' }), 5_000);
    const elapsedMs = performance.now() - started;
    console.log(JSON.stringify({ elapsedMs: Math.round(elapsedMs), queries: dns.queries() }));
    expect(dns.queries()).toBeGreaterThan(0);
    expect(res.data.status).toBe(CallbackTestStatus.TIMEOUT);
    expect(res.msg).toBe('连接超时：回调地址没有在 0.5 秒内返回结果');
    expect(elapsedMs).toBeLessThan(2_000);
  });
});
