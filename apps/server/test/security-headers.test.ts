import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { contentSecurityPolicy } from '../src/lib/content-security-policy.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { issueToken, postUpload, sample, uploadParts } from './fixtures/uploads/form.ts';
import { build, tempDir } from './helper.ts';

function consoleBuild(): string {
  const dir = tempDir('weassit-console-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** The policy as a map of directive name to its sources. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('puts the policy on the console page, its assets, API answers and API errors', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const user = await signupAndLogin(app);
    const answers = {
      page: await app.inject({ method: 'GET', url: '/weassit/login' }),
      root: await app.inject({ method: 'GET', url: '/weassit/' }),
      asset: await app.inject({ method: 'GET', url: '/weassit/assets/index-abc123.js' }),
      api: await app.inject({ method: 'POST', url: '/v1/api/user/info', headers: bearer(user), payload: {} }),
      health: await app.inject({ method: 'GET', url: '/v1/api/health' }),
      apiError: await app.inject({ method: 'GET', url: '/v1/api/no-such-route' }),
      refused: await app.inject({ method: 'POST', url: '/v1/api/user/info', payload: {} }),
    };
    expect(answers.page.statusCode).toBe(200);
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.api.json().code).toBe(0);
    expect(answers.apiError.statusCode).toBe(404);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('form-action'), name).toEqual(["'self'"]);
    }
  });

  it('allows no inline script or style element, only the known runtime styles by hash', () => {
    const csp = directives(contentSecurityPolicy(loadConfig({})));
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain("'unsafe-inline'");
    }
    expect(csp.get('style-src')?.[0]).toBe("'self'");
    expect(csp.get('style-src')?.slice(1)).toEqual([
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets images, media and uploads reach the origins the configuration names, and nothing from the request', async () => {
    const config = loadConfig({
      PUBLIC_URL: 'http://console.example.com:8080/',
      FILES_PUBLIC_URL: 'http://files.example.com/f',
      UPLOAD_PUBLIC_URL: 'https://up.example.com/upload',
      S3_ENDPOINT: 'http://minio.local:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const csp = directives(contentSecurityPolicy(config));
    const files = ['http://console.example.com:8080', 'http://files.example.com', 'http://minio.local:9000'];
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'https:', ...files]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', ...files]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://console.example.com:8080', 'https://up.example.com']);

    const withPublicBucket = loadConfig({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'http://cdn.example.com/media/',
    });
    expect(directives(contentSecurityPolicy(withPublicBucket)).get('media-src')).toEqual([
      "'self'",
      'blob:',
      'http://cdn.example.com',
    ]);

    const app = await build({ consoleDir: consoleBuild(), uploads: config.uploads, publicUrl: config.publicUrl });
    const res = await app.inject({
      method: 'GET',
      url: '/weassit/login',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain('http://files.example.com');
    expect(policy).not.toContain('evil');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const https = await build({ consoleDir: consoleBuild(), publicUrl: 'https://console.example.com' });
    for (const url of ['/weassit/login', '/weassit/assets/index-abc123.js', '/v1/api/health']) {
      const res = await https.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
    const http = await build({ consoleDir: consoleBuild(), publicUrl: 'http://console.example.com' });
    const res = await http.inject({ method: 'GET', url: '/weassit/login' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps the sandbox policy on uploaded files and serves them as stored, never compressed', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const user = await signupAndLogin(app);
    const { token, keyPrefix } = await issueToken(app, user);
    const text = sample.text('价格表 price list\n'.repeat(2000));
    const uploaded = await postUpload(app, uploadParts(token, `${keyPrefix}notes.txt`, text));
    expect(uploaded.json().code).toBe(0);
    const file = await app.inject({
      method: 'GET',
      url: new URL(uploaded.json().data.url).pathname,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(text)).toBe(true);
  });
});
