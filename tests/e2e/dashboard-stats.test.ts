import { statsDate, statsDayStart } from '@weassit/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet } from './robot-api.ts';

/**
 * 数据统计 on the home page against the real server and the built console: a member's 消息记录 arrive through the
 * real ingest URL in the plugin's body shape, the robot reports a login, and the dashboard charts them, lists
 * the same numbers in its tables, and passes axe. A free user is told to become a member.
 */
describe('dashboard statistics', () => {
  let browser: Browser;
  const member = newUser('stats');
  const free = newUser('statsfree');
  const DAY_S = 86_400;
  // One minute past today's midnight in China (seconds): every message below falls on today's or yesterday's date.
  const today = Math.floor(statsDayStart(Date.now()) / 1000) + 60;

  /** A message as the plugin's 消息回调 posts it. */
  const body = (message: Record<string, unknown>) => ({
    robotInfo: { wxid: 'wxid_robot', name: '小秘书' },
    message: {
      conversionId: '20001@chatroom',
      conversionName: '产品讨论群',
      isRoom: true,
      chatName: '张三',
      chatId: 'wxid_zhangsan',
      chatAlias: '',
      chatUserWeixin: '',
      isMyself: false,
      isMention: false,
      type: '文字',
      content: '你好',
      ...message,
    },
  });

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(member, { withConfig: true });
    await createUser(free, { withConfig: true });
    admin('role', member.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: member.email, password: member.password });
    const token = login.data.token;
    const link = await api<{ url: string }>('POST', '/message_history/link', {}, token);
    expect(link.code, link.msg).toBe(0);
    const ingest = new URL(link.data.url);

    // A keyword rule answers 你好: the answer is attributed to it.
    const current = await api<{ config: string; version: number }>('GET', '/wechat/config', undefined, token);
    const config = {
      ...JSON.parse(current.data.config),
      replyKeywords: [
        { keywords: ['你好'], reg: 1, needAt: 0, scope: 'all', replys: [{ type: 1, content: '你好呀' }] },
      ],
    };
    const saved = await api(
      'POST',
      '/wechat/config/update',
      { config: JSON.stringify(config), version: current.data.version },
      token,
    );
    expect(saved.code, saved.msg).toBe(0);

    const messages = [
      body({ time: today, content: '你好' }),
      body({ time: today + 3, isMyself: true, chatName: '小秘书', chatId: 'wxid_robot', content: '你好呀' }),
      body({ time: today + 30, content: '明天开会' }),
      body({ conversionId: 'wxid_wangwu', conversionName: '王五', isRoom: false, chatName: '王五', time: today + 60 }),
      body({ time: today - DAY_S, conversionId: '20002@chatroom', conversionName: '运营群', content: '昨天的消息' }),
    ];
    for (const message of messages) {
      const res = await fetch(`${baseUrl}${ingest.pathname}${ingest.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      expect(((await res.json()) as { code: number }).code).toBe(0);
    }

    // The robot logs in: an online period opens.
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: member.password }, token);
    expect((await robotGet('/wechat/qrcode', { qrUrl: '', qrStatus: 4 }, pairs.data.robot)).code).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('charts the ingested messages, lists the same numbers in tables and passes axe', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    await page.waitForURL((url) => url.pathname === '/weassit/dashboard/main');
    const stats = region(page, '数据统计');
    const daily = stats.getByRole('img', { name: '每日消息' });
    // The chart library's chunk is loaded and has drawn.
    await daily.locator('canvas').first().waitFor();
    await expect.poll(() => stats.getByRole('img', { name: '在线时长' }).locator('canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => daily.getAttribute('aria-describedby')).toBeTruthy();
    const summaryId = (await daily.getAttribute('aria-describedby')) as string;
    await expect
      .poll(() => page.locator(`[id="${summaryId}"]`).textContent())
      .toContain('7 天共收到 4 条、发出 1 条消息');

    const dailyRegion = region(page, '每日消息');
    await dailyRegion.getByText('以表格查看').click();
    const rows = dailyRegion.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await dailyRegion.getByRole('row', { name: `${statsDate(today * 1000)} 3 1` }).count()).toBe(1);
    expect(await dailyRegion.getByRole('row', { name: `${statsDate((today - DAY_S) * 1000)} 1 0` }).count()).toBe(1);

    const groups = region(page, '最活跃的群').getByRole('table');
    expect(await groups.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^名称\s+条数$/),
      expect.stringMatching(/^产品讨论群\s+2$/),
      expect.stringMatching(/^运营群\s+1$/),
    ]);
    expect(await region(page, '最活跃的好友').getByRole('row', { name: '王五 1' }).count()).toBe(1);
    const replies = region(page, '回复来源');
    await expect.poll(() => replies.textContent()).toContain('按当前配置推算');
    expect(await replies.getByRole('row', { name: /^简单问答 关键词“你好”已匹配.* 1$/ }).count()).toBe(1);

    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(violations.map((v) => v.id)).not.toContain('role-img-alt');

    // 近 30 天 asks again: 30 days in the table.
    await stats.getByRole('radio', { name: '近 30 天' }).check();
    await expect.poll(() => dailyRegion.textContent()).toContain('30 天共收到 4 条');
    await dailyRegion.getByText('以表格查看').click();
    await expect.poll(() => rows.count()).toBe(31);
    await page.context().close();
  });

  it('tells a free user that statistics come with the membership', async () => {
    const page = await openPage(browser);
    await logIn(page, free);
    await page.waitForURL((url) => url.pathname === '/weassit/dashboard/main');
    await region(page, '数据统计').getByText('开通会员后可查看数据统计').waitFor();
    expect(await region(page, '数据统计').getByRole('img').count()).toBe(0);
    await page.context().close();
  });
});
