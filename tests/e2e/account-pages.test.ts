import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, consolePath, createUser, mailedLinks, newUser, openPage, submitLogin } from './helpers.ts';

/** The account pages with the real server's mails (DATA_DIR/outbox.jsonl without SMTP). */
describe('account pages', () => {
  let browser: Browser;
  const user = newUser('account');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(user, { withConfig: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('activates the e-mail from the mailed link', async () => {
    const [link] = mailedLinks(user.email).filter((url) => url.includes('/activeemail'));
    expect(link).toBeDefined();
    const page = await openPage(browser);
    await page.goto(link as string);
    await page.getByText('邮箱已激活，请登录').waitFor();
    await page.getByRole('link', { name: '去登录' }).click();
    await page.waitForURL(/\/weassit\/login$/);
    // The link works once.
    await page.goto(link as string);
    await page.getByText('激活失败：链接无效或已过期。').waitFor();
    await page.context().close();
  });

  it('resets the password from the login page through the mailed link', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/weassit/login`);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL(/\/weassit\/password-forget$/);
    await expect.poll(() => page.title()).toBe('忘记密码 - 智能微秘书');
    // Validation first: an invalid address is refused on the page.
    await page.getByRole('textbox', { name: '邮箱' }).fill('not-an-address');
    await page.getByRole('button', { name: '发送重置邮件' }).click();
    await page.getByText('邮箱格式不正确').waitFor();
    await page.getByRole('textbox', { name: '邮箱' }).fill(user.email);
    await page.getByRole('button', { name: '发送重置邮件' }).click();
    await page.getByText('如果该邮箱已注册，重置密码的邮件已发送').waitFor();

    const [link] = mailedLinks(user.email).filter((url) => url.includes('/reset-psd'));
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.getByText(/为 .+ 设置新密码/).waitFor();
    const field = page.getByRole('textbox', { name: '新密码' });
    await field.fill('short');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码至少 8 位').waitFor();
    await field.fill('a-brand-new-secret');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.waitForURL(/\/weassit\/login$/);
    await page.getByText('密码已重置，请使用新密码登录').waitFor();

    // The old password no longer works; the new one does.
    expect((await api('POST', '/login', { email: user.email, password: user.password })).code).not.toBe(0);
    await submitLogin(page, { ...user, password: 'a-brand-new-secret' });
    await page.waitForURL(/\/weassit\/dashboard\/main$/);
    expect(consolePath(page)).toBe('/dashboard/main');
    await page.context().close();
  });

  it('says when a reset link is unknown', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/weassit/reset-psd?token=${'x'.repeat(32)}`);
    await page.getByText('链接无效或已过期', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: '重新发送重置邮件' }).waitFor();
    await page.goto(`${baseUrl}/weassit/reset-psd`);
    await page.getByRole('link', { name: '重新发送重置邮件' }).waitFor();
    await page.context().close();
  });
});
