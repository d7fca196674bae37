import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, consolePath, createUser, logIn, newUser, openPage, type TestUser } from './helpers.ts';

type KeyPair = { apiKey: string; apiSecret: string };

/** The account page: change the password, end a session, log out everywhere — across two browsers. */
describe('account security', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openAccountPage(page: Page): Promise<void> {
    await page.getByRole('link', { name: '账号安全' }).click();
    await page.waitForURL(/\/weassit\/account\/security$/);
    await page.getByRole('heading', { name: '账号安全', level: 1 }).waitFor();
  }

  const sessionRows = (page: Page) => page.getByRole('list', { name: '登录设备列表' }).getByRole('listitem');

  /** A browser whose session has ended lands on the login page at its next page load. */
  async function expectLoggedOut(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/weassit/dashboard/main`);
    await page.waitForURL(/\/weassit\/login/);
    expect(consolePath(page)).toMatch(/^\/login/);
  }

  async function twoBrowsers(user: TestUser): Promise<[Page, Page]> {
    const laptop = await openPage(browser);
    await logIn(laptop, user);
    const here = await openPage(browser);
    await logIn(here, user);
    return [here, laptop];
  }

  it('changes the password with the current one, which logs the other browser out', async () => {
    const user = newUser('security');
    await createUser(user, { withConfig: true });
    const [page, laptop] = await twoBrowsers(user);
    await openAccountPage(page);
    // Header row, this browser, the laptop.
    await expect.poll(() => sessionRows(page).count()).toBe(2);
    await page.getByText('当前设备', { exact: true }).waitFor();

    const form = page.getByRole('form', { name: '修改密码' });
    await form.getByRole('textbox', { name: '当前密码' }).fill('not my password');
    await form.getByRole('textbox', { name: '新密码', exact: true }).fill('a-changed-secret');
    await form.getByRole('textbox', { name: '确认新密码' }).fill('a-changed-secret');
    await form.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('密码不正确').first().waitFor();
    await form.getByRole('textbox', { name: '当前密码' }).fill(user.password);
    await form.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('密码已修改，其他设备上的登录已退出').first().waitFor();
    await expect.poll(() => sessionRows(page).count()).toBe(1);

    await expectLoggedOut(laptop);
    const old = await api('POST', '/login', { email: user.email, password: user.password });
    expect(old.code).toBe(40100);
    const fresh = await api('POST', '/login', { email: user.email, password: 'a-changed-secret' });
    expect(fresh.code).toBe(0);
    await page.context().close();
    await laptop.context().close();
  });

  it('ends one other session after a confirmation', async () => {
    const user = newUser('sessions');
    await createUser(user, { withConfig: true });
    const [page, laptop] = await twoBrowsers(user);
    await openAccountPage(page);
    await expect.poll(() => sessionRows(page).count()).toBe(2);
    await page.getByRole('button', { name: /^退出 / }).click();
    const confirm = page.getByRole('alertdialog', { name: '退出该设备' });
    await confirm.getByRole('button', { name: '退出', exact: true }).click();
    await page.getByText('已退出该设备上的登录').first().waitFor();
    await expect.poll(() => sessionRows(page).count()).toBe(1);
    await expectLoggedOut(laptop);
    await page.context().close();
    await laptop.context().close();
  });

  it('logs out everywhere with the password: both browsers end and the robot key is replaced', async () => {
    const user = newUser('everywhere');
    await createUser(user, { withConfig: true });
    const robotKey = async () => {
      const login = await api<{ token: string }>('POST', '/login', { email: user.email, password: user.password });
      const keys = await api<{ robot: KeyPair }>('POST', '/apiauth/get', { password: user.password }, login.data.token);
      await api('POST', '/logout', {}, login.data.token);
      return keys.data.robot;
    };
    const before = await robotKey();
    const [page, laptop] = await twoBrowsers(user);
    await openAccountPage(page);

    await page.getByRole('button', { name: '退出所有设备' }).click();
    const prompt = page.getByRole('dialog', { name: '退出所有设备' });
    // Cancelling changes nothing.
    await prompt.getByRole('button', { name: '取消' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '退出所有设备' }).click();
    await prompt.getByRole('textbox', { name: '登录密码' }).fill(user.password);
    await prompt.getByRole('button', { name: '退出所有设备' }).click();

    await page.waitForURL(/\/weassit\/login$/);
    await page.getByText('已退出所有设备，请重新登录').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('weassit_token'))).toBeNull();
    await expectLoggedOut(laptop);
    const after = await robotKey();
    expect(after.apiKey).not.toBe(before.apiKey);
    await page.context().close();
    await laptop.context().close();
  });
});
