import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, consolePath, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet } from './robot-api.ts';

/** 定制中心 (/custom, child gptChat 多模态GPT) against the real server and the built console. */
describe('the custom centre', () => {
  let browser: Browser;
  const user = newUser('custom');

  const token = async () =>
    (await api<{ token: string }>('POST', '/login', { email: user.email, password: user.password })).data.token;

  beforeAll(async () => {
    await createUser(user, { withConfig: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const menuOf = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

  it('is refused without the custom entitlement: no menu entry, the page is not found, the server says no', async () => {
    const page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, user);
    await menuOf(page).getByRole('link', { name: '首页' }).waitFor();
    expect(await menuOf(page).getByText('定制中心').count()).toBe(0);

    await page.goto(`${baseUrl}/weassit/custom/gptChat`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    expect(consolePath(page)).not.toMatch(/custom/);
    expect(await page.getByRole('form', { name: '多模态GPT定制配置' }).count()).toBe(0);

    expect(await api('GET', '/wechat/custom', undefined, await token())).toMatchObject({
      code: 40300,
      msg: '你没有开通定制中心',
    });
    await page.context().close();
  });

  it('opens with the entitlement; the keyword groups are checked, saved and kept', async () => {
    admin('custom', user.email, 'gptChat');
    const page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, user);
    // The centre has one child: its menu entry is a plain link, /custom opens /custom/gptChat.
    await menuOf(page).getByRole('link', { name: '定制中心' }).click();
    await page.waitForURL(/\/custom\/gptChat$/);
    await page.getByRole('heading', { name: '多模态GPT', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: '多模态GPT定制配置' });
    await form.getByText(/还没有关键词组/).waitFor();

    await form.getByRole('button', { name: '添加关键词组' }).click();
    const save = form.getByRole('button', { name: '保存' });
    await save.click();
    await form.getByText('请至少输入一个关键词').waitFor();
    const first = form.getByRole('textbox', { name: /关键词组 1/ });
    await first.fill('画图');
    await first.press('Enter');
    await form.getByRole('button', { name: '添加关键词组' }).click();
    const second = form.getByRole('textbox', { name: /关键词组 2/ });
    await second.fill('画图');
    await second.press('Enter');
    await form.getByText('关键词“画图”重复了，每个关键词只能出现一次').waitFor();
    await second.press('Backspace');
    await second.fill('识图');
    await second.press('Enter');
    await save.click();
    await page.getByText('更新成功').first().waitFor();

    const session = await token();
    const stored = async () => (await api<{ config: unknown }>('GET', '/wechat/custom', undefined, session)).data;
    expect((await stored()).config).toEqual({ privateKeywords: [{ keywords: ['画图'] }, { keywords: ['识图'] }] });

    // Kept across a reload, and editable again.
    await page.reload();
    await form.getByRole('textbox', { name: /关键词组 2/ }).waitFor();
    await form.getByText('识图').waitFor();
    await form.getByRole('button', { name: '删除关键词组 1' }).click();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').first().waitFor();
    await expect.poll(async () => (await stored()).config).toEqual({ privateKeywords: [{ keywords: ['识图'] }] });
    await page.context().close();
  });

  it('is not part of the robot config: the robot plugin does not read the custom config', async () => {
    const session = await token();
    const keys = (await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: user.password }, session)).data
      .robot;
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    expect(body.data.config).not.toContain('privateKeywords');
  });

  it('is refused again once the entitlement is withdrawn', async () => {
    admin('custom', user.email, '');
    expect(await api('GET', '/wechat/custom', undefined, await token())).toMatchObject({ code: 40300 });
    const page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, user);
    await page.goto(`${baseUrl}/weassit/custom/gptChat`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await page.context().close();
  });
});
