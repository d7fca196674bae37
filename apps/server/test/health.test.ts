import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

describe('GET /v1/api/health', () => {
  it('answers code 0 with the database kind and version', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
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
