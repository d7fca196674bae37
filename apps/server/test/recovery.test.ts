import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditRepository } from '../src/repositories/audit.ts';
import { RESET_MAIL_LIMIT } from '../src/services/recovery.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import { lastLinkToken, readOutbox } from './outbox.ts';

async function appWithOutbox(overrides = {}) {
  const config = await testConfig(overrides);
  const app = await buildApp(config, { logger: false });
  return { app, dataDir: config.dataDir, [Symbol.asyncDispose]: () => app.close() };
}

describe('password reset', () => {
  it('mails a single-use link to the reset page, valid 30 minutes, and the new password works', async () => {
    await using ctx = await appWithOutbox({ publicUrl: 'https://console.example.com' });
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/api/sendreset',
      payload: { email: ` ${user.email.toUpperCase()} ` },
    });
    expect(sent.json().code).toBe(0);
    const mail = readOutbox(dataDir).at(-1);
    expect(mail).toMatchObject({ to: user.email, subject: '重置你的智能微秘书密码' });
    expect(mail?.link).toMatch(/^https:\/\/console\.example\.com\/weassit\/reset-psd\?token=[\w-]{43}$/);
    const token = lastLinkToken(dataDir, user.email);

    const check = await app.inject({ method: 'GET', url: `/v1/api/checkresetpassword?token=${token}` });
    expect(check.json()).toMatchObject({ code: 0, data: { email: expect.stringMatching(/^u\*\*\*@example\.com$/) } });

    const reset = await app.inject({
      method: 'POST',
      url: '/v1/api/resetpassword',
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.json().code).toBe(0);
    const again = await app.inject({
      method: 'POST',
      url: '/v1/api/resetpassword',
      payload: { token, password: 'another password!' },
    });
    expect(again.json()).toMatchObject({ code: ErrorCode.LINK_EXPIRED, msg: '链接无效或已过期' });

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: user.email, password: 'a brand new password' },
    });
    expect(newLogin.json().code).toBe(0);
  });

  it('ends every session of the account', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    // Used once, so the session is also in the server's short-lived session cache.
    const before = await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(user) });
    expect(before.json().code).toBe(0);
    await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } });
    await app.inject({
      method: 'POST',
      url: '/v1/api/resetpassword',
      payload: { token: lastLinkToken(dataDir, user.email), password: 'a brand new password' },
    });
    const info = await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(user) });
    expect(info.json().code).toBe(ErrorCode.SESSION_EXPIRED);
    const events = (await auditRepository(app.db.kysely).listForUser(user.userId)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const before = readOutbox(dataDir).length;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/sendreset',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.json()).toEqual({
      code: 0,
      msg: '如果该邮箱已注册，重置密码的邮件已发送，请在 30 分钟内查收',
      data: null,
    });
    expect(readOutbox(dataDir).length).toBe(before);
  });

  it('refuses an expired link', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } });
    await app.db.kysely
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const token = lastLinkToken(dataDir, user.email);
    expect((await app.inject({ method: 'GET', url: `/v1/api/checkresetpassword?token=${token}` })).json().code).toBe(
      ErrorCode.LINK_EXPIRED,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/api/resetpassword',
          payload: { token, password: 'a brand new password' },
        })
      ).json().code,
    ).toBe(ErrorCode.LINK_EXPIRED);
  });

  it.each([
    [{ token: 'short', password: 'a brand new password' }, ErrorCode.INVALID_PARAMETER],
    [{ token: 'x'.repeat(43), password: 'short' }, ErrorCode.INVALID_PARAMETER],
    [{ password: 'a brand new password' }, ErrorCode.MISSING_PARAMETER],
    [{ token: 'x'.repeat(43), password: 'a brand new password' }, ErrorCode.LINK_EXPIRED],
  ])('refuses %j', async (payload, code) => {
    await using ctx = await appWithOutbox();
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/api/resetpassword', payload })).json().code).toBe(code);
  });

  it(`limits reset mails to ${RESET_MAIL_LIMIT} per ten minutes`, async () => {
    await using ctx = await appWithOutbox();
    const { app } = ctx;
    const user = await signupAndLogin(app);
    for (let i = 0; i < RESET_MAIL_LIMIT; i++) {
      expect(
        (await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } })).json().code,
      ).toBe(0);
    }
    const limited = await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('e-mail activation', () => {
  it('mails an activation link at sign-up; without SMTP log-in does not wait for it', async () => {
    await using ctx = await appWithOutbox();
    const { app, dataDir } = ctx;
    const user = await signupAndLogin(app);
    const mail = readOutbox(dataDir).find((m) => m.to === user.email);
    expect(mail).toMatchObject({ subject: '激活你的智能微秘书账号' });
    expect(mail?.link).toMatch(/\/weassit\/activeemail\?token=/);
    const token = lastLinkToken(dataDir, user.email);
    expect((await app.inject({ method: 'GET', url: `/v1/api/auth_email?token=${token}` })).json().code).toBe(0);
    const row = await app.db.kysely
      .selectFrom('users')
      .select('email_verified')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(1);
    expect((await app.inject({ method: 'GET', url: `/v1/api/auth_email?token=${token}` })).json().code).toBe(
      ErrorCode.LINK_EXPIRED,
    );
  });
});

