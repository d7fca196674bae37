import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

/**
 * 回调事件 (/vip/callbackEvent) against the real server and the built console: the dialog's address check, 测试
 * through the server against a local callback service (the set-up allows private addresses for it), and the
 * rule the server stores.
 */
describe('the 回调事件 page', () => {
  let browser: Browser;
  let page: Page;
  let receiver: http.Server;
  let receiverUrl = '';
  const received: unknown[] = [];
  const owner = newUser('callback');
  const free = newUser('cbfree');

  beforeAll(async () => {
    // A callback service answering in the documented structure, keeping what it was sent.
    receiver = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 200, data: [{ type: 1, content: '快递已到驿站' }] }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`;

    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    await createUser(free, { withConfig: true });
    admin('role', owner.email, 'vip');
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('refuses ftp://x, tests the address through the server, and saves an https:// address', async () => {
    await page.goto(`${baseUrl}/weassit/vip/callbackEvent`);
    await page.getByRole('heading', { name: '还没有回调事件', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加回调事件' }).click();
    const dialog = page.getByRole('dialog', { name: '添加回调事件' });
    await dialog.getByRole('textbox', { name: '关键词' }).fill('快递');
    await dialog.getByRole('textbox', { name: '关键词' }).press('Enter');
    const address = dialog.getByRole('textbox', { name: /回调地址/ });
    await address.fill('ftp://x');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.getByText('地址格式错误，请以 http:// 或 https:// 开头').waitFor();
    await page.getByText('请将表单填写完整后发送').first().waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await address.fill(receiverUrl);
    await dialog.getByRole('button', { name: '添加参数' }).click();
    await dialog.getByRole('textbox', { name: '第 1 个参数的参数名' }).fill('city');
    await dialog.getByRole('textbox', { name: '第 1 个参数的参数值' }).fill('上海');
    await dialog.getByRole('button', { name: '测试' }).click();
    await dialog.getByText('符合文档结构：机器人会依次发送 1 条消息').waitFor();
    await dialog.getByText(/快递已到驿站/).waitFor();
    expect(received).toEqual([
      {
        uid: 'wxid_weassit_test',
        uname: '测试用户',
        roomId: '',
        roomName: '',
        isMention: 0,
        word: '快递',
        timestamp: expect.any(Number),
        city: '上海',
      },
    ]);

    await address.fill('https://callback.example.com/weassit');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('grid', { name: '回调事件列表' }).getByText('https://callback.example.com/weassit').waitFor();

    const token = await page.evaluate(() => localStorage.getItem('weassit_token') ?? '');
    const list = await api<{ items: unknown[] }>('GET', '/wechat/config/list?name=callBackEvents', undefined, token);
    expect(list.data.items).toEqual([
      {
        keywords: ['快递'],
        reg: 1,
        scope: 'all',
        needAt: 1,
        type: 100,
        customUrl: 'https://callback.example.com/weassit',
        timeout: 60,
        moreData: [{ key: 'city', value: '上海' }],
      },
    ]);
  });

  it('refuses a free user in the console and the test call on the server', async () => {
    const freePage = await openPage(browser);
    freePage.setDefaultTimeout(15_000);
    await logIn(freePage, free);
    await freePage.goto(`${baseUrl}/weassit/vip/callbackEvent`);
    const ask = freePage.getByRole('alertdialog', { name: '提示' });
    await ask.getByText('本功能需要开通会员方可使用').waitFor();
    await freePage.context().close();

    const before = received.length;
    const login = await api<{ token: string }>('POST', '/login', { email: free.email, password: free.password });
    const refused = await api('POST', '/callback/test', { url: receiverUrl }, login.data.token);
    expect(refused.code).toBe(40300);
    expect(received.length).toBe(before);
  });
});
