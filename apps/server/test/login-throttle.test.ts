import * as argon2 from '@node-rs/argon2';
import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../src/services/accounts.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';

// Counts the password verifications the server really runs.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
});

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';
const LOCKED = /^登录失败次数过多，请 \d+ 分钟后再试$/;

function login(app: FastifyInstance, email: string, password: string, remoteAddress = ATTACKER) {
  return app.inject({ method: 'POST', url: '/v1/api/login', remoteAddress, payload: { email, password } });
}

async function failTimes(app: FastifyInstance, email: string, times: number, remoteAddress = ATTACKER) {
  for (let i = 0; i < times; i++) {
    expect((await login(app, email, `wrong guess ${i}`, remoteAddress)).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('log-in throttle', () => {
  it('lets at most the limit of a burst of parallel guesses be verified; the rest are refused unhashed', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    vi.mocked(argon2.verify).mockClear();

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(app, user.email, `parallel guess ${i}`)),
    );

    const bodies = answers.map((res) => res.json() as { code: number; msg: string });
    const verified = bodies.filter((body) => body.code === ErrorCode.WRONG_CREDENTIALS);
    const refused = answers.filter((res) => res.statusCode === 429 && LOCKED.test(res.json().msg));
    expect(verified.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(verified.length + refused.length).toBe(50);
    expect(vi.mocked(argon2.verify).mock.calls.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    // The right password from the attacker's address is refused too while the lock lasts.
    expect((await login(app, user.email, user.password)).json().msg).toMatch(LOCKED);
  });

  it('keys the lock-out on the account and the address: the owner elsewhere still logs in', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await failTimes(app, user.email, LOGIN_FAILURE_LIMIT);
    expect((await login(app, user.email, user.password)).statusCode).toBe(429);

    const owner = await login(app, user.email, user.password, OWNER);
    expect(owner.json()).toMatchObject({ code: 0, data: { userId: user.userId } });
    // The attacker's address stays locked for this account.
    expect((await login(app, user.email, user.password)).json().code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('doubles each lock-out, and forgets them after the right password', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const lockedFor = async (minutes: number) => {
      await failTimes(app, user.email, LOGIN_FAILURE_LIMIT);
      const refused = await login(app, user.email, user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe(`登录失败次数过多，请 ${minutes} 分钟后再试`);
    };

    await lockedFor(1);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await login(app, user.email, user.password)).json().msg).toBe('登录失败次数过多，请 1 分钟后再试');
    vi.setSystemTime(Date.now() + 31_000);
    await lockedFor(2);
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1);
    await lockedFor(4);
    vi.setSystemTime(Date.now() + 4 * 60_000 + 1);
    await lockedFor(8);

    vi.setSystemTime(Date.now() + 8 * 60_000 + 1);
    expect((await login(app, user.email, user.password)).json().code).toBe(0);
    await lockedFor(1);
  });

  it('refuses an address that guesses at many accounts, but not the accounts elsewhere', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    // Log-ins that succeed do not count: an office behind one address logs in all day.
    for (let i = 0; i < 5; i++) expect((await login(app, user.email, user.password)).json().code).toBe(0);
    // Three failures for each of many e-mails: no single account reaches its own limit.
    for (let i = 0; i < 10; i++) await failTimes(app, `victim${i}@example.com`, 3);
    const sprayed = await login(app, user.email, user.password);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json().msg).toMatch(LOCKED);
    expect((await login(app, user.email, user.password, OWNER)).json().code).toBe(0);
  });
});
