import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggableUrl } from '../src/lib/loggable-url.ts';
import { signedParams } from '../src/lib/signature.ts';
import { apiCredentialsRepository } from '../src/repositories/api-credentials.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import { lastLinkToken } from './outbox.ts';

/** An app whose log lines (JSON, info and up, as in production) are collected. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = await testConfig();
  const app = await buildApp(config, { logger: { level: 'info', stream } });
  return { app, config, log: () => lines.join(''), [Symbol.asyncDispose]: () => app.close() };
}

describe('the access log', () => {
  it('never records the secrets that travel in query strings', async () => {
    await using ctx = await appWithLog();
    const { app, config } = ctx;
    const user = await signupAndLogin(app);
    const activation = lastLinkToken(config.dataDir, user.email);
    await app.inject({ method: 'POST', url: '/v1/api/sendreset', payload: { email: user.email } });
    const reset = lastLinkToken(config.dataDir, user.email);
    const qr = (await app.inject({ method: 'GET', url: '/v1/api/mini/login/qrcode' })).json().data;
    const keys = await robotKeysOf(app, user.userId);

    const secrets = [activation, reset, qr.secret, keys.apiKey];
    await app.inject({ method: 'GET', url: `/v1/api/checkresetpassword?token=${reset}` });
    await app.inject({ method: 'GET', url: `/v1/api/auth_email?token=${activation}` });
    await app.inject({ method: 'GET', url: `/v1/api/mini/login/qrcode/check?id=${qr.id}&secret=${qr.secret}` });
    // The console pages the mailed links open.
    await app.inject({ method: 'GET', url: `/weassit/reset-psd?token=${reset}` });
    // A signed robot call, as the plugin sends it: apiKey, timestamp, nonce and sign in the query.
    const signed = signedParams({ heartBeat: 'live' }, keys);
    const query = new URLSearchParams(Object.entries(signed).map(([k, v]): [string, string] => [k, String(v)]));
    const heart = await app.inject({ method: 'GET', url: `/open/v1/api/wechat/heart?${query}` });
    expect(heart.json().code).toBe(200);
    secrets.push(String(signed.sign));

    const log = ctx.log();
    const requests = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // What is logged still says which route and which parameters.
    expect(requests).toContainEqual(
      expect.objectContaining({
        route: '/v1/api/mini/login/qrcode/check',
        url: '/v1/api/mini/login/qrcode/check?id=…&secret=…',
        statusCode: 200,
      }),
    );
  });
});

describe('loggableUrl', () => {
  it('keeps the path and the parameter names, never a value', () => {
    expect(loggableUrl('/v1/api/health')).toBe('/v1/api/health');
    expect(loggableUrl('/a?token=s3cret&page=2&flag&&=x')).toBe('/a?token=…&page=…&flag=…&=…');
    expect(loggableUrl('/a?')).toBe('/a?');
  });
});

/** The user's robot key pair, straight from the database (how the console shows it is not under test here). */
async function robotKeysOf(app: Awaited<ReturnType<typeof buildApp>>, userId: string) {
  const row = await apiCredentialsRepository(app.db.kysely).getOrCreate(userId, Date.now());
  return { apiKey: row.api_key, apiSecret: row.api_secret };
}
