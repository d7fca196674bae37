import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { watchCspViolations } from './csp-violations.ts';
import { admin, baseUrl, createUser, newUser, openPage, submitLogin } from './helpers.ts';

// A 1×1 PNG: the server sniffs the bytes, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The real console under the server's Content-Security-Policy: nothing it does on its pages is refused. */
describe('the Content-Security-Policy', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('csp');
  /** CSP violations, as they happen. */
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    // vip: the sidebar shows every area, so the pages below are all reachable.
    admin('role', owner.email, 'vip');
    page = await openPage(browser);
    await watchCspViolations(page, violations);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses an inline script and reports it, so a quiet page below means a clean one', async () => {
    await page.goto(`${baseUrl}/weassit/login`);
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    // Both channels report it: the page's event and Chromium's console message.
    await expect.poll(() => violations.length).toBe(2);
    expect(violations).toContain('script-src-elem refused inline');
    expect(violations.filter((text) => /Content[- ]Security[- ]Policy/i.test(text))).toHaveLength(1);
    expect(await page.title()).not.toBe('injected');
    violations.length = 0;
  });

  // A walk through eight pages and an upload: longer than one page's default test time.
  it('reports nothing from log-in through the dashboard, settings, contacts, materials and docs', {
    timeout: 120_000,
  }, async () => {
    const response = await page.goto(`${baseUrl}/weassit/login`);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    await submitLogin(page, owner);
    await page.waitForURL(/\/weassit\/dashboard\/main$/);
    await page.getByRole('navigation').first().waitFor();
    // react-aria's own <style> element (its pressable widgets add it; the login form is native) is allowed by
    // its hash: its rule is in force.
    const pressableRules = await page.evaluate(
      () => (document.getElementById('react-aria-pressable-style') as HTMLStyleElement | null)?.sheet?.cssRules.length,
    );
    expect(pressableRules).toBe(1);
    expect(violations).toEqual([]);

    const visits: [string, string][] = [
      ['/wechat/index', '基础配置'],
      ['/contact/list', '好友列表'],
      ['/group/room', '群列表'],
      ['/material/word', '文字素材'],
      ['/docs/about', ''],
    ];
    for (const [path, heading] of visits) {
      await page.goto(`${baseUrl}/weassit${path}`);
      if (heading) await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(violations, path).toEqual([]);
    }

    // A dialog (overlay, focus trap, scroll lock) and an upload with its preview and request.
    await page.goto(`${baseUrl}/weassit/material/file`);
    await page.getByRole('heading', { name: '文件素材', level: 1 }).waitFor();
    await page.getByRole('button', { name: '添加素材' }).first().click();
    const dialog = page.getByRole('dialog', { name: '添加素材' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: '删除 pixel.png' }).waitFor();
    // The form has an unsaved upload: closing asks first (the confirm is a dialog of its own, checked too).
    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: '放弃未保存的修改？' })
      .getByRole('button', { name: '放弃修改' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    expect(violations).toEqual([]);
  });
});
