import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/envelope.ts';
import { build } from './helper.ts';

/** An app with a few probe routes that exercise the error handler the way real routes will. */
async function appWithProbes() {
  const app = await build();
  app.post(
    '/v1/api/probe/echo',
    {
      schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } } },
    },
    async (request) => ({ code: 0, msg: 'ok', data: request.body }),
  );
  app.get('/v1/api/probe/refuse', async () => {
    throw new AppError(ErrorCode.CONFLICT, '数据已被修改');
  });
  app.get('/v1/api/probe/bug', async () => {
    throw new Error('secret internal detail');
  });
  return app;
}

describe('the error envelope', () => {
  it('answers malformed JSON with 10003 and HTTP 400', async () => {
    const app = await appWithProbes();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST, data: null });
  });

  it('drops U+0000 from a body, a query and a route parameter (PostgreSQL cannot store it)', async () => {
    const app = await build();
    const signup = await app.inject({
      method: 'POST',
      url: '/v1/api/signup',
      payload: { name: '零\u0000字', email: 'nul\u0000@example.com', password: 'correct horse battery' },
    });
    expect(signup.json()).toMatchObject({ code: 0 });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/api/login',
      payload: { email: 'nul@example.com', password: 'correct horse battery' },
    });
    expect(login.json()).toMatchObject({ code: 0 });
    const query = await app.inject({ method: 'GET', url: '/v1/api/mini/login/request?id=x%00' });
    expect(query.statusCode).toBeLessThan(500);
    const params = await app.inject({
      method: 'GET',
      url: '/v1/api/material/detail/a%00b',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(params.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('answers a missing field with 10001 and a wrong one with 10002', async () => {
    const app = await appWithProbes();
    const missing = await app.inject({ method: 'POST', url: '/v1/api/probe/echo', payload: {} });
    expect(missing.json()).toMatchObject({ code: ErrorCode.MISSING_PARAMETER });
    const tooLong = await app.inject({ method: 'POST', url: '/v1/api/probe/echo', payload: { name: '123456' } });
    expect(tooLong.json()).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
  });

  it('answers a 2 MB body with 41300 and HTTP 413', async () => {
    const app = await appWithProbes();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: ErrorCode.TOO_LARGE });
  });

  it('answers an unsupported media type with 10003 and HTTP 415', async () => {
    const app = await appWithProbes();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST });
  });

  it('keeps HTTP 200 for business refusals, with their code and message', async () => {
    const app = await appWithProbes();
    const res = await app.inject({ method: 'GET', url: '/v1/api/probe/refuse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: ErrorCode.CONFLICT, msg: '数据已被修改', data: null });
  });

  it('hides internal errors behind 50000', async () => {
    const app = await appWithProbes();
    const res = await app.inject({ method: 'GET', url: '/v1/api/probe/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: ErrorCode.INTERNAL, data: null });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('answers a malformed URL with the envelope', async () => {
    const app = await appWithProbes();
    const res = await app.inject({ method: 'GET', url: '/v1/api/probe/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST });
  });
});
