import { ErrorCode } from '@weassit/contract';
import { describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/lib/ids.ts';
import { auditRepository } from '../src/repositories/audit.ts';
import { LOGIN_FAILURE_LIMIT } from '../src/services/accounts.ts';
import { SESSION_CACHE_MS } from '../src/services/sessions.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';

const signup = (payload: unknown) => ({ method: 'POST' as const, url: '/v1/api/signup', payload: payload as object });
const valid = {
  name: '  张三  ',
  email: '  Ops@Example.COM ',
  password: 'longenough1',
  codeType: 2,
  code: '',
  inviteCode: 'r123',
};

describe('POST /v1/api/signup', () => {
  it('creates an account with the name and e-mail trimmed and the e-mail lower-cased', async () => {
    const app = await build();
    const res = await app.inject(signup(valid));
    expect(res.json()).toMatchObject({ code: 0, data: { userId: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    const user = await app.db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: '张三', email: 'ops@example.com', role: 'user', invite_code: 'r123' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const app = await build();
    await app.inject(signup(valid));
    const res = await app.inject(signup({ ...valid, email: 'OPS@example.com' }));
    expect(res.json()).toMatchObject({ code: ErrorCode.CONFLICT, msg: '该邮箱已注册，请直接登录' });
    expect(await app.db.kysely.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, ErrorCode.INVALID_PARAMETER, /邮箱格式不正确/],
    [{ ...valid, password: 'short' }, ErrorCode.INVALID_PARAMETER, /密码至少 8 位/],
    [{ ...valid, password: undefined }, ErrorCode.MISSING_PARAMETER, /password/],
    [{ ...valid, name: '   ' }, ErrorCode.INVALID_PARAMETER, /请输入用户名/],
    [{ ...valid, name: 'x'.repeat(1_000) }, ErrorCode.INVALID_PARAMETER, /用户名不能超过/],
    [{ ...valid, email: 12345 }, ErrorCode.INVALID_PARAMETER, /email/],
    [{ ...valid, password: ['a', 'b'] }, ErrorCode.INVALID_PARAMETER, /password/],
    [[], ErrorCode.INVALID_PARAMETER, /./],
  ])('refuses %j with a clear code and changes nothing', async (payload, code, msg) => {
    const app = await build();
    const res = await app.inject(signup(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code, msg: expect.stringMatching(msg) });
    expect(await app.db.kysely.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('stores SQL-looking input verbatim and harmlessly', async () => {
    const app = await build();
    const name = "Robert'); DROP TABLE users;--";
    const res = await app.inject(signup({ ...valid, name }));
    expect(res.json().code).toBe(0);
    const user = await app.db.kysely.selectFrom('users').select('name').executeTakeFirstOrThrow();
    expect(user.name).toBe(name);
  });
});

describe('POST /v1/api/login', () => {
  it('answers a token and the user id, with the e-mail trimmed and any case', async () => {
    const app = await build();
    await app.inject(signup(valid));
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: ' OPS@example.com ', password: valid.password, codeType: 1, code: '' },
    });
    const body = res.json();
    expect(body).toMatchObject({ code: 0, data: { token: expect.any(String), userId: expect.any(String) } });
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);
  });

  it('stores only the hash of the token', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const rows = await app.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: hashToken(user.token) }]);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    for (const payload of [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: user.password },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/v1/api/login', payload });
      expect(res.json()).toEqual({ code: ErrorCode.WRONG_CREDENTIALS, msg: '邮箱或密码错误', data: null });
    }
  });

  it(`locks an e-mail out from an address after ${LOGIN_FAILURE_LIMIT} failures a minute`, async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/api/login',
        payload: { email: user.email, password: 'nope' },
      });
      expect(res.json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: '登录失败次数过多，请 1 分钟后再试' });
    // Another account from the same address is not locked by them (login-throttle.test.ts covers the rest).
    const other = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: 'someone@example.com', password: 'whatever1' },
    });
    expect(other.json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
  });

  it('writes log-ins, failures, sign-ups and log-outs to the audit trail', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await app.inject({ method: 'POST', url: '/v1/api/login', payload: { email: user.email, password: 'nope' } });
    await app.inject({ method: 'POST', url: '/v1/api/logout', headers: bearer(user) });
    const events = (await auditRepository(app.db.kysely).listForUser(user.userId)).map((e) => e.event);
    expect(events).toEqual(['signup', 'login_ok', 'login_failed', 'logout']);
  });
});

