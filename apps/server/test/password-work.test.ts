import { ErrorCode } from '@weassit/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConcurrencyLimit, LimitFullError } from '../src/lib/concurrency-limit.ts';
import { PASSWORD_WORK_BUSY, passwordWork } from '../src/services/passwords.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import { lastLinkToken } from './outbox.ts';

/** Occupies every running and waiting place of `limit` until the returned release is called. */
function fill(limit: ConcurrencyLimit) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = Array.from({ length: limit.running + limit.waiting }, () => limit.run(() => gate));
  return async () => {
    open();
    await Promise.all(held);
  };
}

describe('ConcurrencyLimit', () => {
  it('runs a few at once, queues a few more and refuses the rest at once', async () => {
    const limit = new ConcurrencyLimit(2, 1);
    const order: string[] = [];
    const release = fill(limit);
    expect(limit.load).toBe(3);
    await expect(limit.run(async () => order.push('refused'))).rejects.toBeInstanceOf(LimitFullError);
    await release();
    expect(limit.load).toBe(0);
    await limit.run(async () => order.push('after'));
    expect(order).toEqual(['after']);
  });
});

describe('argon2 work across the server', () => {
  it('answers 429 with a clear message when every place is taken, and the link still works after', async () => {
    const config = await testConfig();
    const app = await buildApp(config, { logger: false });
    onTestFinished(() => app.close());
    const user = await signupAndLogin(app);
    await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } });
    const token = lastLinkToken(config.dataDir, user.email);
    const reset = () =>
      app.inject({
        method: 'POST',
        url: '/v1/api/resetpassword',
        payload: { token, password: 'a brand new password' },
      });

    const release = fill(passwordWork);
    const busy = await reset();
    const login = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    await release();

    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ code: ErrorCode.RATE_LIMITED, msg: PASSWORD_WORK_BUSY, data: null });
    expect(login.statusCode).toBe(429);
    expect(login.json().msg).toBe(PASSWORD_WORK_BUSY);
    // Neither refusal used anything up: the link works, and the log-in did not count as a failure.
    expect((await reset()).json().code).toBe(0);
    const after = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: 'a brand new password' },
    });
    expect(after.json().code).toBe(0);
  });
});
