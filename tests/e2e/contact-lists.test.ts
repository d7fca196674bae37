import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotPost } from './robot-api.ts';

const friends = [
  { wxid: 'wxid_e2e_alice', name: 'Alice', alias: 'tomato 供应商', gender: 2, type: 1, weixin: 'alice88' },
  { wxid: 'wxid_e2e_tom', name: 'Tom', alias: 'MiniTom', gender: 1, type: 1, weixin: '' },
  { wxid: 'wxid_e2e_lei', name: '李雷', alias: '', gender: 1, type: 1, weixin: '' },
];
const rooms = [
  { wxid: '9001@chatroom', topic: '项目群 A', ownerId: 'wxid_e2e_tom', memberCount: 12 },
  { wxid: '9002@chatroom', topic: '家人群', ownerId: 'wxid_e2e_alice', memberCount: 5 },
];

/** Issue: the friend list, the group list and the reminder list, fed through the real robot API. */
describe('friend, group and reminder lists', () => {
  let browser: Browser;
  const owner = newUser('lists');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const pairs = await api<{ robot: RobotKeys }>(
      'POST',
      '/apiauth/get',
      { password: owner.password },
      login.data.token,
    );
    expect(pairs.code).toBe(0);
    const keys = { data: pairs.data.robot };
    const robotId = 'wxid_e2e_robot';
    await expect(
      robotPost('/wechat/friend', { friend: friends.map((f) => ({ ...f, robotId, friend: true })) }, keys.data),
    ).resolves.toMatchObject({ code: 200 });
    await expect(
      robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys.data),
    ).resolves.toMatchObject({ code: 200 });
    await expect(
      robotPost(
        '/task',
        { setter: 'Alice', subscribe: 'Alice', isLoop: true, time: '0 0 8 * * ?', content: '每天早上喝水' },
        keys.data,
      ),
    ).resolves.toMatchObject({ code: 200 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The names of the rows (a row header also holds the avatar's initial, hidden from screen readers).
  const rowHeaders = async (page: Page, table: string) =>
    (await page.getByRole('grid', { name: table }).getByRole('rowheader').allInnerTexts()).map(
      (text) => text.split('\n').pop() ?? '',
    );

  it('lists the friends, searches by nickname or remark, and 发消息 without a robot says 机器人不在线', async () => {
    const page = await openPage(browser);
    await logIn(page, owner);
    await page.goto(`${baseUrl}/weassit/contact/list`);
    await page.getByRole('heading', { name: '好友列表', level: 1 }).waitFor();
    const table = page.getByRole('grid', { name: '好友列表' });
    await table.getByRole('rowheader', { name: 'Alice' }).waitFor();
    expect((await rowHeaders(page, '好友列表')).sort()).toEqual(['Alice', 'Tom', '李雷'].sort());
    await expect(table.getByText('tomato 供应商').count()).resolves.toBe(1);

    // "tom" matches Tom's nickname and Alice's remark.
    await page.getByRole('searchbox', { name: '搜索好友' }).fill('tom');
    await page.getByRole('searchbox', { name: '搜索好友' }).press('Enter');
    await expect
      .poll(async () => (await rowHeaders(page, '好友列表')).sort(), { timeout: 5_000 })
      .toEqual(['Alice', 'Tom']);
    await page.getByRole('searchbox', { name: '搜索好友' }).fill('李');
    await expect.poll(() => rowHeaders(page, '好友列表'), { timeout: 5_000 }).toEqual(['李雷']);

    // The dialog checks the text, then the server refuses: no robot is connected.
    await page.getByRole('button', { name: '给 李雷 发消息' }).click();
    const dialog = page.getByRole('dialog', { name: '发消息给好友' });
    await dialog.getByRole('button', { name: '发送' }).click();
    await dialog.getByText('内容必填').waitFor();
    await dialog.getByRole('textbox', { name: /消息内容/ }).fill('你好');
    await dialog.getByRole('button', { name: '发送' }).click();
    await page
      .getByText(/机器人不在线/)
      .first()
      .waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('lists the groups and searches them by topic', async () => {
    const page = await openPage(browser);
    await logIn(page, owner);
    await page.goto(`${baseUrl}/weassit/group/room`);
    await page.getByRole('heading', { name: '群列表', level: 1 }).waitFor();
    await page.getByRole('grid', { name: '群列表' }).getByRole('rowheader', { name: '项目群 A' }).waitFor();
    expect((await rowHeaders(page, '群列表')).sort()).toEqual(['家人群', '项目群 A'].sort());
    await page.getByRole('searchbox', { name: '搜索群' }).fill('家人');
    await expect.poll(() => rowHeaders(page, '群列表'), { timeout: 5_000 }).toEqual(['家人群']);

    await page.getByRole('button', { name: '给 家人群 发消息' }).click();
    const dialog = page.getByRole('dialog', { name: '发消息到群' });
    await dialog.getByRole('textbox', { name: /消息内容/ }).fill('大家好');
    await dialog.getByRole('button', { name: '发送' }).click();
    await page
      .getByText(/机器人不在线/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('shows the reminder and deletes it after the confirmation', async () => {
    const page = await openPage(browser);
    await logIn(page, owner);
    await page.goto(`${baseUrl}/weassit/schedule/tasks`);
    await page.getByRole('heading', { name: '提醒任务', level: 1 }).waitFor();
    const table = page.getByRole('grid', { name: '提醒任务列表' });
    await table.getByText('每天早上喝水').waitFor();
    await expect(table.getByText('0 0 8 * * ?').count()).resolves.toBe(1);
    await expect(table.getByText('待提醒').count()).resolves.toBe(1);

    await page.getByRole('button', { name: '删除提醒：每天早上喝水' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除提醒' });
    await confirm.getByRole('button', { name: '删除' }).click();
    await page.getByText('删除成功').first().waitFor();
    await page.getByRole('heading', { name: '暂无提醒任务' }).waitFor();
    await page.context().close();
  });
});
