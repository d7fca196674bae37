import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

// A 1×1 PNG: the server sniffs the bytes, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The material library (/material/word, /material/file) against the real server and its upload endpoint. */
describe('the material library', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('material');

  const token = () => page.evaluate(() => localStorage.getItem('weassit_token') ?? '');
  const dialog = () => page.getByRole('dialog', { name: '添加素材' });
  const table = () => page.getByRole('grid');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    page = await openPage(browser);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a text material, finds it by search and edits it', async () => {
    await page.goto(`${baseUrl}/weassit/material/word`);
    await page.getByRole('heading', { name: '文字素材', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '暂无素材' }).waitFor();

    await page.getByRole('button', { name: '添加素材' }).first().click();
    await dialog().waitFor();
    // The spec's messages before anything is saved.
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
    await dialog().getByText('素材别名必填').waitFor();
    await dialog().getByText('内容必填').waitFor();
    await dialog().getByRole('textbox', { name: '素材别名' }).fill('入群欢迎');
    await dialog().getByRole('textbox', { name: '标签' }).fill('欢迎');
    await dialog().getByRole('textbox', { name: '内容' }).fill('你好，欢迎加入！');
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
    await page.getByText('添加成功').first().waitFor();
    await dialog().waitFor({ state: 'hidden' });
    await table().getByRole('rowheader', { name: '入群欢迎' }).waitFor();

    // A second one, through the API: the search must tell them apart.
    const added = await api(
      'POST',
      '/material/add',
      { type: 1, name: '活动通知', tag: '活动', content: '周末活动' },
      await token(),
    );
    expect(added.code).toBe(0);
    await page.reload();
    await table().getByRole('rowheader', { name: '活动通知' }).waitFor();
    expect(await table().getByRole('row').count()).toBe(3);

    const search = page.getByRole('search', { name: '搜索素材' });
    await search.getByRole('textbox', { name: '名称' }).fill('欢迎');
    await search.getByRole('button', { name: '搜索' }).click();
    await table().getByRole('rowheader', { name: '活动通知' }).waitFor({ state: 'detached' });
    expect(await table().getByRole('row').count()).toBe(2);
    await table().getByRole('rowheader', { name: '入群欢迎' }).waitFor();
    await search.getByRole('textbox', { name: '名称' }).fill('');
    await search.getByRole('textbox', { name: '标签' }).fill('活动');
    await search.getByRole('textbox', { name: '标签' }).press('Enter');
    await table().getByRole('rowheader', { name: '入群欢迎' }).waitFor({ state: 'detached' });
    await table().getByRole('rowheader', { name: '活动通知' }).waitFor();
    await search.getByRole('button', { name: '重置' }).click();
    await table().getByRole('rowheader', { name: '入群欢迎' }).waitFor();

    // Edit: the dialog loads the record and its primary button reads 修改.
    await page.getByRole('button', { name: '编辑 入群欢迎' }).click();
    await dialog().waitFor();
    const content = dialog().getByRole('textbox', { name: '内容' });
    await expect.poll(() => content.inputValue()).toBe('你好，欢迎加入！');
    expect(await dialog().getByRole('button', { name: '添加', exact: true }).count()).toBe(0);
    await content.fill('你好，欢迎加入本群！');
    await dialog().getByRole('button', { name: '修改', exact: true }).click();
    await page.getByText('修改成功').first().waitFor();
    await dialog().waitFor({ state: 'hidden' });
    await table().getByText('你好，欢迎加入本群！').waitFor();

    const list = await api<{ count: number; list: { id: string; name: string; content: string }[] }>(
      'GET',
      '/material/list?type=1&current=1&pageSize=10',
      undefined,
      await token(),
    );
    expect(list.data.count).toBe(2);
    const welcome = list.data.list.find((m) => m.name === '入群欢迎');
    expect(welcome?.content).toBe('你好，欢迎加入本群！');

    // A material that a rule still sends is not deleted: the server says where, shown once.
    const config = { replyKeywords: [{ keywords: ['你好'], reg: 1, replys: [{ id: welcome?.id, type: 1 }] }] };
    const record = await api<{ id: string; version: number }>('GET', '/wechat/config', undefined, await token());
    const saved = await api(
      'POST',
      '/wechat/config/update',
      { id: record.data.id, version: record.data.version, config: JSON.stringify(config) },
      await token(),
    );
    expect(saved.code).toBe(0);
    await page.getByRole('button', { name: '删除 入群欢迎' }).click();
    const ask = page.getByRole('alertdialog', { name: '删除素材' });
    await ask.getByRole('button', { name: '确定删除' }).click();
    const refusal = page.getByText(/^素材正在被使用：关键词回复/);
    await refusal.first().waitFor();
    expect(await refusal.count()).toBe(1);
    await table().getByRole('rowheader', { name: '入群欢迎' }).waitFor();
    expect((await api<{ count: number }>('GET', '/material/list?type=1', undefined, await token())).data.count).toBe(2);
  });

  it('uploads a file material through the real endpoint, refuses a Chinese file name first, and deletes it', async () => {
    await page.goto(`${baseUrl}/weassit/material/file`);
    await page.getByRole('heading', { name: '文件素材', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '暂无素材' }).waitFor();
    await page.getByRole('button', { name: '添加素材' }).first().click();
    await dialog().waitFor();
    await dialog().getByRole('textbox', { name: '素材别名' }).fill('像素图');

    const uploadRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/material/token') || url.includes('/upload')) uploadRequests.push(url);
    });
    const fileInput = dialog().locator('input[type="file"]');
    await fileInput.setInputFiles({ name: '中文.png', mimeType: 'image/png', buffer: PNG });
    await dialog().getByText('文件名不能带中文', { exact: true }).waitFor();
    expect(uploadRequests).toEqual([]);

    await fileInput.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    await dialog().getByRole('button', { name: '删除 pixel.png' }).waitFor();
    expect(uploadRequests.some((url) => url.includes('/v1/api/material/token?scene=material'))).toBe(true);
    expect(uploadRequests.some((url) => new URL(url).pathname === '/upload')).toBe(true);
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
    await page.getByText('添加成功').first().waitFor();
    await dialog().waitFor({ state: 'hidden' });

    // The stored URL serves the very bytes.
    const link = table().getByRole('link', { name: 'pixel.png' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    // `public/<userId>/<random folder>/pixel.png`: the name stays last, behind a folder the server chose.
    expect(href).toMatch(/\/files\/public\/[^/]+\/[\w-]{22}\/pixel\.png$/);
    const res = await fetch(href);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    // Delete asks first; 取消 keeps it.
    await page.getByRole('button', { name: '删除 像素图' }).click();
    const ask = page.getByRole('alertdialog', { name: '删除素材' });
    await ask.waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'hidden' });
    await table().getByRole('rowheader', { name: '像素图' }).waitFor();
    await page.getByRole('button', { name: '删除 像素图' }).click();
    await ask.getByRole('button', { name: '确定删除' }).click();
    await page.getByText('删除成功').first().waitFor();
    await page.getByRole('heading', { name: '暂无素材' }).waitFor();
    const list = await api<{ count: number }>(
      'GET',
      '/material/list?type=2&current=1&pageSize=10',
      undefined,
      await token(),
    );
    expect(list.data.count).toBe(0);
  });
});
