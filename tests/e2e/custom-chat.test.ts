import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet, robotPost } from './robot-api.ts';

interface RobotGptConfig {
  id: string;
  type: string;
  targets: { id?: string; name: string }[];
  robotType: number;
  botConfig: { token?: string; model?: string };
}

const rooms = [
  { wxid: '9101@chatroom', topic: '产品交流群', ownerId: 'wxid_owner', memberCount: 30 },
  { wxid: '9102@chatroom', topic: '售后服务群', ownerId: 'wxid_owner', memberCount: 12 },
  { wxid: '9103@chatroom', topic: '家人群', ownerId: 'wxid_owner', memberCount: 5 },
];

/** 自定义对话 (/aibot/customchat) against the real server, the built console and the robot's view. */
describe('the custom chat page', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  const owner = newUser('gptcfg');
  const free = newUser('gptfree');

  /** The per-target configs the robot fetches (GET /open/v1/api/gpt/config with its key pair). */
  const robotView = async (): Promise<RobotGptConfig[]> => {
    const body = await robotGet<RobotGptConfig[]>('/gpt/config', {}, keys);
    expect(body.code).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    await createUser(free, { withConfig: true });
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
    // The robot uploads its groups, as it does after `ready`.
    const res = await robotPost(
      '/wechat/room',
      { room: rooms.map((room) => ({ ...room, robotId: 'wxid_e2e_robot', adminIds: '' })) },
      keys,
    );
    expect(res.code).toBe(200);
    page = await openPage(browser);
    // A step that fails names its locator instead of the whole test timing out.
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves one config for two groups picked in the target picker; the robot gets both', async () => {
    await page.goto(`${baseUrl}/weassit/aibot/customchat`);
    await page.getByRole('heading', { name: '还没有自定义对话', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加配置' }).click();
    const dialog = page.getByRole('dialog', { name: '添加配置' });
    const picker = dialog.getByRole('listbox', { name: '选择对象' });
    await picker.getByRole('option', { name: /产品交流群/ }).click();
    await picker.getByRole('option', { name: /售后服务群/ }).click();
    await dialog.getByLabel(/^密钥/).fill('sk-e2e-token');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('grid', { name: '自定义对话列表' });
    const row = table.getByRole('row', { name: /产品交流群、售后服务群/ });
    await row.getByText('ChatGPT', { exact: true }).waitFor();
    await row.getByText('已用 0 次 · 不限').waitFor();
    await page.reload();
    await table.getByRole('rowheader', { name: /产品交流群、售后服务群/ }).waitFor();

    const configs = await robotView();
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      type: 'room',
      robotType: 6,
      targets: [
        { id: '9101@chatroom', name: '产品交流群' },
        { id: '9102@chatroom', name: '售后服务群' },
      ],
      botConfig: { token: 'sk-e2e-token', model: 'gpt-4o-mini' },
    });
  });

  it('shows a free user the membership question, and the server refuses their writes', async () => {
    const freePage = await openPage(browser);
    freePage.setDefaultTimeout(15_000);
    await logIn(freePage, free);
    await freePage.goto(`${baseUrl}/weassit/aibot/customchat`);
    const ask = freePage.getByRole('alertdialog', { name: '提示' });
    await ask.getByText('本功能需要开通会员方可使用').waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await freePage.getByRole('button', { name: '去开通' }).waitFor();
    expect(await freePage.getByRole('grid').count()).toBe(0);

    const login = await api<{ token: string }>('POST', '/login', { email: free.email, password: free.password });
    const refused = await api(
      'POST',
      '/gpt_config',
      { type: 'room', isAllRoom: true, openChat: false, robotType: 6 },
      login.data.token,
    );
    expect(refused.code).toBe(40300);
    await freePage.context().close();
  });
});
