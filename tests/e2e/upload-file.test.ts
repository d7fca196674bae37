import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

/* 测试连接 reaches the fake OSS the global set-up started (the server's OSS_TEST_ENDPOINT), never Aliyun. */
const { keyId: KEY_ID, secret: SECRET, bucket: BUCKET } = inject('fakeOss');

/** 文件存储 (/wechat/uploadFile) against the real server: saved, read back, and tested against a fake OSS. */
describe('the 文件存储 page', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('uploadfile');
  const token = () => page.evaluate(() => localStorage.getItem('weassit_token') ?? '');
  const form = () => page.getByRole('form', { name: '文件存储配置' });

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(10_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves the storage settings and prompts, and shows them after a reload', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/uploadFile`);
    await page.getByRole('heading', { name: '文件存储', level: 1 }).waitFor();
    await form().getByText('开启文件存储', { exact: true }).click();
    await form().getByRole('button', { name: /地域/ }).click();
    await page.getByRole('option', { name: '华东1（杭州）' }).click();
    await form()
      .getByRole('textbox', { name: /存储桶名称/ })
      .fill(BUCKET);
    await form().locator('input[name="aliAkId"]').fill(KEY_ID);
    await form().locator('input[name="aliAkSecret"]').fill(SECRET);
    await form()
      .getByRole('textbox', { name: /路径前缀/ })
      .fill('wechat/');
    await form().getByRole('textbox', { name: '图片提示词' }).fill('这张图里有什么？');
    await form().getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').first().waitFor();

    await page.reload();
    await expect
      .poll(
        async () =>
          form()
            .getByRole('textbox', { name: /存储桶名称/ })
            .inputValue(),
        { timeout: 8_000 },
      )
      .toBe(BUCKET);
    expect(
      await form()
        .getByRole('switch', { name: /开启文件存储/ })
        .isChecked(),
    ).toBe(true);
    expect(await form().locator('input[name="aliAkSecret"]').getAttribute('type')).toBe('password');
    expect(await form().getByRole('button', { name: /地域/ }).textContent()).toContain('华东1（杭州）');

    const record = await api<{ config: string }>('GET', '/wechat/config', undefined, await token());
    expect(JSON.parse(record.data.config).uploadFileConfig).toEqual({
      open: true,
      ossConfig: {
        type: 1,
        region: 'oss-cn-hangzhou',
        bucket: BUCKET,
        aliAkId: KEY_ID,
        aliAkSecret: SECRET,
        custom_path: 'wechat/',
      },
      imagePrompt: '这张图里有什么？',
    });
  });

  it('tests the connection through the server: success, then a wrong secret', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/uploadFile`);
    await expect
      .poll(
        async () =>
          form()
            .getByRole('textbox', { name: /存储桶名称/ })
            .inputValue(),
        { timeout: 8_000 },
      )
      .toBe(BUCKET);
    await form().getByRole('button', { name: '测试连接' }).click();
    await form().getByRole('status').filter({ hasText: '连接成功' }).waitFor();

    await form().locator('input[name="aliAkSecret"]').fill('not-the-secret');
    await form().getByRole('button', { name: '测试连接' }).click();
    await form().getByRole('alert').filter({ hasText: '密钥错误：AccessKey Secret 不正确' }).waitFor();
  });
});