describe('open-API credentials', () => {
  const reveal = (user: { token: string; password: string }) => ({
    method: 'POST' as const,
    url: '/v1/api/apiauth/get',
    headers: bearer(user),
    payload: { password: user.password },
  });

  it('creates both key pairs on first use, shows the same pairs after, and rotates one', async () => {
    await using ctx = await appWithOutbox();
    const { app } = ctx;
    const user = await signupAndLogin(app);
    const first = (await app.inject(reveal(user))).json();
    const pair = {
      apiKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      apiSecret: expect.stringMatching(/^[0-9a-f]{48}$/),
    };
    expect(first).toMatchObject({ code: 0, data: { robot: pair, openApi: pair } });
    expect(first.data.robot.apiKey).not.toBe(first.data.openApi.apiKey);
    const again = (await app.inject(reveal(user))).json();
    expect(again.data).toEqual(first.data);
    const rotated = (
      await app.inject({
        ...reveal(user),
        url: '/v1/api/apiauth/reset',
        payload: { password: user.password, kind: 'robot' },
      })
    ).json();
    expect(rotated.data.apiKey).not.toBe(first.data.robot.apiKey);
    expect(rotated.data.apiSecret).not.toBe(first.data.robot.apiSecret);
    expect((await app.inject(reveal(user))).json().data.openApi).toEqual(first.data.openApi);
    const events = (await auditRepository(app.db.kysely).listForUser(user.userId)).map((e) => e.event);
    expect(events).toContain('api_key_rotated');
  });

  it('gives each user their own pairs and needs a session', async () => {
    await using ctx = await appWithOutbox();
    const { app } = ctx;
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const a = (await app.inject(reveal(alice))).json().data;
    const b = (await app.inject(reveal(bob))).json().data;
    expect(a.robot.apiKey).not.toBe(b.robot.apiKey);
    expect((await app.inject({ ...reveal(bob), url: `/v1/api/apiauth/get?userId=${alice.userId}` })).json().code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(
      (
        await app.inject({ method: 'POST', url: '/v1/api/apiauth/reset', payload: { password: 'x', kind: 'robot' } })
      ).json().code,
    ).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('feedback', () => {
  it('stores feedback of the logged-in user and refuses empty or huge text', async () => {
    await using ctx = await appWithOutbox();
    const { app } = ctx;
    const user = await signupAndLogin(app);
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/v1/api/feedback', headers: bearer(user), payload });
    expect((await send({ content: '  希望支持企业微信  ', contact: 'qq 123' })).json()).toMatchObject({
      code: 0,
      msg: '感谢你的反馈',
    });
    expect((await send({ content: '   ' })).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await send({ content: 'x'.repeat(2001) })).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    const rows = await app.db.kysely.selectFrom('feedback').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: user.userId, content: '希望支持企业微信', contact: 'qq 123' }),
    ]);
  });
});
