import type mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { connectRobot, type RobotKeys, type RobotMessage, robotGet, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_robot';
const friends = [{ wxid: 'wxid_e2e_day_zhang', name: '张三', alias: '老张', gender: 1, type: 1, weixin: '' }];
const rooms = [{ wxid: '9401@chatroom', topic: '家人群', ownerId: 'wxid_owner', memberCount: 5 }];

/**
 * 每日说 (/schedule/day) against the real server, the built console, the robot's signed config and an MQTT client
 * standing in for the robot: create, edit, pause, resume, run now (with its cooldown) and delete a daily task.
 */
describe('the daily message page', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  let robot: mqtt.MqttClient;
  let userId = '';
  let token = '';
  const owner = newUser('day');
  const received: RobotMessage[] = [];

  /** The daily tasks the robot reads (GET /open/v1/api/wechat/config with its key pair). */
  const robotTasks = async (): Promise<Record<string, unknown>[]> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config).dayTaskSchedule;
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
    token = login.data.token;
    expect(
      await robotPost('/wechat/friend', { friend: friends.map((f) => ({ ...f, robotId, friend: true })) }, keys),
    ).toMatchObject({ code: 200 });
    expect(
      await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys),
    ).toMatchObject({ code: 200 });

    ({ client: robot, userId } = await connectRobot(keys, received, 2));

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await robot?.endAsync();
    await browser?.close();
  });

  it('creates a daily task with a custom cron, showing its next run times; the robot gets it', async () => {
    await page.goto(`${baseUrl}/weassit/schedule/day`);
    await page.getByRole('heading', { name: '每日说', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '还没有每日说任务', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加每日说' }).first().click();
    const dialog = page.getByRole('dialog', { name: '添加每日说' });
    const save = dialog.getByRole('button', { name: '添加', exact: true });
    await save.click();
    await dialog.getByText('请选择发送对象').waitFor();
    await dialog.getByText('请填写纪念日').waitFor();

    await dialog.getByRole('combobox', { name: /^发送对象/ }).fill('张');
    await page.getByRole('option', { name: /^张三/ }).click();
    await dialog.getByRole('textbox', { name: /^执行时间/ }).fill('0 15 21 * * ?');
    const runs = dialog.getByRole('list', { name: '接下来 5 次执行（北京时间）' });
    await expect.poll(() => runs.getByRole('listitem').count()).toBe(5);
    expect(await runs.getByRole('listitem').first().textContent()).toMatch(/21:15:00$/);
    await dialog.getByRole('textbox', { name: /^纪念日/ }).fill('2020-05-20');
    await dialog.getByRole('textbox', { name: /^城市/ }).fill('北京');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: '张三' });
    await row.getByText('在21:15').waitFor();
    await row.getByText('运行中').waitFor();
    expect(await robotTasks()).toEqual([
      expect.objectContaining({
        id: 1,
        type: 'contact',
        name: '张三',
        wxid: 'wxid_e2e_day_zhang',
        date: '0 15 21 * * ?',
        city: '北京',
        memorialDay: '2020-05-20',
      }),
    ]);
    await expect
      .poll(() => received.some((m) => m.topic === `aibotk/${userId}/event` && m.payload.event === 'updateConfig'))
      .toBe(true);
  });

  it('edits the task', async () => {
    await page.getByRole('button', { name: '编辑规则：张三' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑每日说' });
    await dialog.getByRole('textbox', { name: /^城市/ }).fill('上海');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: '上海' }).waitFor();
    expect(await robotTasks()).toEqual([expect.objectContaining({ id: 1, city: '上海' })]);
  });

  it('pauses the task (the robot no longer gets it) and resumes it', async () => {
    await page.getByRole('button', { name: '暂停任务：张三' }).click();
    await page.getByRole('row').filter({ hasText: '张三' }).getByText('已暂停').waitFor();
    await expect.poll(robotTasks).toEqual([]);
    await page.getByRole('button', { name: '恢复任务：张三' }).click();
    await page.getByRole('row').filter({ hasText: '张三' }).getByText('运行中').waitFor();
    await expect.poll(robotTasks).toEqual([expect.objectContaining({ id: 1, city: '上海' })]);
  });

  it('runs the task now, then refuses another send within 5 s', async () => {
    const before = received.length;
    const run = page.getByRole('button', { name: '立即发送：张三' });
    await run.click();
    await page.getByText('发送成功，5s内请勿再次发送').first().waitFor();
    await expect
      .poll(() => received.slice(before).find((m) => m.topic === `aibotk/${userId}/event`)?.payload)
      .toMatchObject({
        target: 'Contact',
        event: 'wechatEveryday',
        message: { type: 'contact', name: '张三', wxid: 'wxid_e2e_day_zhang', city: '上海' },
      });
    // The console waits out the cooldown itself; the server refuses a send within it too.
    expect(await run.isDisabled()).toBe(true);
    const again = await api(
      'POST',
      '/ws/event',
      { target: 'Contact', event: 'wechatEveryday', message: { type: 'contact', name: '张三' } },
      token,
    );
    expect(again).toMatchObject({ msg: '5s内请勿再次发送' });
  });

  it('deletes the task after confirmation; the robot no longer has it', async () => {
    await page.getByRole('button', { name: '删除规则：张三' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定删除' }).click();
    await page.getByRole('heading', { name: '还没有每日说任务', level: 2 }).waitFor();
    expect(await robotTasks()).toEqual([]);
  });
});
