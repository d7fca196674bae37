import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiCredentialsRepository } from '../src/repositories/api-credentials.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { expectKeyRotated, keyedRobot, listenWithBroker, onLoopback } from './broker-helper.ts';
import { build } from './helper.ts';
import { openApiKeys, robotClient, robotKeys } from './robot-helper.ts';

function post(app: FastifyInstance, user: TestUser, url: string, payload: object) {
  return app.inject({ method: 'POST', url: `/v1/api${url}`, headers: bearer(user), payload });
}

describe('API keys behind the password', () => {
  it('refuses to reveal the keys without the password, with a wrong one, or by the old GET call', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const answers = [
      await app.inject({ method: 'GET', url: '/v1/api/apiauth/get', headers: bearer(user) }),
      await app.inject({ method: 'GET', url: '/v1/api/apiauth/reset', headers: bearer(user) }),
      await post(app, user, '/apiauth/get', {}),
      await post(app, user, '/apiauth/get', { password: 'not the password' }),
      await post(app, user, '/apiauth/get', { password: ['array'] }),
    ];
    expect(answers.map((res) => res.json().code)).toEqual([
      ErrorCode.METHOD_NOT_ALLOWED,
      ErrorCode.METHOD_NOT_ALLOWED,
      ErrorCode.MISSING_PARAMETER,
      ErrorCode.WRONG_CREDENTIALS,
      ErrorCode.INVALID_PARAMETER,
    ]);
    expect(answers[3]?.json().msg).toBe('密码不正确');
    for (const res of answers) expect(res.json().data).toBeNull();
    const ok = (await post(app, user, '/apiauth/get', { password: user.password })).json();
    expect(ok).toMatchObject({ code: 0, data: { robot: { apiKey: expect.any(String) } } });
  });

  it('refuses to reset a key without the right password, or of an unknown kind, and keeps it', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const before = await robotKeys(app, user);
    for (const payload of [
      { kind: 'robot' },
      { kind: 'robot', password: 'not the password' },
      { kind: 'admin', password: user.password },
    ]) {
      expect((await post(app, user, '/apiauth/reset', payload)).json().code).not.toBe(0);
    }
    expect(await robotKeys(app, user)).toEqual(before);
  });

  it('counts wrong passwords against the log-in throttle, so a stolen session cannot guess it', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    for (let i = 0; i < 10; i++) {
      expect((await post(app, user, '/apiauth/get', { password: `guess ${i}` })).json().code).toBe(
        ErrorCode.WRONG_CREDENTIALS,
      );
    }
    const locked = await post(app, user, '/apiauth/get', { password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: '密码错误次数过多，请 1 分钟后再试' });
  });

  it('rotates the robot key on log-out everywhere: the old signature is refused', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const stored = await apiCredentialsRepository(app.db.kysely).getOrCreate(user.userId, Date.now());
    const oldRobot = robotClient(app, { apiKey: stored.api_key, apiSecret: stored.api_secret });
    expect((await oldRobot.get('/wechat/config')).body.code).toBe(200);
    expect((await post(app, user, '/logout/all', { password: user.password })).json().code).toBe(0);
    expect((await oldRobot.get('/wechat/config')).body).toMatchObject({ code: 401, msg: 'apiKey 或签名不正确' });
  });
});

describe('resetting the robot key', () => {
  it('closes the MQTT session opened with the old key and rotates the 消息记录 ingest link', async () => {
    const app = await build(onLoopback);
    const port = await listenWithBroker(app);
    const user = await signupAndLogin(app);
    const robot = await keyedRobot(app, port, user);
    // A wrong password rotates nothing and closes nothing; nor does a reset of the open API key.
    expect((await post(app, user, '/apiauth/reset', { password: 'wrong password', kind: 'robot' })).json().code).toBe(
      ErrorCode.WRONG_CREDENTIALS,
    );
    expect((await post(app, user, '/apiauth/reset', { password: user.password, kind: 'openApi' })).json().code).toBe(0);
    expect(app.bus.robotConnected(user.userId)).toBe(true);
    expect(robot.closedAt()).toBeUndefined();

    const rotatedAt = Date.now();
    const reset = await post(app, user, '/apiauth/reset', { password: user.password, kind: 'robot' });
    expect(reset.json()).toMatchObject({ code: 0, msg: '密钥已重置' });
    await expectKeyRotated(app, port, user.userId, robot, rotatedAt);
  });
});

describe('the open API key', () => {
  it('is accepted only on the open API, and the robot key is refused there', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await makeVip(app, user);
    // The robot's key, as a thief would copy it off the robot's machine.
    const stored = await apiCredentialsRepository(app.db.kysely).getOrCreate(user.userId, Date.now());
    const robot = robotClient(app, { apiKey: stored.api_key, apiSecret: stored.api_secret });
    const refused = await robot.get('/contacts/friends');
    expect(refused.body).toMatchObject({
      code: 401,
      msg: '这是机器人密钥：开放接口请使用「开放API」页面上的开放接口密钥',
    });
    expect((await robot.post('/message/send', { target: 'contact', name: 'x', messages: [] })).body.code).toBe(401);
    expect((await robot.get('/wechat/config')).body.code).toBe(200);

    const openKey = await openApiKeys(app, user);
    expect(openKey.apiKey).not.toBe(stored.api_key);
    const program = robotClient(app, openKey);
    expect((await program.get('/contacts/friends')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    expect((await program.get('/wechat/config')).body.code).toBe(401);
    expect((await program.get('/ws/mqtt/config')).body.code).toBe(401);
  });

  it('rotates on its own: resetting it leaves the robot key working', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await makeVip(app, user);
    const robotKey = await robotKeys(app, user);
    const oldProgram = robotClient(app, await openApiKeys(app, user));
    const rotated = await post(app, user, '/apiauth/reset', { password: user.password, kind: 'openApi' });
    expect(rotated.json()).toMatchObject({ code: 0, msg: '密钥已重置' });
    expect((await oldProgram.get('/contacts/rooms')).body.code).toBe(401);
    expect((await robotClient(app, rotated.json().data).get('/contacts/rooms')).body.code).toBe(200);
    expect(await robotKeys(app, user)).toEqual(robotKey);
  });

  it("never hands out another user's keys", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const aliceKeys = await openApiKeys(app, alice);
    // Bob's password with Alice's session is just a wrong password for Alice.
    expect((await post(app, alice, '/apiauth/get', { password: 'not alices' })).json().code).toBe(
      ErrorCode.WRONG_CREDENTIALS,
    );
    const bobs = (await post(app, bob, '/apiauth/get', { password: bob.password })).json().data;
    expect(bobs.openApi).not.toEqual(aliceKeys);
    const claimed = await post(app, bob, '/apiauth/reset', {
      password: bob.password,
      kind: 'openApi',
      userId: alice.userId,
    });
    expect(claimed.json().code).toBe(ErrorCode.FORBIDDEN);
    expect(await openApiKeys(app, alice)).toEqual(aliceKeys);
  });
});
