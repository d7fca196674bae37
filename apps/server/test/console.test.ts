import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from './helper.ts';

/** A console build folder shaped like Vite's output. */
function consoleBuild(): string {
  const dir = tempDir('weassit-console-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  // Hidden source maps, as the build writes them: next to the chunks, never linked from them.
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  fs.writeFileSync(path.join(dir, 'stray.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  return dir;
}

/** The headers of an answer that must match between GET and HEAD (the date moves on). */
function comparable(headers: Record<string, unknown>) {
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('serving the console', () => {
  it('redirects / to the login page', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/weassit/login');
  });

  it('keeps the query string on those redirects, so an invite link /?r=… keeps its code', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    expect((await app.inject({ method: 'GET', url: '/?r=abc123' })).headers.location).toBe('/weassit/login?r=abc123');
    expect((await app.inject({ method: 'GET', url: '/weassit?r=x' })).headers.location).toBe('/weassit/?r=x');
  });

  it.each(['/weassit/', '/weassit/login', '/weassit/some/deep/path', '/weassit/dashboard?x=1'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const app = await build({ consoleDir: consoleBuild() });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('answers /weassit/home with the prerendered landing page when the build has one, index.html otherwise', async () => {
    const dir = consoleBuild();
    const withoutHome = await build({ consoleDir: dir });
    expect((await withoutHome.inject({ method: 'GET', url: '/weassit/home' })).body).toContain('<div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'home.html'), '<!doctype html><title>landing</title><h1>智能微秘书</h1>');
    const app = await build({ consoleDir: dir });
    for (const url of ['/weassit/home', '/weassit/home?r=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>智能微秘书</h1>');
    }
    // Other pages are still the app.
    expect((await app.inject({ method: 'GET', url: '/weassit/docs/about' })).body).toContain('<div id="root"></div>');
  });

  it('redirects /weassit to /weassit/', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await app.inject({ method: 'GET', url: '/weassit' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/weassit/');
  });

  it('serves hashed assets with a long, immutable cache and other files without', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const asset = await app.inject({ method: 'GET', url: '/weassit/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/weassit/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await app.inject({ method: 'GET', url: '/weassit/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers HEAD on console routes, redirects, health and static files as it answers GET, without a body', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const urls = [
      '/weassit/login',
      '/weassit/some/deep/path?x=1',
      '/weassit/',
      '/weassit',
      '/',
      '/v1/api/health',
      '/weassit/assets/index-abc123.js',
      '/weassit/favicon.svg',
    ];
    for (const url of urls) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(get.statusCode, url).toBeLessThan(400);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(comparable(head.headers), url).toEqual(comparable(get.headers));
      expect(head.body, url).toBe('');
    }
  });

  it.each(['/weassit/assets/index-abc123.js.map', '/weassit/stray.js.map'])(
    'never serves the source map %s',
    async (url) => {
      const app = await build({ consoleDir: consoleBuild() });
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('sources');
      }
    },
  );

  it('does not serve files outside the console folder', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await app.inject({ method: 'GET', url: '/weassit/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('says how to build the console when it is not built, and the API still works', async () => {
    const app = await build({ consoleDir: tempDir('weassit-empty-') });
    const page = await app.inject({ method: 'GET', url: '/weassit/login' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
    expect(health.json().code).toBe(0);
  });
});
