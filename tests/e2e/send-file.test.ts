import type mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { connectRobot, type RobotKeys, type RobotMessage, robotPost } from './robot-api.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const friend = { wxid: 'wxid_e2e_sendfile', name: 'Alice', alias: '', gender: 2, type: 1, weixin: '' };

/**
 * 发消息 with a file (spec §5 "Send-message form", "Uploads in send and bulk send") against the real server: the
 * robot is online (an MQTT client with the robot's own credentials), the file goes through the real upload, and the
 * robot receives a `say` carrying the uploaded file's URL. Each upload rule refuses its file before any request.
 */
describe('sending a file to one friend', () => {
  let browser: Browser;
  let page: Page;
  let robot: mqtt.MqttClient;
  let userId: string;
  const owner = newUser('sendfile');
  const received: RobotMessage[] = [];
  const uploadRequests: string[] = [];

  /** The next `say` the robot receives (after the `already` it had). */
  const nextSay = async (already: number) => {
    await expect
      .poll(() => received.filter((m) => m.topic === `aibotk/${userId}/say`).length, { timeout: 8_000 })
      .toBeGreaterThan(already);
    return received.filter((m) => m.topic === `aibotk/${userId}/say`)[already]?.payload;
  };
  const says = () => received.filter((m) => m.topic === `aibotk/${userId}/say`).length;
  const dialog = () => page.getByRole('dialog', { name: '发消息给好友' });
  const fileInput = () => dialog().locator('input[type="file"]');
  /** Picks the message kind by its label, as a user clicks it. */
  const choose = async (kind: string) => {
    await dialog().getByRole('radiogroup', { name: '消息类型' }).locator('label', { hasText: kind }).click();
    expect(await dialog().getByRole('radio', { name: kind }).isChecked()).toBe(true);
  };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    const login = await api<{ token: string; userId: string }>('POST', '/login', {
      email: owner.email,
      password: owner.password,
    });
    const pairs = await api<{ robot: RobotKeys }>(
      'POST',
      '/apiauth/get',
      { password: owner.password },
      login.data.token,
    );
    expect(pairs.code).toBe(0);
    const keys = pairs.data.robot;
    await expect(
      robotPost('/wechat/friend', { friend: [{ ...friend, robotId: 'wxid_e2e_robot', friend: true }] }, keys),
    ).resolves.toMatchObject({ code: 200 });

    ({ client: robot, userId } = await connectRobot(keys, received));

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(10_000);
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/material/token') || new URL(url).pathname === '/upload') uploadRequests.push(url);
    });
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
    await robot?.endAsync(true);
  });

  const openDialog = async () => {
    await page.goto(`${baseUrl}/weassit/contact/list`);
    await page.getByRole('heading', { name: '好友列表', level: 1 }).waitFor();
    await page.getByRole('button', { name: '给 Alice 发消息' }).click();
    await dialog().waitFor();
  };

  it('refuses each file the send rules refuse, before any upload request', async () => {
    await openDialog();
    await choose('文件');
    await dialog().getByRole('button', { name: '发送' }).click();
    await dialog().getByText('文件必传', { exact: true }).waitFor();
    await page.getByText('请将表单填写完整后发送').first().waitFor();

    await fileInput().setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog().getByText('文件名不能带中文', { exact: true }).waitFor();
    await fileInput().setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: PDF });
    await dialog().getByText('仅支持JPG/PNG/TEXT/ZIP 格式!', { exact: true }).waitFor();
    const big = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(5 * 1024 * 1024)]);
    await fileInput().setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: big });
    await dialog().getByText('上传文件大小不能超过 5MB!', { exact: true }).waitFor();

    // A link card's thumbnail: JPG or PNG only.
    await choose('链接');
    await fileInput().setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: GIF });
    await dialog().getByText('仅支持JPG/PNG格式!', { exact: true }).waitFor();
    expect(uploadRequests).toEqual([]);
    expect(says()).toBe(0);
  });

  it('uploads a file and sends it: the robot gets a say with the uploaded URL, which serves the bytes', async () => {
    await openDialog();
    await choose('文件');
    const uploadAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/upload');
    await fileInput().setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: PDF });
    const answer = (await (await uploadAnswer).json()) as { code: number; data: { key: string; url: string } };
    expect(answer.code).toBe(0);
    await dialog().getByRole('button', { name: '删除 price-list.pdf' }).waitFor();
    expect(uploadRequests.some((url) => url.includes('/v1/api/material/token?scene=send'))).toBe(true);
    // `public/<userId>/<random folder>/price-list.pdf`: the name stays last, for the robot to name the file.
    expect(answer.data.url).toMatch(new RegExp(`/files/public/${userId}/[\\w-]{22}/price-list\\.pdf$`));

    const before = says();
    await dialog().getByRole('button', { name: '发送' }).click();
    await page.getByText('发送成功').first().waitFor();
    await dialog().waitFor({ state: 'hidden' });
    expect(await nextSay(before)).toEqual({
      target: 'Contact',
      wxid: friend.wxid,
      message: { type: 2, url: answer.data.url },
    });
    const res = await fetch(answer.data.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('sends a link card with an uploaded PNG thumbnail', async () => {
    await openDialog();
    await choose('链接');
    await dialog()
      .getByRole('textbox', { name: /链接url/ })
      .fill('https://example.com/launch');
    await dialog()
      .getByRole('textbox', { name: /链接标题/ })
      .fill('新品发布会');
    await dialog()
      .getByRole('textbox', { name: /链接描述/ })
      .fill('欢迎参加');
    const uploadAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/upload');
    await fileInput().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    const answer = (await (await uploadAnswer).json()) as { data: { url: string } };
    await dialog().getByRole('button', { name: '删除 cover.png' }).waitFor();
    expect(uploadRequests.some((url) => url.includes('/v1/api/material/token?scene=thumbnail'))).toBe(true);

    const before = says();
    await dialog().getByRole('button', { name: '发送' }).click();
    await page.getByText('发送成功').first().waitFor();
    expect(await nextSay(before)).toEqual({
      target: 'Contact',
      wxid: friend.wxid,
      message: {
        type: 4,
        url: 'https://example.com/launch',
        title: '新品发布会',
        description: '欢迎参加',
        thumbUrl: answer.data.url,
      },
    });
  });
});
