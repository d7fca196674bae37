import * as argon2 from '@node-rs/argon2';
import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { apiCredentialsRepository } from '../src/repositories/api-credentials.ts';
import { RESET_SUBMIT_LIMIT } from '../src/services/recovery.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { expectKeyRotated, keyedRobot, listenWithBroker, onLoopback } from './broker-helper.ts';
import { testConfig } from './helper.ts';
import { lastLinkToken } from './outbox.ts';
import { robotClient } from './robot-helper.ts';

// Counts the password hashes the server really computes.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, hash: vi.fn(original.hash) };
});

async function appWithOutbox(overrides: Parameters<typeof testConfig>[0] = {}) {
  const config = await testConfig(overrides);
  const app = await buildApp(config, { logger: false });
  return { app, dataDir: config.dataDir, [Symbol.asyncDispose]: () => app.close() };
}

/** The robot's key pair as stored (read directly: the reset must replace it whatever the console shows). */
async function storedRobotKeys(app: FastifyInstance, userId: string) {
  const row = await apiCredentialsRepository(app.db.kysely).getOrCreate(userId, Date.now());
  return { apiKey: row.api_key, apiSecret: row.api_secret };
}

async function mailReset(app: FastifyInstance, dataDir: string, user: TestUser): Promise<string> {
  expect(
    (await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } })).json().code,
  ).toBe(0);
  return lastLinkToken(dataDir, user.email);
}

function reset(app: FastifyInstance, token: string, password = 'a brand new password', remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/v1/api/resetpassword', remoteAddress, payload: { token, password } });
}

describe('POST /v1/api/resetpassword', () => {
  it('checks the link before any hashing: a bad token costs no argon2 work', async () => {
    await using ctx = await appWithOutbox();
    vi.mocked(argon2.hash).mockClear();
    const res = await reset(ctx.app, 'x'.repeat(43), 'x'.repeat(128));
    expect(res.json()).toMatchObject({ code: ErrorCode.LINK_EXPIRED });
    expect(vi.mocked(argon2.hash)).not.toHaveBeenCalled();
  });

  it(`takes at most ${RESET_SUBMIT_LIMIT} submissions per address in ten minutes`, async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    const token = await mailReset(app, dataDir, user);
    for (let i = 0; i < RESET_SUBMIT_LIMIT; i++) {
      expect((await reset(app, `guess-${i}-${'x'.repeat(40)}`, undefined, '198.51.100.7')).json().code).toBe(
        ErrorCode.LINK_EXPIRED,
      );
    }
    const limited = await reset(app, token, undefined, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      msg: '重置密码的尝试过于频繁，请十分钟后再试',
    });
    // The owner, from their own address, still uses the link.
    expect((await reset(app, token, undefined, '203.0.113.20')).json().code).toBe(0);
  });

  it('voids the other reset links, verifies the e-mail, ends every session and rotates the robot key', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    const second = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    const otherSession = { token: second.json().data.token as string };
    const oldRobot = robotClient(app, await storedRobotKeys(app, user.userId));
    expect((await oldRobot.get('/wechat/config')).body.code).toBe(200);
    const earlier = await mailReset(app, dataDir, user);
    const used = await mailReset(app, dataDir, user);

    expect((await reset(app, used)).json()).toMatchObject({ code: 0, msg: '密码已重置，请使用新密码登录' });

    const check = await app.inject({ method: 'GET', url: `/v1/api/checkresetpassword?token=${earlier}` });
    expect(check.json().code).toBe(ErrorCode.LINK_EXPIRED);
    expect((await reset(app, earlier, 'yet another password')).json().code).toBe(ErrorCode.LINK_EXPIRED);
    const row = await app.db.kysely
      .selectFrom('users')
      .select('email_verified')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(1);
    for (const session of [user, otherSession]) {
      const info = await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(session) });
      expect(info.json().code).toBe(ErrorCode.SESSION_EXPIRED);
    }
    // A robot key read with a stolen session no longer signs anything.
    expect((await oldRobot.get('/wechat/config')).body.code).toBe(401);
    expect((await robotClient(app, await storedRobotKeys(app, user.userId)).get('/wechat/config')).body.code).toBe(200);
  });

  it('closes the MQTT session opened with the old robot key and rotates the 消息记录 ingest link', async () => {
    await using ctx = await appWithOutbox(onLoopback);
    const { app, dataDir } = ctx;
    const port = await listenWithBroker(app);
    const user = await signupAndLogin(app);
    const robot = await keyedRobot(app, port, user);
    const token = await mailReset(app, dataDir, user);
    const rotatedAt = Date.now();
    expect((await reset(app, token)).json().code).toBe(0);
    await expectKeyRotated(app, port, user.userId, robot, rotatedAt);
  });

  it('lifts the log-in lock-outs of the account', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    for (let i = 0; i < 11; i++) {
      await app.inject({ method: 'POST', url: '/v1/api/login', payload: { email: user.email, password: `nope ${i}` } });
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(locked.json().code).toBe(ErrorCode.RATE_LIMITED);
    expect((await reset(app, await mailReset(app, dataDir, user))).json().code).toBe(0);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: 'a brand new password' },
    });
    expect(login.json().code).toBe(0);
  });
});
