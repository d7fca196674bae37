import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

const room = { wxid: '9501@chatroom', topic: '家人群' };
const day = { date: '0 0 9 * * ?', memorialDay: '2020-05-20', city: '北京' };

/** The plugin's record of a text the robot itself sent to `room` (as it posts it to 消息记录's address). */
const ownRecord = () => ({
  robotInfo: { wxid: 'wxid_e2e_last_sent_robot', name: '小秘书' },
  message: {
    conversionId: room.wxid,
    conversionName: room.topic,
    isRoom: true,
    chatName: '小秘书',
    chatId: 'wxid_e2e_last_sent_robot',
    isMyself: true,
    time: Math.floor(Date.now() / 1000),
    type: '文字',
    content: '早上好',
  },
});

/** MM-dd HH:mm in Beijing time, as the schedule pages show it. */
function beijing(at: number): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/**
 * 机器人最近发出 on 每日说 (/schedule/day) against the real server and the built console: a member with 消息记录 on,
 * whose robot's own message to the group arrives through the real ingest address, sees when the robot last sent
 * there; the friend's task says it cannot be told.
 */
describe('the schedule pages: when the robot last sent', () => {
  let browser: Browser;
  let page: Page;
  let token = '';
  let sentAt = 0;
  const owner = newUser('lastsent');

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    token = login.data.token;

    let list = await api<{ version: string }>('GET', '/wechat/config/list?name=dayTaskSchedule', undefined, token);
    expect(list.code, list.msg).toBe(0);
    for (const item of [
      { type: 'room', roomName: room.topic, wxid: room.wxid, ...day },
      { type: 'contact', name: '张三', wxid: 'wxid_e2e_last_sent_zhang', ...day },
    ]) {
      list = await api(
        'POST',
        '/wechat/config/list/add',
        { name: 'dayTaskSchedule', version: list.data.version, item },
        token,
      );
      expect(list.code, list.msg).toBe(0);
    }

    const link = await api<{ url: string }>('POST', '/message_history/link', undefined, token);
    expect(link.code, link.msg).toBe(0);
    const ingest = new URL(link.data.url);
    const res = await fetch(`${baseUrl}${ingest.pathname}${ingest.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ownRecord()),
    });
    expect(await res.json()).toMatchObject({ code: 0 });
    // The server's arrival time is what the page shows.
    const answer = await api<{ status: string; lastSentAt: number }[]>(
      'POST',
      '/message_history/last_sent',
      { targets: [{ id: room.wxid, name: room.topic, isRoom: true }] },
      token,
    );
    expect(answer.data).toEqual([{ status: 'seen', lastSentAt: expect.any(Number) }]);
    sentAt = answer.data[0]?.lastSentAt ?? 0;

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows when the robot last sent to the group, 私聊无法确认 for the friend, and passes axe', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/message_history/last_sent')) asked.push(request.postData() ?? '');
    });
    await page.goto(`${baseUrl}/weassit/schedule/day`);
    const grid = page.getByRole('grid', { name: '每日说任务列表' });
    const groupRow = grid.getByRole('row').filter({ hasText: room.topic });
    // The line follows the list: waited for (the page's default timeout), then read whole.
    await groupRow.getByText(`机器人最近发出：${beijing(sentAt)}`, { exact: true }).waitFor();
    const friendRow = grid.getByRole('row').filter({ hasText: '张三' });
    await friendRow.getByText('机器人最近发出：私聊无法确认', { exact: true }).waitFor();
    // One request for the page's targets.
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0] ?? '{}').targets).toEqual([
      { id: room.wxid, name: room.topic, isRoom: true },
      { id: 'wxid_e2e_last_sent_zhang', name: '张三', isRoom: false },
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
