import { describe, expect, it } from 'vitest';
import { freshDatabase } from './helper.ts';
import { lastLinkToken } from './outbox.ts';
import { databaseEnv, startServer, waitForUrl } from './process-helper.ts';

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

/**
 * Every account and robot-config endpoint over real HTTP, against the server process `npm start` runs (and, in
 * the PostgreSQL pass, on PostgreSQL).
 */
describe('the account and config API over real HTTP', () => {
  it('answers every endpoint of a user journey', async () => {
    const target = await freshDatabase();
    const server = startServer({ PORT: '0', ...databaseEnv(target) });
    const base = await waitForUrl(server);
    let token = '';
    const call = async (method: 'GET' | 'POST', path: string, body?: object): Promise<Envelope> => {
      const res = await fetch(`${base}/v1/api${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      return (await res.json()) as Envelope;
    };
    const expectOk = async (method: 'GET' | 'POST', path: string, body?: object) => {
      const envelope = await call(method, path, body);
      expect(envelope, `${method} ${path}`).toMatchObject({ code: 0 });
      return envelope.data;
    };

    const email = 'journey@example.com';
    await expectOk('POST', '/signup', {
      name: '旅程',
      email,
      password: 'journey password',
      codeType: 2,
      code: '',
      inviteCode: '',
    });
    await expectOk('GET', `/auth_email?token=${lastLinkToken(target.dataDir, email)}`);
    const login = await expectOk('POST', '/login', { email, password: 'journey password', codeType: 1, code: '' });
    token = String(login?.token);
    const userId = String(login?.userId);
    expect(await expectOk('POST', '/user/info', { userId })).toMatchObject({ userId, role: 'user' });
    expect(await expectOk('GET', '/verify')).toEqual({ userId });

    expect(await expectOk('GET', `/wechat/config?userId=${userId}`)).toBeNull();
    const saved = await expectOk('POST', '/wechat/config/update', {
      userId,
      config: JSON.stringify({ autoReply: true }),
    });
    await expectOk('POST', '/wechat/config/update', { userId, config: '{}', id: saved?.id, version: saved?.version });
    await expectOk('POST', '/wechat/worker/setverifycode', { userId, verifyCode: '778899', id: saved?.id });
    expect(await expectOk('GET', '/wechat/config')).toMatchObject({ version: 2, verifyCode: '778899' });
    expect(await expectOk('GET', '/wechat/status')).toMatchObject({ status: 1, online: false, qrUrl: '' });
    await expectOk('POST', '/wechat/clear', {});

    const keys = await expectOk('POST', '/apiauth/get', { password: 'journey password' });
    const openApi = await expectOk('POST', '/apiauth/reset', { password: 'journey password', kind: 'openApi' });
    expect(openApi).not.toEqual(keys?.openApi);
    await expectOk('POST', '/feedback', { content: '很好用' });

    const ticket = await expectOk('GET', '/mini/login/qrcode');
    await expectOk('POST', '/mini/login/approve', { id: ticket?.id });
    const qr = await expectOk('GET', `/mini/login/qrcode/check?id=${ticket?.id}&secret=${ticket?.secret}`);
    expect(qr).toMatchObject({ status: 'approved', userId });

    const sessions = (await expectOk('GET', '/user/sessions')) as unknown as { id: string; current: boolean }[];
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    await expectOk('POST', '/user/password', {
      currentPassword: 'journey password',
      newPassword: 'changed journey password',
    });
    await expectOk('POST', '/logout', {});
    expect((await call('POST', '/user/info', {})).code).toBe(40004);
    token = '';
    await expectOk('POST', '/sendreset', { email });
    const reset = lastLinkToken(target.dataDir, email);
    await expectOk('GET', `/checkresetpassword?token=${reset}`);
    await expectOk('POST', '/resetpassword', { token: reset, password: 'another journey password' });
    token = String((await expectOk('POST', '/login', { email, password: 'another journey password' }))?.token);
    await expectOk('POST', '/logout/all', { password: 'another journey password' });
    expect((await call('POST', '/user/info', {})).code).toBe(40004);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
