import type mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { connectRobot, type RobotKeys, type RobotMessage, robotGet, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_tasks_robot';
const rooms = [
  { wxid: '9501@chatroom', topic: '素材测试群', ownerId: 'wxid_owner', memberCount: 5 },
  { wxid: '9502@chatroom', topic: '新闻测试群', ownerId: 'wxid_owner', memberCount: 8 },
];
/** Six text materials: the picker shows five a page, so one is on page 2. */
const MATERIALS = Array.from({ length: 6 }, (_, i) => `定时素材${i + 1}`);

/**
 * 素材定时发送 (/schedule/custom) and 新闻资讯 (/schedule/news) against the real server, the built console, the
 * robot's signed config and an MQTT client standing in for the robot: a material task with two materials picked
 * on two pages of the picker, a news task with a category, the next runs of a custom cron, and run now.
 */
describe('the material and news schedule pages', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  let robot: mqtt.MqttClient;
  let userId = '';
  const owner = newUser('tasks');
  const received: RobotMessage[] = [];

  /** One scheduled list as the robot reads it (GET /open/v1/api/wechat/config with its key pair). */
  const robotList = async (name: string): Promise<Record<string, unknown>[]> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config)[name];
  };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const token = login.data.token;
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: owner.password }, token);
    expect(pairs.code).toBe(0);
    keys = pairs.data.robot;
    expect(
      await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys),
    ).toMatchObject({ code: 200 });
    for (const name of MATERIALS) {
      const added = await api('POST', '/material/add', { type: 1, name, tag: '', content: `${name}的内容` }, token);
      expect(added.code).toBe(0);
    }
    ({ client: robot, userId } = await connectRobot(keys, received));

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await robot?.endAsync(true);
    await browser?.close();
  });

  it('saves a material task with two materials picked on two picker pages, with a custom cron’s next runs', async () => {
    await page.goto(`${baseUrl}/weassit/schedule/custom`);
    await page.getByRole('heading', { name: '素材定时发送', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '还没有素材定时发送任务', level: 2 }).waitFor();
    // Under the one-target list, a member's batch tasks of the same kind (many targets at once).
    await page.getByRole('heading', { name: '发送给一个群或好友', level: 2 }).waitFor();
    await page.getByRole('heading', { name: '批量任务 — 发送给多个群或好友', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加批量任务' }).first().waitFor();
    await page.getByRole('button', { name: '添加素材定时发送' }).first().click();
    const dialog = page.getByRole('dialog', { name: '添加素材定时发送' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await dialog.getByRole('combobox', { name: /^发送对象/ }).waitFor();
    await save.click();
    await dialog.getByText('请选择发送对象').waitFor();
    await dialog.getByText('请至少添加一条发送内容').waitFor();

    // A group is the default target of these tasks.
    expect(await dialog.getByRole('radio', { name: '群' }).isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: /^发送对象/ }).fill('素材');
    await page.getByRole('option', { name: /^素材测试群/ }).click();
    await dialog.getByRole('textbox', { name: /^执行时间/ }).fill('0 30 9 ? * 1-5');
    const runs = dialog.getByRole('list', { name: '接下来 5 次执行（北京时间）' });
    await expect.poll(() => runs.getByRole('listitem').count()).toBe(5);
    for (const run of await runs.getByRole('listitem').allTextContents()) expect(run).toMatch(/ 09:30:00$/);

    // The picker: five materials a page; one checked on page 1, one on page 2, both kept.
    await dialog.getByRole('button', { name: '从素材库选择' }).click();
    const picker = page.getByRole('dialog', { name: '从素材库选择' });
    await picker.getByText('还可添加 20 条').waitFor();
    await picker
      .getByRole('rowheader', { name: /^定时素材/ })
      .first()
      .waitFor();
    expect(await picker.getByRole('rowheader').count()).toBe(5);
    // A press on the row checks it, as on its (drawn) checkbox.
    const first = (await picker.getByRole('rowheader').first().textContent())?.trim() ?? '';
    expect(MATERIALS).toContain(first);
    await picker.getByRole('rowheader', { name: first, exact: true }).click();
    await picker.getByRole('row', { name: new RegExp(first), selected: true }).waitFor();
    await picker.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => picker.getByRole('rowheader').count()).toBe(1);
    const second = (await picker.getByRole('rowheader').first().textContent())?.trim() ?? '';
    expect(MATERIALS).toContain(second);
    expect(second).not.toBe(first);
    await picker.getByRole('rowheader', { name: second, exact: true }).click();
    await picker.getByRole('row', { name: new RegExp(second), selected: true }).waitFor();
    await picker.getByRole('button', { name: '添加所选（2）' }).click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.getByText(first, { exact: true }).waitFor();
    await dialog.getByText(second, { exact: true }).waitFor();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: '素材测试群' });
    await row.getByText(`[文字] ${first} 等 1 条`).waitFor();
    await row.getByText('运行中').waitFor();
    await expect.poll(() => row.locator('time').count()).toBe(5);
    for (const time of await row.locator('time').allTextContents()) expect(time).toMatch(/ 09:30:00$/);
    const [task] = await robotList('roomTaskSchedule');
    expect(task).toMatchObject({
      id: 1,
      type: 'room',
      roomName: '素材测试群',
      wxid: '9501@chatroom',
      date: '0 30 9 ? * 1-5',
      contents: [
        { type: 1, id: expect.anything(), title: first },
        { type: 1, id: expect.anything(), title: second },
      ],
    });
  });

  it('sends the material task now: the robot gets roomTask with its contents', async () => {
    const before = received.length;
    await page.getByRole('button', { name: '立即发送：素材测试群' }).click();
    await page.getByText('发送成功，5s内请勿再次发送').first().waitFor();
    await expect
      .poll(() => received.slice(before).find((m) => m.topic === `aibotk/${userId}/event`)?.payload)
      .toMatchObject({
        target: 'Room',
        event: 'roomTask',
        message: { type: 'room', roomName: '素材测试群', wxid: '9501@chatroom', contents: [{ type: 1 }, { type: 1 }] },
      });
  });

  it('saves a news task with a category, listed by the category’s name; pausing leaves it out for the robot', async () => {
    await page.goto(`${baseUrl}/weassit/schedule/news`);
    await page.getByRole('heading', { name: '新闻资讯', level: 1 }).waitFor();
    await page.getByRole('button', { name: '添加新闻资讯' }).first().click();
    const dialog = page.getByRole('dialog', { name: '添加新闻资讯' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await dialog.getByRole('combobox', { name: /^发送对象/ }).waitFor();
    await save.click();
    await dialog.getByText('请选择发送对象').waitFor();
    await dialog.getByText('请选择新闻分类').waitFor();

    await dialog.getByRole('combobox', { name: /^发送对象/ }).fill('新闻');
    await page.getByRole('option', { name: /^新闻测试群/ }).click();
    await dialog.getByRole('button', { name: /新闻分类/ }).click();
    await page.getByRole('option', { name: '科技', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^新闻条数/ }).fill('5');
    await dialog.getByRole('textbox', { name: /^结束语/ }).fill('祝工作顺利');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: '新闻测试群' });
    await row.getByText('科技', { exact: true }).waitFor();
    await row.getByText('运行中').waitFor();
    // The next runs arrive with their own chunk and make the row taller: press its buttons once they are in.
    await expect.poll(() => row.locator('time').count()).toBe(5);
    expect(await robotList('roomNewsSchedule')).toEqual([
      expect.objectContaining({
        id: 1,
        type: 'room',
        roomName: '新闻测试群',
        wxid: '9502@chatroom',
        date: '0 0 8 * * ?',
        sortId: 8,
        num: 5,
        endWord: '祝工作顺利',
      }),
    ]);

    await page.getByRole('button', { name: '暂停任务：新闻测试群' }).click();
    await row.getByText('已暂停').waitFor();
    await expect.poll(() => robotList('roomNewsSchedule')).toEqual([]);
  });
});