describe('sessions', () => {
  const info = (headers: Record<string, string>, payload: object = {}) => ({
    method: 'POST' as const,
    url: '/v1/api/user/info',
    headers,
    payload,
  });

  it('answers the user info for the token', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const res = await app.inject(info(bearer(user), { userId: user.userId }));
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        userId: user.userId,
        role: 'user',
        roleInfo: { role: 'user' },
        customRole: { router: [] },
        robotInfo: { robotId: expect.stringMatching(/^[0-9a-f]{16}$/) },
      },
    });
  });

  it('answers 40001 without a token and 40003 for an unknown or malformed one', async () => {
    const app = await build();
    expect((await app.inject(info({}))).json().code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await app.inject(info({ authorization: 'Bearer not-a-real-token' }))).json().code).toBe(
      ErrorCode.INVALID_TOKEN,
    );
    expect((await app.inject(info({ authorization: 'Basic abc' }))).json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('answers 40004 after log-out and after expiry', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await app.inject({ method: 'POST', url: '/v1/api/logout', headers: bearer(user) });
    expect((await app.inject(info(bearer(user)))).json().code).toBe(ErrorCode.SESSION_EXPIRED);

    const other = await signupAndLogin(app);
    await app.db.kysely
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(other.token))
      .execute();
    expect((await app.inject(info(bearer(other)))).json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('ends a cached session at log-out at once, and one revoked by another process within the cache delay', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect((await app.inject(info(bearer(user)))).json().code).toBe(0);
    await app.inject({ method: 'POST', url: '/v1/api/logout', headers: bearer(user) });
    expect((await app.inject(info(bearer(user)))).json().code).toBe(ErrorCode.SESSION_EXPIRED);

    const other = await signupAndLogin(app);
    expect((await app.inject(info(bearer(other)))).json().code).toBe(0);
    // Another server process (sharing PostgreSQL) revokes it: this one learns within SESSION_CACHE_MS.
    await app.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('token_hash', '=', hashToken(other.token))
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await app.inject(info(bearer(other)))).json().code).toBe(0);
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
      expect((await app.inject(info(bearer(other)))).json().code).toBe(ErrorCode.SESSION_EXPIRED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('slides the expiry forward when a session is used', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const old = Date.now() - 2 * 24 * 60 * 60 * 1000;
    await app.db.kysely
      .updateTable('sessions')
      .set({ last_used_at: old, expires_at: old + 1000 * 60 * 60 * 24 * 30 })
      .execute();
    await app.inject(info(bearer(user)));
    const row = await app.db.kysely.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row.last_used_at).toBeGreaterThan(old);
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("refuses another user's id in the body or the query, and reveals nothing", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const viaBody = await app.inject(info(bearer(bob), { userId: alice.userId }));
    expect(viaBody.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: '无权访问其他用户的数据', data: null });
    const viaQuery = await app.inject({ ...info(bearer(bob)), url: `/v1/api/user/info?userId=${alice.userId}` });
    expect(viaQuery.json().code).toBe(ErrorCode.FORBIDDEN);
  });

  it('checks the session on /verify with the spec message', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect((await app.inject({ method: 'GET', url: '/v1/api/verify', headers: bearer(user) })).json()).toMatchObject({
      code: 0,
      data: { userId: user.userId },
    });
    const bad = await app.inject({ method: 'GET', url: '/v1/api/verify', headers: { authorization: 'Bearer x' } });
    expect(bad.json()).toEqual({ code: ErrorCode.INVALID_TOKEN, msg: '验证失败，请重新登陆', data: null });
    const none = await app.inject({ method: 'GET', url: '/v1/api/verify' });
    expect(none.json()).toEqual({ code: ErrorCode.NOT_LOGGED_IN, msg: '验证失败，请重新登陆', data: null });
  });

  it('revokes only the session that logs out', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const second = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    const otherToken = second.json().data.token as string;
    await app.inject({ method: 'POST', url: '/v1/api/logout', headers: bearer(user) });
    expect((await app.inject(info({ authorization: `Bearer ${otherToken}` }))).json().code).toBe(0);
  });
});
