import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

interface ConfigRecord {
  id: string;
  config: string;
  version: number;
}

/** The basic config page (/wechat/index) against the real server: first save, edits, reload, kept fields. */
describe('the basic config page', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('wechatcfg');

  const token = () => page.evaluate(() => localStorage.getItem('weassit_token') ?? '');
  const form = () => page.getByRole('form', { name: '机器人基础配置' });
  const storedConfig = async () => {
    const res = await api<ConfigRecord | null>('GET', '/wechat/config', undefined, await token());
    expect(res.code).toBe(0);
    return res.data;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner);
    page = await openPage(browser);
    page.setDefaultTimeout(8_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates the config from the defaults for a new user', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/index`);
    await page.getByRole('heading', { name: '基础配置', level: 1 }).waitFor();
    await page.getByText('请先初始化配置文件', { exact: true }).waitFor();
    expect(await storedConfig()).toBeNull();
    await expect
      .poll(async () => form().getByRole('textbox', { name: '默认回复' }).inputValue(), { timeout: 8_000 })
      .toBe('我在呢');

    await form().getByRole('button', { name: '初始化配置' }).click();
    await page.getByText('更新成功').first().waitFor();
    await form().getByRole('button', { name: '保存' }).waitFor();
    expect(await form().getByRole('button', { name: '保存' }).isDisabled()).toBe(true);
    await page.getByText('请先初始化配置文件', { exact: true }).waitFor({ state: 'hidden' });

    const record = await storedConfig();
    expect(record?.version).toBe(1);
    const config = JSON.parse(record?.config ?? '{}');
    expect(config.defaultReply).toBe('我在呢');
    expect(config.preventLength).toBe(1000);
  });

  it('saves the reply and the Dify settings, shows them after a reload and keeps what it does not show', async () => {
    // Another page (or the robot's owner through the API) stored lists and a field this page knows nothing of.
    const before = await storedConfig();
    const extra = {
      ...JSON.parse(before?.config ?? '{}'),
      replyKeywords: [{ keywords: ['价格'], reg: 2, replys: [{ type: 1, content: '请看置顶公告' }] }],
      temperature: 0.7,
    };
    const seeded = await api(
      'POST',
      '/wechat/config/update',
      { config: JSON.stringify(extra), id: before?.id, version: before?.version },
      await token(),
    );
    expect(seeded.code).toBe(0);
    await page.goto(`${baseUrl}/weassit/wechat/index`);

    const reply = form().getByRole('textbox', { name: '默认回复' });
    await expect.poll(async () => reply.inputValue(), { timeout: 8_000 }).toBe('我在呢');
    await reply.fill('你好，我在的');
    const service = form().getByRole('button', { name: /AI 服务/ });
    await service.click();
    await page.getByRole('option', { name: 'Dify' }).click();
    await form().getByLabel('Dify API Key', { exact: true }).fill('app-e2e-token');
    await form().getByRole('textbox', { name: 'Dify 接口地址' }).fill('https://dify.example.com/v1');
    await form().getByText('Agent 应用', { exact: true }).click();
    await page.getByText('保存后机器人会自动更新配置').waitFor();
    await form().getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').first().waitFor();

    await page.reload();
    await expect
      .poll(async () => form().getByRole('textbox', { name: '默认回复' }).inputValue(), { timeout: 8_000 })
      .toBe('你好，我在的');
    expect(
      await form()
        .getByRole('button', { name: /AI 服务/ })
        .textContent(),
    ).toContain('Dify');
    expect(await form().getByLabel('Dify API Key', { exact: true }).inputValue()).toBe('app-e2e-token');
    expect(await form().getByRole('switch', { name: 'Agent 应用' }).isChecked()).toBe(true);

    const config = JSON.parse((await storedConfig())?.config ?? '{}');
    expect(config).toMatchObject({
      defaultReply: '你好，我在的',
      defaultBot: 8,
      dify_token: 'app-e2e-token',
      dify_baseUrl: 'https://dify.example.com/v1',
      difyAgent: true,
      temperature: 0.7,
      replyKeywords: extra.replyKeywords,
    });
    expect(config.eventKeywords).toHaveLength(2);
  });

  it('refuses a stale save and reloads the latest config', async () => {
    const before = await storedConfig();
    await page.reload();
    const reply = form().getByRole('textbox', { name: '默认回复' });
    await expect.poll(async () => reply.inputValue(), { timeout: 8_000 }).toBe('你好，我在的');
    // Another tab saves first.
    const other = await api(
      'POST',
      '/wechat/config/update',
      {
        config: JSON.stringify({ ...JSON.parse(before?.config ?? '{}'), defaultReply: '别处的修改' }),
        id: before?.id,
        version: before?.version,
      },
      await token(),
    );
    expect(other.code).toBe(0);
    await reply.fill('这一页的修改');
    await form().getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').filter({ hasText: '配置已在别处被修改，请重新加载' }).waitFor();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect
      .poll(async () => form().getByRole('textbox', { name: '默认回复' }).inputValue(), { timeout: 8_000 })
      .toBe('别处的修改');
  });

  it('asks before a menu link leaves unsaved changes; 继续编辑 stays, 放弃修改 leaves', async () => {
    await page.reload();
    const reply = form().getByRole('textbox', { name: '默认回复' });
    await expect.poll(async () => reply.inputValue(), { timeout: 8_000 }).toBe('别处的修改');
    await reply.fill('还没保存');
    const home = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' });

    await home.click();
    const ask = page.getByRole('alertdialog', { name: '放弃未保存的修改？' });
    await ask.getByRole('button', { name: '继续编辑' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/weassit/wechat/index');
    expect(await reply.inputValue()).toBe('还没保存');

    await home.click();
    await ask.getByRole('button', { name: '放弃修改' }).click();
    await page.waitForURL(/\/weassit\/dashboard\/main$/);
    expect(JSON.parse((await storedConfig())?.config ?? '{}').defaultReply).toBe('别处的修改');
  });

  it('saves the new friend messages, the parsed groups, a custom filter and a base URL, shown after a reload', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/index`);
    const reply = form().getByRole('textbox', { name: '默认回复' });
    await expect.poll(async () => reply.inputValue(), { timeout: 8_000 }).toBe('别处的修改');

    await form().getByRole('button', { name: '添加文字' }).click();
    await form().getByRole('textbox', { name: '第 1 条：文字' }).fill('你好，欢迎加我');
    await form().getByText('解析小程序卡片', { exact: true }).click();
    const groups = form().getByRole('combobox', { name: '解析小程序卡片的群' });
    await groups.fill('产品交流群');
    await groups.press('Enter');
    await form().getByText('开启内容审核', { exact: true }).click();
    await form().getByText('自定义', { exact: true }).click();
    await form().getByRole('textbox', { name: '审核 AppID' }).fill('10086');
    await form().getByLabel('审核 API Key', { exact: true }).fill('baidu-ak');
    await form().getByLabel('审核 Secret Key', { exact: true }).fill('baidu-sk');
    await form()
      .getByRole('button', { name: /AI 服务/ })
      .click();
    await page.getByRole('option', { name: 'Coze V3' }).click();
    const base = form().getByRole('textbox', { name: 'Coze 接口地址' });
    expect(await base.getAttribute('placeholder')).toBe('https://api.coze.cn');
    await base.fill('https://coze.example.com');
    await form().getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').first().waitFor();

    await page.reload();
    await expect
      .poll(async () => form().getByRole('textbox', { name: '第 1 条：文字' }).inputValue(), { timeout: 8_000 })
      .toBe('你好，欢迎加我');
    await form().getByText('产品交流群', { exact: true }).waitFor();
    expect(await form().getByRole('radio', { name: '自定义' }).isChecked()).toBe(true);
    expect(await form().getByLabel('审核 Secret Key', { exact: true }).inputValue()).toBe('baidu-sk');
    expect(await form().getByLabel('审核 Secret Key', { exact: true }).getAttribute('type')).toBe('password');
    expect(await form().getByRole('textbox', { name: 'Coze 接口地址' }).inputValue()).toBe('https://coze.example.com');

    const config = JSON.parse((await storedConfig())?.config ?? '{}');
    expect(config).toMatchObject({
      newFriendReplys: [{ type: 1, content: '你好，欢迎加我' }],
      parseMini: true,
      parseMiniRooms: ['产品交流群'],
      chatFilter: 1,
      filterType: 0,
      filterAppid: '10086',
      filterApiKey: 'baidu-ak',
      filterSecretKey: 'baidu-sk',
      defaultBot: 12,
      cozev3_baseUrl: 'https://coze.example.com',
      defaultReply: '别处的修改',
    });
  });
});
