import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_sync_robot';
const rooms = [
  { wxid: '9401@chatroom', topic: '测试群', ownerId: 'wxid_owner', memberCount: 8 },
  { wxid: '9402@chatroom', topic: '群1', ownerId: 'wxid_owner', memberCount: 30 },
];

/** 多群消息同步 and 聊天总结 (/vip/roomAsync, /vip/summerChat) against the real server and the built console. */
describe('the group sync and chat summary pages', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  const owner = newUser('roomsync');

  /** The config the robot fetches (GET /open/v1/api/wechat/config with its key pair). */
  const robotConfig = async (): Promise<{ roomAsyncList: unknown[]; summerConfig: unknown }> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config);
  };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const pairs = await api<{ robot: RobotKeys }>(
      'POST',
      '/apiauth/get',
      { password: owner.password },
      login.data.token,
    );
    expect(pairs.code).toBe(0);
    keys = pairs.data.robot;
    // The robot uploads its groups, as it does after `ready`: the dialog searches them.
    const res = await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys);
    expect(res.code).toBe(200);
    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a sync rule without its groups, then saves it; the robot gets it', async () => {
    await page.goto(`${baseUrl}/weassit/vip/roomAsync`);
    await page.getByRole('heading', { name: '多群消息同步', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '还没有群同步规则' }).waitFor();
    await page.getByRole('button', { name: '添加同步规则' }).click();
    const dialog = page.getByRole('dialog', { name: '添加同步规则' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await dialog.getByRole('radio', { name: '一对多' }).waitFor();
    await save.click();
    await dialog.getByText('请选择消息来源群').waitFor();
    await dialog.getByText('请至少选择一个同步到的群').waitFor();

    await dialog.getByRole('combobox', { name: /^消息来源群/ }).fill('测试');
    await page.getByRole('option', { name: /^测试群/ }).click();
    await dialog.getByRole('combobox', { name: /^同步到的群/ }).fill('群1');
    await page.getByRole('option', { name: /^群1/ }).click();
    await dialog.getByRole('row', { name: '群1' }).waitFor();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '编辑规则：一对多：测试群、群1' }).waitFor();

    expect((await robotConfig()).roomAsyncList).toEqual([{ model: 1, one: '测试群', many: ['群1'], forward: 1 }]);
  });

  it('saves the chat summary config and shows it after a reload', async () => {
    await page.goto(`${baseUrl}/weassit/vip/summerChat`);
    await page.getByRole('heading', { name: '聊天总结', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: '聊天总结配置' });
    await form.getByText('开启聊天总结', { exact: true }).click();
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请至少添加一个触发关键词').waitFor();
    await form.getByText('请填写 AI 服务的密钥').waitFor();

    await form.getByRole('textbox', { name: /触发关键词/ }).fill('总结一下');
    await form.getByRole('textbox', { name: /触发关键词/ }).press('Enter');
    await form.getByRole('button', { name: /时间范围/ }).click();
    await page.getByRole('option', { name: '最近12小时' }).click();
    await form.locator('input[name="token"]').fill('sk-summary');
    await form.getByRole('textbox', { name: /总结提示词/ }).fill('按话题列出要点');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').first().waitFor();

    await page.reload();
    await expect
      .poll(async () => form.locator('input[name="token"]').inputValue(), { timeout: 8_000 })
      .toBe('sk-summary');
    expect(await form.getByRole('switch', { name: /开启聊天总结/ }).isChecked()).toBe(true);
    expect(await form.getByRole('button', { name: /时间范围/ }).textContent()).toContain('最近12小时');
    expect(await form.getByRole('textbox', { name: /总结提示词/ }).inputValue()).toBe('按话题列出要点');

    expect((await robotConfig()).summerConfig).toEqual({
      open: true,
      keywords: ['总结一下'],
      reg: 1,
      scope: 'all',
      needAt: 1,
      summerType: 'time',
      summerTime: 12,
      summerNum: 100,
      botType: 6,
      token: 'sk-summary',
      prompt: '按话题列出要点',
    });
  });
});
