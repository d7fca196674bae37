import type mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { connectRobot, type RobotKeys, type RobotMessage, robotGet, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_dify_robot';
const rooms = [
  { wxid: '9601@chatroom', topic: 'Dify测试群', ownerId: 'wxid_owner', memberCount: 5 },
  { wxid: '9602@chatroom', topic: '另一个群', ownerId: 'wxid_owner', memberCount: 3 },
];

/**
 * 自定义内容 (/schedule/customContent) against the real server, the built console, the robot's signed API and an
 * MQTT client standing in for the robot: a member adds a Dify workflow task (the robot is told `tasks` and reads it
 * from GET /user/task), sends it now (the `event` Tasks), pauses it (left out for the robot); a free user is
 * asked to become a member.
 */
describe('the 自定义内容 page', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  let robot: mqtt.MqttClient;
  let userId = '';
  const owner = newUser('dify');
  const received: RobotMessage[] = [];

  /** The batch tasks as the robot reads them. */
  const robotTasks = async (): Promise<Record<string, unknown>[]> => {
    const body = await robotGet<Record<string, unknown>[]>('/user/task', {}, keys);
    expect(body.code).toBe(200);
    return body.data;
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
    expect(
      await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys),
    ).toMatchObject({ code: 200 });
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

  it('adds a Dify workflow task: checked in the dialog, listed, pushed to the robot and served to it', async () => {
    await page.goto(`${baseUrl}/weassit/schedule/customContent`);
    await page.getByRole('heading', { name: '自定义内容', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '还没有批量任务', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加批量任务' }).click();
    const dialog = page.getByRole('dialog', { name: '添加批量任务' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await dialog.getByRole('option', { name: /Dify测试群/ }).waitFor();
    await save.click();
    await dialog.getByText('请至少选择一个发送对象').waitFor();
    await dialog.getByText('请填写 Dify 服务地址').waitFor();
    await dialog.getByText('请填写 Dify 工作流密钥').waitFor();

    await dialog.getByRole('textbox', { name: /^任务名称/ }).fill('每日一图');
    await dialog.getByRole('option', { name: /Dify测试群/ }).click();
    await dialog.getByRole('textbox', { name: /^Dify 服务地址/ }).fill('https://api.dify.ai/v1');
    await dialog.locator('input[name="apikey"]').fill('app-e2e-key');
    await dialog.getByRole('button', { name: '添加变量' }).click();
    await dialog.getByRole('textbox', { name: /^变量名 1/ }).fill('topic');
    await dialog.getByRole('textbox', { name: /^变量值 1/ }).fill('风景');
    await dialog.getByRole('textbox', { name: /^发送时间/ }).fill('0 30 9 * * ?');
    const before = received.length;
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: '每日一图' });
    await row.getByText('Dify测试群').waitFor();
    await row.getByText('运行中').waitFor();
    await expect.poll(() => row.locator('time').count()).toBe(5);
    for (const time of await row.locator('time').allTextContents()) expect(time).toMatch(/ 09:30:00$/);
    await expect
      .poll(() => received.slice(before).find((m) => m.topic === `aibotk/${userId}/tasks`)?.payload)
      .toEqual({});
    expect(await robotTasks()).toEqual([
      {
        id: expect.any(String),
        type: 'room',
        cron: '0 30 9 * * ?',
        isAll: false,
        excludeTargets: [],
        targets: [{ id: '9601@chatroom', name: 'Dify测试群' }],
        taskType: 'customContent',
        taskInfo: {
          sortId: 30001,
          isLocal: true,
          baseUrl: 'https://api.dify.ai/v1',
          apikey: 'app-e2e-key',
          variables: [{ key: 'topic', value: '风景' }],
        },
      },
    ]);
  });

  it('sends the task now (the robot gets the event Tasks), then pauses it (left out for the robot)', async () => {
    const before = received.length;
    await page.getByRole('button', { name: '立即发送：每日一图' }).click();
    await page.getByText('发送成功，5s内请勿再次发送').first().waitFor();
    await expect
      .poll(() => received.slice(before).find((m) => m.topic === `aibotk/${userId}/event`)?.payload)
      .toMatchObject({ target: 'Tasks', task: { taskType: 'customContent', taskInfo: { sortId: 30001 } } });

    await page.getByRole('button', { name: '暂停任务：每日一图' }).click();
    await page.getByRole('row').filter({ hasText: '每日一图' }).getByText('已暂停').waitFor();
    await expect.poll(() => robotTasks()).toEqual([]);
  });

  it('asks a free user to become a member on 添加批量任务', async () => {
    const free = newUser('difyfree');
    await createUser(free, { withConfig: true });
    const other = await openPage(browser);
    try {
      await logIn(other, free);
      await other.goto(`${baseUrl}/weassit/schedule/customContent`);
      await other.getByText(/批量任务是会员功能/).waitFor();
      await other.getByRole('button', { name: '添加批量任务' }).click();
      await other.getByRole('alertdialog').getByText('本功能需要开通会员方可使用').waitFor();
    } finally {
      await other.close();
    }
  });
});
