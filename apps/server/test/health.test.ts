import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';

describe('GET /v1/api/health', () => {
  it('tells an anonymous caller its status and nothing else', async () => {
    const app = await build();
    for (const headers of [{}, { authorization: 'Bearer not-a-session-token' }]) {
      const res = await app.inject({ method: 'GET', url: '/v1/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      // No version, database or uptime: they help an attacker and tell a health check nothing.
      expect(res.json()).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ok' } });
    }
  });

  it('tells a logged-in caller the database kind, version and uptime', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const res = await app.inject({ method: 'GET', url: '/v1/api/health', headers: bearer(user) });
    expect(res.json().data).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptimeSeconds: expect.any(Number),
    });
  });

  it('answers an error envelope, not a crash, when the database is gone', async () => {
    const app = await build();
    await app.db.kysely.destroy();
    const res = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ErrorCode.INTERNAL, msg: expect.any(String), data: null });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('unknown API paths', () => {
  it.each(['/v1/api/nope', '/v1/api/nope/deeper?x=1', '/v1/api'])(
    '%s answers a JSON envelope with 40400',
    async (url) => {
      const app = await build();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    },
  );

  it('/open/v1/api/nope answers the robot envelope (HTTP 200, JSON, code 404): robots crash on anything else', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/open/v1/api/nope' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 404, data: {} });
  });

  it('answers the envelope for other methods too', async () => {
    const app = await build();
    const res = await app.inject({ method: 'DELETE', url: '/v1/api/health' });
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});
