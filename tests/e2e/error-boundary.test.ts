import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { consolePath, createUser, logIn, newUser, openPage } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The console the server serves (global-setup.ts picks it the same way).
const CONSOLE_DIR = path.resolve(ROOT, process.env.CONSOLE_DIR ?? 'apps/console/dist');

/** The built chunk of source module `src` (relative to apps/console), from the build's Vite manifest. */
function chunkOf(src: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(CONSOLE_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[src];
  if (!chunk) throw new Error(`The manifest has no chunk for ${src}`);
  return chunk.file;
}

/** The events in order, each run of repeats as one. */
const runs = (events: string[]) => events.filter((event, i) => event !== events[i - 1]);

/** A page whose chunk cannot load (gone after a redeploy) keeps the console's frame and offers a reload. */
describe('the error boundary', () => {
  let browser: Browser;
  const member = newUser('boundary');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(member, { withConfig: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const failedMessage = (page: Page) => page.getByRole('alert').filter({ hasText: '页面加载失败' });
  const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

  it('reloads once for a missing chunk, then shows the message in the layout; 重新加载 loads the page', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();

    // The friend list's chunk answers 404, as an old chunk name does after a redeploy, until the block is lifted.
    // What happens from now on, in order: the blocked chunk's requests (an attempt may ask twice: Vite's
    // modulepreload link and the import itself) and the page's loads of the document.
    const chunk = chunkOf('src/features/contact/area.tsx');
    const events: string[] = [];
    const isChunk = (url: URL) => url.pathname.endsWith(`/${chunk}`);
    await page.route(isChunk, async (route) => {
      events.push('chunk 404');
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) events.push('document');
    });

    await menu(page).getByRole('link', { name: '好友管理' }).click();
    await failedMessage(page).getByRole('heading', { name: '页面加载失败' }).waitFor();
    expect(consolePath(page)).toBe('/contact/list');
    // The page reloaded by itself once, and its second attempt at the chunk failed too.
    expect(runs(events)).toEqual(['chunk 404', 'document', 'chunk 404']);
    await expect(failedMessage(page).textContent()).resolves.toContain('可能是版本已更新');
    // The layout stays around the message: the sidebar, the breadcrumb, the footer.
    await expect(menu(page).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: '面包屑' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Copyright © 2025 智能微秘书 版权所有').isVisible()).resolves.toBe(true);
    // The button takes the keyboard focus.
    const reload = failedMessage(page).getByRole('button', { name: '重新加载' });
    await reload.focus();
    await expect(reload.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Another page clears the message.
    await menu(page).getByRole('link', { name: '首页' }).click();
    await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' }).count()).resolves.toBe(0);

    // Back to the friend list while the chunk is still missing: the message again, without another reload
    // (nor another request: the failed page is kept until a reload).
    await menu(page).getByRole('link', { name: '好友管理' }).click();
    await failedMessage(page).waitFor();
    await page.waitForURL(/\/weassit\/contact\/list$/);
    expect(runs(events)).toEqual(['chunk 404', 'document', 'chunk 404']);

    // The chunk is back: 重新加载 (by keyboard) reloads the page, which now loads.
    await page.unroute(isChunk);
    await failedMessage(page).getByRole('button', { name: '重新加载' }).press('Enter');
    await page.getByRole('heading', { name: '好友列表' }).waitFor();
    expect(runs(events)).toEqual(['chunk 404', 'document', 'chunk 404', 'document']);
    await expect(failedMessage(page).count()).resolves.toBe(0);
    await expect(menu(page).isVisible()).resolves.toBe(true);
    // The chunk loaded, so the guard is re-armed for the next stale chunk.
    await expect(page.evaluate(() => sessionStorage.getItem('weassit_chunk_reload'))).resolves.toBeNull();
    await page.context().close();
  }, 60_000); // two reloads and five page visits: more than the default allowance on a busy machine

  it('goes on without the toasts and dialogs when their chunk does not load', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
    const chunk = chunkOf('src/app/NotificationsHost.tsx');
    // Without a boundary the failure would be uncaught, and React would unmount the whole console.
    const uncaught: Error[] = [];
    page.on('pageerror', (error) => uncaught.push(error));
    let blocked = 0;
    await page.route(
      (url) => url.pathname.endsWith(`/${chunk}`),
      async (route) => {
        blocked += 1;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      },
    );
    // A vip link asks its question in a dialog, whose host is that chunk.
    await menu(page)
      .getByRole('button', { name: /高级功能/ })
      .click();
    await menu(page).getByRole('link', { name: '转发助手' }).click();
    await expect.poll(() => blocked).toBeGreaterThan(0);
    // No dialog, but the console still works: the dashboard stays and another page opens.
    await expect(page.getByRole('heading', { name: '首页', level: 1 }).isVisible()).resolves.toBe(true);
    await menu(page).getByRole('link', { name: '好友管理' }).click();
    await page.getByRole('heading', { name: '好友列表' }).waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });
});
