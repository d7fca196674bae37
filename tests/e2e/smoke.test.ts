import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('the server answers the walking skeleton over HTTP', () => {
  it('redirects / to the login page', async () => {
    const res = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/weassit/login');
  });

  it('returns the console HTML for a deep link', async () => {
    const res = await fetch(`${baseUrl}/weassit/some/deep/path`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/weassit\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('answers health with code 0 and unknown API paths with a non-zero envelope', async () => {
    const health = await (await fetch(`${baseUrl}/v1/api/health`)).json();
    // Anonymous callers learn the status only.
    expect(health).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ok' } });
    const nope = await fetch(`${baseUrl}/v1/api/nope`);
    expect(nope.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await nope.json()) as { code: number; msg: unknown };
    expect(body.code).not.toBe(0);
    expect(typeof body.msg).toBe('string');
  });
});

describe('the console in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` and collects console errors, page errors and failed requests. */
  async function open(path: string): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()}`));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { page, problems };
  }

  it('renders the login page from / with no console errors', async () => {
    const { page, problems } = await open('/');
    expect(new URL(page.url()).pathname).toBe('/weassit/login');
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await expect.poll(() => page.title()).toBe('登录 - 智能微秘书');
    await page.getByRole('status').filter({ hasText: '服务正常' }).waitFor();
    // The theme and the reset reached the page: the body uses the Chinese font stack, the button the brand colour.
    const styles = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      margin: getComputedStyle(document.body).margin,
      button: getComputedStyle(document.querySelector('button[type="submit"]') as Element).backgroundColor,
      card: getComputedStyle(document.querySelector('section') as Element).backgroundColor,
    }));
    expect(styles).toEqual({
      font: expect.stringMatching(/^"PingFang SC"/),
      margin: '0px',
      button: 'rgb(26, 86, 219)',
      card: 'rgb(255, 255, 255)',
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no axe violations on the login page', async () => {
    const { page } = await open('/weassit/login');
    await page.getByRole('status').filter({ hasText: '服务正常' }).waitFor();
    // Evaluated through the debugging protocol: the console's CSP (rightly) refuses an injected inline script.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const { axe } = globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } };
      const result = await axe.run();
      return result.violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('sends an unknown console path to the 404 page', async () => {
    const { page, problems } = await open('/weassit/no/such/page');
    await page.getByRole('heading', { name: /页面不存在/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/weassit/404');
    await page.getByRole('link', { name: '返回登录页' }).click();
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
