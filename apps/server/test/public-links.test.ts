import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { linkOrigin, listenOrigin } from '../src/lib/public-origin.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { multipartForm, sample, uploadParts } from './fixtures/uploads/form.ts';
import { testConfig } from './helper.ts';
import { readOutbox } from './outbox.ts';

/** Everything a client can say about the host it thinks it reached, all pointing at the attacker's site. */
const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function appWith(overrides = {}) {
  // Even with a trusted proxy in front, the forwarded host must not reach a link.
  const config = await testConfig({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, ...overrides });
  const app = await buildApp(config, { logger: false });
  return { app, config, [Symbol.asyncDispose]: () => app.close() };
}

const signup = (app: Awaited<ReturnType<typeof appWith>>['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/api/signup',
    headers: EVIL,
    payload: { name: '受害者', email, password: 'long enough password' },
  });

describe('links handed out come from the configuration, never from the request', () => {
  it('reset and activation mails requested with Host: evil.example point at the listen address', async () => {
    await using ctx = await appWith();
    const { app, config } = ctx;
    expect((await signup(app, 'victim@example.com')).json().code).toBe(0);
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/api/sendreset',
      headers: EVIL,
      payload: { email: 'victim@example.com' },
    });
    expect(sent.json().code).toBe(0);
    const mails = readOutbox(config.dataDir);
    expect(mails.map((m) => m.subject)).toEqual(['激活你的智能微秘书账号', '重置你的智能微秘书密码']);
    expect(mails[0]?.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/weassit\/activeemail\?token=/);
    expect(mails[1]?.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/weassit\/reset-psd\?token=/);
    expect(JSON.stringify(mails)).not.toContain('evil.example');
  });

  it('uses PUBLIC_URL when set, whatever the Host', async () => {
    await using ctx = await appWith({ publicUrl: 'https://console.example.com' });
    const { app, config } = ctx;
    await signup(app, 'victim@example.com');
    await app.inject({
      method: 'POST',
      url: '/v1/api/sendreset',
      headers: EVIL,
      payload: { email: 'victim@example.com' },
    });
    const links = readOutbox(config.dataDir).map((m) => m.link);
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link).toMatch(/^https:\/\/console\.example\.com\/weassit\/(activeemail|reset-psd)\?/);
  });

  it('over real HTTP, uses the port the server is bound to, not the Host header', async () => {
    await using ctx = await appWith({ host: '127.0.0.1', port: 0 });
    const { app, config } = ctx;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({ name: '受害者', email: 'victim@example.com', password: 'long enough password' });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/api/signup',
          headers: { ...EVIL, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(200);
    expect(readOutbox(config.dataDir)[0]?.link).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/weassit/activeemail\\?`),
    );
  });

  it('the scan-to-log-in QR code ignores the Host', async () => {
    await using ctx = await appWith();
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/api/mini/login/qrcode', headers: EVIL });
    expect(res.json().data.qrContent).toMatch(/^http:\/\/127\.0\.0\.1:8080\/weassit\/qr-login\?id=/);
  });

  it('upload token and upload answers carry configured URLs, not the Host', async () => {
    await using ctx = await appWith();
    const { app } = ctx;
    const user = await signupAndLogin(app);
    const token = await app.inject({
      method: 'GET',
      url: '/v1/api/material/token',
      headers: { ...bearer(user), ...EVIL },
    });
    const data = token.json().data;
    expect(data).toMatchObject({ uploadUrl: '/upload', fileBase: 'http://127.0.0.1:8080/files/' });
    const form = multipartForm(uploadParts(data.token, `${data.keyPrefix}photo.png`, sample.png(2_000)));
    const upload = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...form.headers, ...EVIL },
      payload: form.payload,
    });
    expect(upload.json().data.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/files\/public\//);
  });
});

describe('the link origin', () => {
  it('maps the wildcard listen addresses to the local machine and brackets IPv6', () => {
    expect(listenOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(listenOrigin('::', 8080)).toBe('http://localhost:8080');
    expect(listenOrigin('::1', 81)).toBe('http://[::1]:81');
    expect(listenOrigin('weassit.lan', 80)).toBe('http://weassit.lan:80');
    expect(linkOrigin({ publicUrl: 'https://console.example.com', host: '0.0.0.0', port: 1 })).toBe(
      'https://console.example.com',
    );
  });

  it('SMTP_URL without PUBLIC_URL refuses to start, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /^ {2}- PUBLIC_URL: required when SMTP_URL/m,
    );
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', PUBLIC_URL: 'https://console.example.com/' }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example.com',
      publicUrl: 'https://console.example.com',
    });
  });
});
