import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet, robotPost } from './robot-api.ts';

interface JoinRule {
  keywords: string[];
  reg: number;
  roomName: string;
  replys: { type: number; content?: string }[];
  welcomes: { type: number; content?: string }[];
}

/** 关键词进群 against the real server: a rule saved through the dialog is what the robot fetches. */
describe('the 关键词进群 page', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  const owner = newUser('roomjoin');

  /** The config the robot fetches (GET /open/v1/api/wechat/config with its key pair). */
  const robotConfig = async (): Promise<{ roomJoinKeywords: JoinRule[] }> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config);
  };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const token = login.data.token;
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: owner.password }, token);
    expect(pairs.code).toBe(0);
    keys = pairs.data.robot;
    // The robot's groups, uploaded the way the plugin does; a rule for a group it no longer has.
    const rooms = [
      { wxid: '9101@chatroom', topic: '产品交流群', ownerId: 'wxid_e2e_owner', memberCount: 30 },
      { wxid: '9102@chatroom', topic: '售后服务群', ownerId: 'wxid_e2e_owner', memberCount: 8 },
    ];
    const upload = await robotPost(
      '/wechat/room',
      { room: rooms.map((room) => ({ ...room, robotId: 'wxid_e2e_robot', adminIds: '' })) },
      keys,
    );
    expect(upload.code).toBe(200);
    const list = await api<{ version: string }>('GET', '/wechat/config/list?name=roomJoinKeywords', undefined, token);
    const old = { keywords: ['老群'], reg: 1, roomName: '已解散的群', replys: [{ type: 1, content: '拉你进群' }] };
    const added = await api(
      'POST',
      '/wechat/config/list/add',
      { name: 'roomJoinKeywords', version: list.data.version, item: old },
      token,
    );
    expect(added.code).toBe(0);

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('flags a rule whose group the robot does not have', async () => {
    await page.goto(`${baseUrl}/weassit/group/index`);
    const row = page.getByRole('row').filter({ hasText: '已解散的群' });
    await row.getByText('不在群列表中').waitFor();
  });

  it('adds a rule with its group, reply and welcome through the dialog; the robot fetches it', async () => {
    await page.getByRole('button', { name: '添加规则' }).click();
    const dialog = page.getByRole('dialog', { name: '添加规则' });
    await dialog.getByRole('textbox', { name: '关键词' }).fill('进群');
    await dialog.getByRole('textbox', { name: '关键词' }).press('Enter');
    await dialog.getByRole('combobox', { name: '群名称' }).fill('产品');
    await page.getByRole('option', { name: '产品交流群' }).click();
    expect(await dialog.getByRole('combobox', { name: '群名称' }).inputValue()).toBe('产品交流群');

    const replies = dialog.getByRole('group', { name: '回复', exact: true });
    await replies.getByRole('button', { name: '添加文字' }).click();
    await replies.getByRole('textbox', { name: '第 1 条：文字' }).fill('马上拉你进群');
    const welcomes = dialog.getByRole('group', { name: '欢迎语', exact: true });
    await welcomes.getByRole('button', { name: '添加文字' }).click();
    await welcomes.getByRole('textbox', { name: '第 1 条：文字' }).fill('请先看群公告');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: '进群规则列表' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('button', { name: '编辑规则：进群' }) });
    await row.getByText('请先看群公告').waitFor();
    expect(await row.getByText('不在群列表中').count()).toBe(0);

    await page.reload();
    await grid.getByRole('button', { name: '编辑规则：进群' }).click();
    const edit = page.getByRole('dialog', { name: '编辑规则' });
    expect(await edit.getByRole('combobox', { name: '群名称' }).inputValue()).toBe('产品交流群');
    expect(await edit.getByRole('group', { name: '欢迎语', exact: true }).getByRole('textbox').inputValue()).toBe(
      '请先看群公告',
    );
    await edit.getByRole('button', { name: '取消' }).click();
    await edit.waitFor({ state: 'hidden' });

    const config = await robotConfig();
    expect(config.roomJoinKeywords).toContainEqual({
      keywords: ['进群'],
      reg: 1,
      roomName: '产品交流群',
      replys: [{ type: 1, content: '马上拉你进群' }],
      welcomes: [{ type: 1, content: '请先看群公告' }],
    });
  });
});
