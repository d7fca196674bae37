import { ErrorCode, type SessionInfo } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditRepository } from '../src/repositories/audit.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { expectKeyRotated, keyedRobot, listenWithBroker, onLoopback } from './broker-helper.ts';
import { build } from './helper.ts';

function post(app: FastifyInstance, user: { token: string }, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url: `/v1/api${url}`, headers: bearer(user), payload: payload as object });
}

const info = (app: FastifyInstance, user: { token: string }) =>
  app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(user) }).then((res) => res.json().code);

/** Another session of `user`, from another browser; used once so this process caches it. */
async function secondSession(app: FastifyInstance, user: TestUser, userAgent = 'Firefox on the laptop') {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: '203.0.113.40',
    payload: { email: user.email, password: user.password },
  });
  const session = { token: res.json().data.token as string };
  expect(await info(app, session)).toBe(0);
  return session;
}

async function sessionsOf(app: FastifyInstance, user: { token: string }): Promise<SessionInfo[]> {
  const res = await app.inject({ method: 'GET', url: '/v1/api/user/sessions', headers: bearer(user) });
  expect(res.json().code).toBe(0);
  return res.json().data;
}

describe('POST /v1/api/user/password', () => {
  it('changes the password with the current one and ends the other sessions at once', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    const res = await post(app, user, '/user/password', {
      currentPassword: user.password,
      newPassword: 'a changed password',
    });
    expect(res.json()).toMatchObject({ code: 0, msg: '密码已修改，其他设备上的登录已退出' });
    expect(await info(app, other)).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await info(app, user)).toBe(0);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/v1/api/login', payload: { email: user.email, password } });
    expect((await login(user.password)).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    expect((await login('a changed password')).json().code).toBe(0);
    const events = (await auditRepository(app.db.kysely).listForUser(user.userId)).map((e) => e.event);
    expect(events).toContain('password_changed');
  });

  it.each([
    [{}, ErrorCode.MISSING_PARAMETER],
    [{ currentPassword: 'correct horse battery' }, ErrorCode.MISSING_PARAMETER],
    [{ currentPassword: 'correct horse battery', newPassword: 'short' }, ErrorCode.INVALID_PARAMETER],
    [{ currentPassword: 'correct horse battery', newPassword: 'correct horse battery' }, ErrorCode.INVALID_PARAMETER],
    [{ currentPassword: 'correct horse battery', newPassword: 'x'.repeat(129) }, ErrorCode.INVALID_PARAMETER],
    [{ currentPassword: 123, newPassword: 'a changed password' }, ErrorCode.INVALID_PARAMETER],
    [{ currentPassword: 'wrong password', newPassword: 'a changed password' }, ErrorCode.WRONG_CREDENTIALS],
    [[], ErrorCode.INVALID_PARAMETER],
  ])('refuses %j and changes nothing', async (payload, code) => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    expect((await post(app, user, '/user/password', payload)).json().code).toBe(code);
    expect(await info(app, other)).toBe(0);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().code).toBe(0);
  });

  it('needs a session', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/user/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'a changed password' },
    });
    expect(res.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('sessions of the account', () => {
  it('lists only the live sessions of the caller, most recent first, the caller’s own marked', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    const stranger = await signupAndLogin(app);
    const revoked = await secondSession(app, user, 'Old phone');
    await post(app, revoked, '/logout', {});

    const listed = await sessionsOf(app, user);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const mine = listed.find((s) => s.current);
    const theirs = listed.find((s) => !s.current);
    expect(theirs).toMatchObject({ ip: '203.0.113.40', userAgent: 'Firefox on the laptop' });
    expect(mine?.id).toMatch(/^[0-9a-f]{32}$/);
    // The id names the session without being (or revealing) its token.
    const text = JSON.stringify(listed);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain(other.token);
    expect((await sessionsOf(app, stranger)).map((s) => s.id)).not.toContain(theirs?.id);
  });

  it('ends one session at once, even one this process has cached', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    const target = (await sessionsOf(app, user)).find((s) => !s.current);
    const res = await post(app, user, '/user/sessions/revoke', { id: target?.id });
    expect(res.json()).toMatchObject({ code: 0, msg: '已退出该设备上的登录' });
    expect(await info(app, other)).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await info(app, user)).toBe(0);
    expect((await sessionsOf(app, user)).map((s) => s.current)).toEqual([true]);
    // Twice is not found.
    expect((await post(app, user, '/user/sessions/revoke', { id: target?.id })).json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it("cannot end another user's session, whatever id it is given", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const aliceSession = (await sessionsOf(app, alice))[0];
    const res = await post(app, bob, '/user/sessions/revoke', { id: aliceSession?.id });
    expect(res.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '会话不存在或已结束', data: null });
    const claimed = await post(app, bob, '/user/sessions/revoke', { id: aliceSession?.id, userId: alice.userId });
    expect(claimed.json().code).toBe(ErrorCode.FORBIDDEN);
    expect(await info(app, alice)).toBe(0);
  });

  it.each([
    [{}, ErrorCode.MISSING_PARAMETER],
    [{ id: 'not-an-id' }, ErrorCode.INVALID_PARAMETER],
    [{ id: 'A'.repeat(32) }, ErrorCode.INVALID_PARAMETER],
    [{ id: 42 }, ErrorCode.INVALID_PARAMETER],
    [{ id: '0'.repeat(32) }, ErrorCode.NOT_FOUND],
  ])('refuses to end %j', async (payload, code) => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect((await post(app, user, '/user/sessions/revoke', payload)).json().code).toBe(code);
    expect(await info(app, user)).toBe(0);
  });

  it('needs a session to list or end sessions', async () => {
    const app = await build();
    expect((await app.inject({ method: 'GET', url: '/v1/api/user/sessions' })).json().code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/user/sessions/revoke',
      payload: { id: '0'.repeat(32) },
    });
    expect(res.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('POST /v1/api/logout/all', () => {
  it('ends every session of the account at once, the caller’s included', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    const stranger = await signupAndLogin(app);
    const res = await post(app, user, '/logout/all', { password: user.password });
    expect(res.json().code).toBe(0);
    expect(await info(app, user)).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await info(app, other)).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await info(app, stranger)).toBe(0);
    const events = (await auditRepository(app.db.kysely).listForUser(user.userId)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['logout_everywhere', 'api_key_rotated']));
  });

  it('closes the MQTT session opened with the old robot key and rotates the 消息记录 ingest link', async () => {
    const app = await build(onLoopback);
    const port = await listenWithBroker(app);
    const user = await signupAndLogin(app);
    const stranger = await signupAndLogin(app);
    const robot = await keyedRobot(app, port, user);
    const bystander = await keyedRobot(app, port, stranger);
    const rotatedAt = Date.now();
    expect((await post(app, user, '/logout/all', { password: user.password })).json().code).toBe(0);
    await expectKeyRotated(app, port, user.userId, robot, rotatedAt);
    // Another user's robot and link are untouched.
    expect(bystander.closedAt()).toBeUndefined();
    expect(app.bus.robotConnected(stranger.userId)).toBe(true);
    expect((await app.inject({ method: 'POST', url: bystander.linkPath, payload: {} })).statusCode).not.toBe(404);
  });

  it.each([
    [{}, ErrorCode.MISSING_PARAMETER],
    [{ password: '' }, ErrorCode.INVALID_PARAMETER],
    [{ password: 'wrong password' }, ErrorCode.WRONG_CREDENTIALS],
    [{ password: { $ne: null } }, ErrorCode.INVALID_PARAMETER],
  ])('refuses %j and ends nothing', async (payload, code) => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await secondSession(app, user);
    expect((await post(app, user, '/logout/all', payload)).json().code).toBe(code);
    expect(await info(app, user)).toBe(0);
    expect(await info(app, other)).toBe(0);
  });
});
