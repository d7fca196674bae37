import type mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { connectRobot, type RobotKeys, type RobotMessage, robotPost } from './robot-api.ts';

const robotId = 'wxid_e2e_bulk_robot';
const rooms = [
  { wxid: '1001@chatroom', topic: '群发测试甲群', memberCount: 3 },
  { wxid: '1002@chatroom', topic: '群发测试乙群', memberCount: 5 },
];

type Received = RobotMessage<{
  target: string;
  groups: Record<string, string>[];
  messages: { type: number; content?: string }[];
}>;

/**
 * 群发助手 (/vip/userGroup) against the real server and the built console: the dialog's checks, a bulk send to two
 * groups through a robot online over MQTT (subscribed at QoS 0, as the plugin does), each recipient's status
 * reaching 已送达机器人, and the vip refusal in the console and on the server.
 */
describe('the 群发助手 page', () => {
  let browser: Browser;
  let page: Page;
  let robot: mqtt.MqttClient;
  let userId = '';
  const owner = newUser('bulk');
  const free = newUser('bulkfree');
  const received: Received[] = [];

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
    const keys = pairs.data.robot;
    expect(
      await robotPost('/wechat/room', { room: rooms.map((r) => ({ ...r, robotId, adminIds: '' })) }, keys),
    ).toMatchObject({ code: 200 });
    const material = await api(
      'POST',
      '/material/add',
      { type: 1, name: '开会通知', tag: '', content: '今晚八点开会' },
      login.data.token,
    );
    expect(material.code).toBe(0);

    // Subscribed at QoS 0, as the plugin does.
    ({ client: robot, userId } = await connectRobot(keys, received));

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
    await robot?.endAsync(true);
  });

  it('checks the dialog, sends to two groups and shows each recipient reaching 已送达机器人', async () => {
    await page.goto(`${baseUrl}/weassit/vip/userGroup`);
    await page.getByRole('heading', { name: '还没有群发任务', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建群发' }).click();
    const dialog = page.getByRole('dialog', { name: '群发消息' });
    await dialog.getByText('多个对象之间约间隔 1 秒发送', { exact: false }).first().waitFor();
    await dialog.getByRole('button', { name: '发送' }).click();
    await dialog.getByText('群名 or 好友昵称至少填一个').waitFor();
    await dialog.getByText('素材必选').waitFor();

    const picker = dialog.getByRole('listbox', { name: '选择群' });
    await picker.getByRole('option', { name: /群发测试甲群/ }).click();
    await picker.getByRole('option', { name: /群发测试乙群/ }).click();
    const materials = dialog.getByRole('group', { name: '选择素材' });
    await materials.getByRole('rowheader', { name: /开会通知/ }).click();
    await materials.getByRole('row', { name: /开会通知/, selected: true }).waitFor();
    await dialog.getByRole('button', { name: '发送' }).click();
    await page.getByText('消息发送成功，以手机收到消息为准').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The new job opens: both recipients reach 已送达机器人 (the robot's client acknowledged the command).
    const detail = page.getByRole('dialog', { name: '群发任务详情' });
    const recipients = detail.getByRole('grid', { name: '群发对象' });
    for (const topic of ['群发测试甲群', '群发测试乙群']) {
      await recipients
        .getByRole('row', { name: new RegExp(topic) })
        .getByText('已送达机器人')
        .waitFor({ timeout: 20_000 });
    }
    await detail.getByText('关闭', { exact: true }).click();
    await detail.waitFor({ state: 'hidden' });
    await page.getByRole('grid', { name: '群发任务列表' }).getByText('2 / 2').waitFor();

    const multisays = received.filter((m) => m.topic === `aibotk/${userId}/multisay`);
    expect(multisays.map((m) => m.payload)).toEqual([
      {
        target: 'Room',
        groups: [{ wxid: '1001@chatroom', roomName: '群发测试甲群' }],
        messages: [{ type: 1, content: '今晚八点开会' }],
      },
      {
        target: 'Room',
        groups: [{ wxid: '1002@chatroom', roomName: '群发测试乙群' }],
        messages: [{ type: 1, content: '今晚八点开会' }],
      },
    ]);
    expect((multisays[1]?.at ?? 0) - (multisays[0]?.at ?? 0)).toBeGreaterThanOrEqual(800);
  });

  it('offers 群发 for the rows picked in the group list, with the dialog filled in', async () => {
    await page.goto(`${baseUrl}/weassit/group/room`);
    await page.getByRole('heading', { name: '群列表', level: 1 }).waitFor();
    // The drawn box is the check box's label: a press on it checks the row.
    for (const topic of ['群发测试甲群', '群发测试乙群']) {
      const box = page.getByRole('checkbox', { name: `选择 ${topic}` });
      await box.locator('xpath=ancestor::label[1]').click();
      expect(await box.isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: '群发（已选 2 个）' }).click();
    const dialog = page.getByRole('dialog', { name: '群发消息' });
    const picker = dialog.getByRole('listbox', { name: '选择群' });
    await picker.getByRole('option', { name: /群发测试甲群/, selected: true }).waitFor();
    await picker.getByRole('option', { name: /群发测试乙群/, selected: true }).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a free user in the console and on the server', async () => {
    const freePage = await openPage(browser);
    freePage.setDefaultTimeout(15_000);
    await logIn(freePage, free);
    await freePage.goto(`${baseUrl}/weassit/vip/userGroup`);
    await freePage.getByRole('alertdialog', { name: '提示' }).getByText('本功能需要开通会员方可使用').waitFor();
    await freePage.context().close();

    const before = received.length;
    const login = await api<{ token: string }>('POST', '/login', { email: free.email, password: free.password });
    const body = { target: 'Room', groups: [{ wxid: '1001@chatroom' }], messages: [{ type: 1, content: 'x' }] };
    expect((await api('POST', '/ws/messages', body, login.data.token)).code).toBe(40300);
    expect((await api('GET', '/bulk-sends', undefined, login.data.token)).code).toBe(40300);
    expect(received.length).toBe(before);
  });
});
