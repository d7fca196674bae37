import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_robot';
const rooms = [
  { wxid: '9301@chatroom', topic: '测试群', ownerId: 'wxid_owner', memberCount: 8 },
  { wxid: '9302@chatroom', topic: '产品交流群', ownerId: 'wxid_owner', memberCount: 30 },
];
const friends = [
  { wxid: 'wxid_e2e_zhang', name: '张三', alias: '老张', gender: 1, type: 1, weixin: '' },
  { wxid: 'wxid_e2e_li', name: '李四', alias: '', gender: 1, type: 1, weixin: '' },
];

/** 转发助手 (/vip/privateForward) against the real server, the built console and the robot's signed config. */
describe('the forward rules page', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  const owner = newUser('fwd');
  const free = newUser('fwdfree');

  /** The config the robot fetches (GET /open/v1/api/wechat/config with its key pair). */
  const robotConfig = async (): Promise<{ forwards: unknown[]; privateForwards: unknown[] }> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config);
  };

  beforeAll(async () => {
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
    // The robot uploads its friends and groups, as it does after `ready`: the dialogs search them.
    expect(
      await robotPost('/wechat/friend', { friend: friends.map((f) => ({ ...f, robotId, friend: true })) }, keys),
    ).toMatchObject({ code: 200 });
    expect(
      await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys),
    ).toMatchObject({ code: 200 });
    browser = await launchChromium();
    page = await openPage(browser);
    // A step that fails names its locator instead of the whole test timing out.
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a keyword forward rule until it is complete, then saves it; the robot gets it', async () => {
    await page.goto(`${baseUrl}/weassit/vip/privateForward`);
    await page.getByRole('heading', { name: '转发助手', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '还没有关键词转发规则', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加关键词转发' }).click();
    const dialog = page.getByRole('dialog', { name: '添加关键词转发' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await dialog.getByRole('textbox', { name: /关键词/ }).waitFor();
    await save.click();
    await dialog.getByText('关键词必填').waitFor();
    await dialog.getByText('群组必选').waitFor();
    await dialog.getByText('转发好友必选').waitFor();
    await page.getByText('请将表单填写完整后发送').first().waitFor();

    await dialog.getByRole('textbox', { name: /关键词/ }).fill('报警');
    await dialog.getByRole('textbox', { name: /关键词/ }).press('Enter');
    await save.click();
    // Still refused: no group to listen to, no friend to forward to.
    await dialog.getByText('群组必选').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('combobox', { name: /^监听的群组/ }).fill('测试');
    await page.getByRole('option', { name: /^测试群/ }).click();
    await dialog.getByRole('row', { name: '测试群' }).waitFor();
    await save.click();
    await dialog.getByText('转发好友必选').waitFor();

    await dialog.getByRole('combobox', { name: /^转发到好友/ }).fill('老张');
    await page.getByRole('option', { name: /^张三/ }).click();
    await dialog.getByRole('row', { name: '张三' }).waitFor();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '编辑规则：报警' }).waitFor();

    expect((await robotConfig()).forwards).toEqual([
      {
        keywords: ['报警'],
        reg: 1,
        type: 'room',
        targets: [{ id: '9301@chatroom', name: '测试群' }],
        forwardType: 'contact',
        forwardTargets: [{ id: 'wxid_e2e_zhang', name: '张三' }],
      },
    ]);
  });

  it('refuses a forward-by-user rule without its user, then saves it; the robot gets it', async () => {
    await page.getByRole('button', { name: '添加指定用户转发' }).click();
    const dialog = page.getByRole('dialog', { name: '添加指定用户转发' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    const user = dialog.getByRole('combobox', { name: /^指定用户/ });
    await user.waitFor();
    await save.click();
    await dialog.getByText('必填', { exact: true }).waitFor();
    await dialog.getByText('转发群组和转发好友至少选择一个').waitFor();

    await user.fill('张');
    await page.getByRole('option', { name: /^张三/ }).click();
    await save.click();
    await dialog.getByText('转发群组和转发好友至少选择一个').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('combobox', { name: /^转发群组/ }).fill('测试');
    await page.getByRole('option', { name: /^测试群/ }).click();
    await dialog.getByRole('row', { name: '测试群' }).waitFor();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('grid', { name: '指定用户转发规则列表' }).getByRole('rowheader', { name: '张三' }).waitFor();

    expect((await robotConfig()).privateForwards).toEqual([{ name: '张三', type: 1, rooms: ['测试群'], contacts: [] }]);
  });

  it('shows a free user the membership question, and the server refuses their forward rules', async () => {
    const freePage = await openPage(browser);
    freePage.setDefaultTimeout(15_000);
    await logIn(freePage, free);
    await freePage.goto(`${baseUrl}/weassit/vip/privateForward`);
    const ask = freePage.getByRole('alertdialog', { name: '提示' });
    await ask.getByText('本功能需要开通会员方可使用').waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await freePage.getByRole('button', { name: '去开通' }).first().waitFor();
    expect(await freePage.getByRole('grid').count()).toBe(0);

    const login = await api<{ token: string }>('POST', '/login', { email: free.email, password: free.password });
    // Closed for reading as for writing: the list, and a whole-config save that adds a rule.
    const list = await api('GET', '/wechat/config/list?name=forwards', undefined, login.data.token);
    expect(list.code).toBe(40300);
    const rule = { keywords: ['x'], reg: 1, type: 'room', targets: [], forwardType: 'room', forwardTargets: [] };
    const refused = await api(
      'POST',
      '/wechat/config/update',
      { config: JSON.stringify({ forwards: [rule] }) },
      login.data.token,
    );
    expect(refused.code).toBe(40300);
    await freePage.context().close();
  });
});
