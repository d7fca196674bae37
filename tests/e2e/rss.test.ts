import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet, robotPost } from './robot-api.ts';

const rooms = [
  { wxid: '9201@chatroom', topic: '新闻订阅群', ownerId: 'wxid_owner', memberCount: 30 },
  { wxid: '9202@chatroom', topic: '技术交流群', ownerId: 'wxid_owner', memberCount: 12 },
];

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>端到端新闻</title><link>https://news.example.com/</link>
<item><title>最新的一条</title><link>https://news.example.com/latest</link><pubDate>Tue, 24 Nov 2026 08:00:00 GMT</pubDate></item>
<item><title>旧的一条</title><link>https://news.example.com/old</link></item>
</channel></rss>`;

/**
 * RSS推送 (/vip/rssNews) against the real server and the built console: 测试订阅 through the server against a
 * feed served here on 127.0.0.1 (the set-up allows private addresses for it), the feed the robot then gets, and
 * the refusal of a free user.
 */
describe('the RSS push page', () => {
  let browser: Browser;
  let page: Page;
  let feeds: http.Server;
  let feedUrl = '';
  let fetched = 0;
  let keys: RobotKeys;
  const owner = newUser('rss');
  const free = newUser('rssfree');

  beforeAll(async () => {
    feeds = http.createServer((req, res) => {
      fetched += 1;
      if (req.url === '/feed.xml') {
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        res.end(FEED);
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>not a feed</body></html>');
      }
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;

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
    keys = pairs.data.robot;
    // The robot uploads its groups, as it does after `ready`.
    const uploaded = await robotPost(
      '/wechat/room',
      { room: rooms.map((room) => ({ ...room, robotId: 'wxid_e2e_robot', adminIds: '' })) },
      keys,
    );
    expect(uploaded.code).toBe(200);
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
    feeds?.closeAllConnections();
    await new Promise((resolve) => feeds?.close(resolve));
  });

  it('tests a local feed (title and newest item), refuses a bad address and saves the feed for the robot', async () => {
    await page.goto(`${baseUrl}/weassit/vip/rssNews`);
    await page.getByRole('heading', { name: '还没有 RSS 订阅', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加订阅' }).click();
    const dialog = page.getByRole('dialog', { name: '添加订阅' });
    const address = dialog.getByRole('textbox', { name: /订阅地址/ });

    await address.fill('ftp://example.com/feed');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.getByText('订阅地址格式错误，请以 http:// 或 https:// 开头').waitFor();
    await dialog.getByText('请至少选择一个推送对象').waitFor();

    // Not a feed: the server says so.
    await address.fill(feedUrl.replace('/feed.xml', '/page.html'));
    await dialog.getByRole('button', { name: '测试订阅' }).click();
    await dialog.getByText('订阅地址返回的内容不是 RSS 或 Atom 订阅源').waitFor();

    await address.fill(feedUrl);
    await dialog.getByRole('button', { name: '测试订阅' }).click();
    await dialog.getByText('订阅正常：端到端新闻，最新一条为“最新的一条”').waitFor();
    await dialog.getByText('https://news.example.com/latest').waitFor();
    expect(fetched).toBe(2);

    await dialog
      .getByRole('listbox', { name: /推送对象/ })
      .getByRole('option', { name: /新闻订阅群/ })
      .click();
    await dialog.getByRole('button', { name: /更新频率/ }).click();
    await page.getByRole('option', { name: '每 40 分钟' }).click();
    await dialog.getByRole('textbox', { name: /前缀/ }).fill('今日新闻');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('grid', { name: 'RSS 订阅列表' }).getByRole('row', { name: new RegExp(feedUrl) });
    await row.getByText('每 40 分钟', { exact: true }).waitFor();

    const served = await robotGet<unknown[]>('/rss/config', {}, keys);
    expect(served).toMatchObject({
      code: 200,
      data: [
        {
          id: expect.any(String),
          rssUrl: feedUrl,
          updateTime: '0 */40 * * * *',
          type: 'room',
          targets: [{ id: '9201@chatroom', name: '新闻订阅群' }],
          showLink: false,
          prefixWord: '今日新闻',
          suffixWord: '',
        },
      ],
    });
  });

  it('refuses a free user in the console and on the server', async () => {
    const freePage = await openPage(browser);
    freePage.setDefaultTimeout(15_000);
    await logIn(freePage, free);
    await freePage.goto(`${baseUrl}/weassit/vip/rssNews`);
    await freePage.getByRole('alertdialog', { name: '提示' }).getByText('本功能需要开通会员方可使用').waitFor();
    await freePage.context().close();

    const before = fetched;
    const login = await api<{ token: string }>('POST', '/login', { email: free.email, password: free.password });
    const refused = await api('POST', '/rss/test', { rssUrl: feedUrl }, login.data.token);
    expect(refused.code).toBe(40300);
    const add = await api(
      'POST',
      '/rss',
      { rssUrl: feedUrl, type: 'room', targets: [{ name: '群' }], updateTime: '0 0 * * * *' },
      login.data.token,
    );
    expect(add.code).toBe(40300);
    expect(fetched).toBe(before);
  });
});
