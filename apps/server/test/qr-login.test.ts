import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

async function ticket(app: App) {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/api/mini/login/qrcode',
    headers: { 'user-agent': 'DesktopBrowser/1.0' },
  });
  return res.json().data as { id: string; secret: string; qrContent: string; expiresAt: number };
}
const check = (app: App, id: string, secret: string) =>
  app.inject({ method: 'GET', url: `/v1/api/mini/login/qrcode/check?id=${id}&secret=${secret}` });

describe('scan to log in', () => {
  it('hands a session to the waiting page once the phone approves, exactly once', async () => {
    const app = await build();
    const phone = await signupAndLogin(app);
    const t = await ticket(app);
    expect(t.qrContent).toMatch(new RegExp(`/weassit/qr-login\\?id=${t.id}$`));
    expect((await check(app, t.id, t.secret)).json().data).toEqual({ status: 'pending' });

    const where = await app.inject({
      method: 'GET',
      url: `/v1/api/mini/login/request?id=${t.id}`,
      headers: bearer(phone),
    });
    expect(where.json().data).toMatchObject({ userAgent: 'DesktopBrowser/1.0', ip: expect.any(String) });
    const approve = await app.inject({
      method: 'POST',
      url: '/v1/api/mini/login/approve',
      headers: bearer(phone),
      payload: { id: t.id },
    });
    expect(approve.json().code).toBe(0);

    const done = (await check(app, t.id, t.secret)).json().data;
    expect(done).toMatchObject({ status: 'approved', userId: phone.userId, token: expect.any(String) });
    const info = await app.inject({
      method: 'POST',
      url: '/v1/api/user/info',
      headers: { authorization: `Bearer ${done.token}` },
    });
    expect(info.json().data.userId).toBe(phone.userId);
    expect((await check(app, t.id, t.secret)).json().data).toEqual({ status: 'consumed' });
  });

  it('needs the secret: whoever only saw the QR code gets nothing', async () => {
    const app = await build();
    const phone = await signupAndLogin(app);
    const t = await ticket(app);
    await app.inject({
      method: 'POST',
      url: '/v1/api/mini/login/approve',
      headers: bearer(phone),
      payload: { id: t.id },
    });
    const stolen = await check(app, t.id, 'not-the-secret');
    expect(stolen.json()).toMatchObject({ code: ErrorCode.LINK_EXPIRED, data: null });
  });

  it('expires after two minutes and approves only once', async () => {
    const app = await build();
    const phone = await signupAndLogin(app);
    const t = await ticket(app);
    const approve = () =>
      app.inject({ method: 'POST', url: '/v1/api/mini/login/approve', headers: bearer(phone), payload: { id: t.id } });
    expect((await approve()).json().code).toBe(0);
    expect((await approve()).json().code).toBe(ErrorCode.LINK_EXPIRED);

    const late = await ticket(app);
    await app.db.kysely
      .updateTable('qr_logins')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', late.id)
      .execute();
    expect((await check(app, late.id, late.secret)).json().data).toEqual({ status: 'expired' });
    const lateApprove = await app.inject({
      method: 'POST',
      url: '/v1/api/mini/login/approve',
      headers: bearer(phone),
      payload: { id: late.id },
    });
    expect(lateApprove.json().code).toBe(ErrorCode.LINK_EXPIRED);
  });

  it('approving needs a session', async () => {
    const app = await build();
    const t = await ticket(app);
    const res = await app.inject({ method: 'POST', url: '/v1/api/mini/login/approve', payload: { id: t.id } });
    expect(res.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
