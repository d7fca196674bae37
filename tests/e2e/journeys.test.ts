/**
 * The whole product, once on a desktop (1280 px) and once on a phone (390 px): a new operator signs up,
 * activates the e-mail, logs in, initialises the config, connects the real upstream robot plugin (mock puppet)
 * with the keys the console shows, sees the friends and groups it uploaded, makes a Q&A rule the robot answers,
 * adds a text and an uploaded file material, schedules a material task and runs it now, switches on 消息记录,
 * bulk-sends to two groups (both recorded by the robot as sent, and charted on the home page),
 * sets up a callback that a local service answers (in the dialog's 测试 and for the robot), and logs out.
 * On the phone every page visited is checked for sideways scrolling, dialogs that overflow and tables that do
 * not turn into lists.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, baseUrl, mailedLinks, newUser, openPage, submitLogin } from './helpers.ts';

/** What the journey uses of tests/robot-compat/robot-process.ts (another TypeScript project: loaded at run time). */
interface RobotEvent {
  event: string;
  name?: string;
  text?: string;
}
interface RobotProcess {
  events: RobotEvent[];
  until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  sent(name: string, text: string, timeoutMs?: number): Promise<RobotEvent>;
  outputMark(): number;
  configReloaded(mark: number, timeoutMs?: number): Promise<void>;
  command(payload: Record<string, unknown>): void;
  stop(): Promise<void>;
}
type SpawnRobot = (options: {
  base: string;
  keys: { apiKey: string; apiSecret: string };
  env?: Record<string, string>;
}) => RobotProcess;
const ROBOT_PROCESS = new URL('../robot-compat/robot-process.ts', import.meta.url).href;
/** How long the robot may take to start and log in on a busy machine. */
const ROBOT_LOGIN_MS = 90_000;

// A 1×1 PNG: the server sniffs the bytes, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The mock world of robot.mjs: its friends and groups (the robot's own account is among its contacts). */
const FRIENDS = ['张三', '好友1', '好友2'];
const LISTED_FRIENDS = [...FRIENDS, '小秘书'].sort();
const GROUPS = ['测试群', '群1'];

/** Polls with the steps' deadline (a page's first data can take a few seconds on a busy machine). */
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });

/**
 * Whether the page fits a phone: no sideways scroll, a one-line top bar, open dialogs inside the viewport, tables
 * shown as lists.
 */
async function expectFitsPhone(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      found.push(`the page scrolls sideways (${scroller.scrollWidth} > ${window.innerWidth})`);
    }
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
      const box = dialog.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
        found.push(`dialog “${dialog.getAttribute('aria-label') ?? ''}” overflows: ${JSON.stringify(box)}`);
      }
    }
    // The top bar keeps to one line (56 px): a wrapping breadcrumb makes it a tall block over every page.
    for (const banner of Array.from(document.querySelectorAll('header, [role="banner"]'))) {
      const { height } = banner.getBoundingClientRect();
      if (height > 64) found.push(`the top bar wraps to ${Math.round(height)} px`);
    }
    for (const grid of Array.from(document.querySelectorAll('[role="grid"]'))) {
      if (grid.getBoundingClientRect().width === 0) continue;
      const name = grid.getAttribute('aria-label') ?? '';
      const container = grid.parentElement;
      if (container && container.scrollWidth > container.clientWidth + 1) {
        found.push(`table “${name}” scrolls sideways (${container.scrollWidth} > ${container.clientWidth})`);
      }
      const row = grid.querySelector('[role="row"]:has([role="gridcell"], [role="rowheader"])');
      if (row && getComputedStyle(row).display === 'table-row') found.push(`table “${name}” is not a list`);
    }
    return found;
  });
  expect(problems, `at ${where}`).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 992;

  // One step can wait on the robot (a config reload, a send) as well as on the page.
  describe(`an operator's journey at ${viewport.width} px`, { timeout: 60_000 }, () => {
    let browser: Browser;
    let page: Page;
    let robot: RobotProcess | undefined;
    let receiver: http.Server;
    let receiverUrl = '';
    const calls: Record<string, unknown>[] = [];
    const operator = newUser('journey');
    const suffix = viewport.width;
    const TEXT_MATERIAL = `早安问候${suffix}`;
    const TEXT_CONTENT = `大家早上好，今天也要加油（${suffix}）`;
    const QA_KEYWORD = `营业时间${suffix}`;
    const QA_REPLY = `每天 9:00—18:00 营业（${suffix}）`;

    /** Checks the phone layout of what is on screen now (a no-op on the desktop). */
    const fits = async (where: string) => {
      if (phone) await expectFitsPhone(page, where);
    };

    /** Opens a page from the main menu as a user does: on a phone through 打开菜单, a section opened if needed. */
    const go = async (section: string | undefined, name: string, heading = name) => {
      const menu = page.getByRole('navigation', { name: '主菜单' });
      if (phone) {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await menu.waitFor();
        await fits(`the menu, on the way to ${name}`);
      }
      // A menu entry's name may end with its VIP badge.
      const link = menu.getByRole('link', { name: new RegExp(`^${name}( VIP)?$`) });
      if (section && !(await link.isVisible())) {
        await menu.getByRole('button', { name: new RegExp(`^${section}( VIP)?$`) }).click();
      }
      await link.click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await fits(name);
    };

    /** The names of a list's rows (a row header also holds the avatar's initial, hidden from screen readers). */
    const rowNames = async (grid: Locator) =>
      (await grid.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n').pop()?.trim() ?? '');

    /**
     * The sorted names of a list once it loaded; while it has fewer than `count` rows (the robot uploads its
     * contacts a moment after logging in) the operator reloads the page.
     */
    const listed = async (name: string, empty: string, count: number) => {
      const grid = page.getByRole('grid', { name });
      await grid
        .getByRole('rowheader')
        .first()
        .or(page.getByRole('heading', { name: empty }))
        .waitFor();
      const names = (await rowNames(grid)).sort();
      if (names.length < count) await page.reload();
      return names;
    };

    const robotSaid = (name: string, text: string) => {
      if (!robot) throw new Error('the robot is not running');
      return robot.sent(name, text);
    };

    beforeAll(async () => {
      // The operator's callback service: answers in the documented structure, echoing the keyword.
      receiver = http.createServer((req, res) => {
        let text = '';
        req.on('data', (chunk) => {
          text += chunk;
        });
        req.on('end', () => {
          const body = JSON.parse(text) as Record<string, unknown>;
          calls.push(body);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 200, data: [{ type: 1, content: `快递已到驿站：${body.word}` }] }));
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`;
      browser = await launchChromium();
      page = await openPage(browser, viewport.width, viewport.height);
      page.setDefaultTimeout(15_000);
    });
    // Each step builds on the ones before: after a failure the rest fail at once instead of timing out.
    let failedStep = '';
    beforeEach(() => {
      if (failedStep) throw new Error(`an earlier step failed: ${failedStep}`);
    });
    afterEach((ctx) => {
      if (ctx.task.result?.state === 'fail' && !failedStep) failedStep = ctx.task.name;
    });
    afterAll(async () => {
      await robot?.stop();
      await browser?.close();
      receiver?.closeAllConnections();
      await new Promise((resolve) => receiver?.close(resolve));
    });

    it('signs up, activates the e-mail from the mail and logs in to the first-login page', async () => {
      await page.goto(`${baseUrl}/weassit/login`);
      await fits('the login page');
      await page.getByRole('link', { name: '立即注册' }).click();
      await page.waitForURL(/\/weassit\/signup$/);
      await fits('the sign-up page');
      const form = page.getByRole('form', { name: '注册' });
      await form.getByRole('textbox', { name: '用户名' }).fill(operator.name);
      await form.getByRole('textbox', { name: '邮箱' }).fill(operator.email);
      await form.getByRole('textbox', { name: '密码', exact: true }).fill(operator.password);
      await form.getByRole('textbox', { name: '密码', exact: true }).press('Enter');
      await page.waitForURL(/\/weassit\/login$/);
      expect(await page.getByRole('textbox', { name: '邮箱' }).inputValue()).toBe(operator.email);

      const activation = () => mailedLinks(operator.email).find((url) => url.includes('/activeemail'));
      await poll(activation).toBeDefined();
      await page.goto(activation() as string);
      await page.getByText('邮箱已激活，请登录').waitFor();
      await fits('the activation page');
      // The operator's membership, granted by the site's administrator.
      admin('role', operator.email, 'vip');
      await page.getByRole('link', { name: '去登录' }).click();
      await page.waitForURL(/\/weassit\/login$/);
      await submitLogin(page, operator);
      await page.waitForURL(/\/weassit\/wechat\/index$/);
      await page.getByText('新注册用户，请先初始化配置文件').first().waitFor();
      await fits('the first login');
    });

    it('initialises the config', async () => {
      const form = page.getByRole('form', { name: '机器人基础配置' });
      await poll(() => form.getByRole('textbox', { name: '默认回复' }).inputValue()).toBe('我在呢');
      await form.getByRole('button', { name: '初始化配置' }).click();
      await page.getByText('更新成功').first().waitFor();
      await page.getByText('请先初始化配置文件', { exact: true }).waitFor({ state: 'hidden' });
      await fits('the saved config');
    });

    it(
      'shows the robot keys behind the password and connects the robot: the home page shows it logged in',
      async () => {
        await go('开放API', '开放API');
        const keys = page.getByRole('region', { name: '机器人密钥' });
        await keys.getByRole('button', { name: '显示密钥' }).click();
        const reveal = page.getByRole('dialog', { name: '验证登录密码' });
        await reveal.getByRole('textbox', { name: '登录密码' }).fill(operator.password);
        await fits('the password prompt');
        await reveal.getByRole('textbox', { name: '登录密码' }).press('Enter');
        await reveal.waitFor({ state: 'detached' });
        await keys.getByRole('button', { name: '显示 apiKey' }).click();
        await keys.getByRole('button', { name: '显示 apiSecret' }).click();
        const shown = keys.locator('code[data-revealed]');
        await poll(() => shown.count()).toBe(2);
        const [apiKey, apiSecret] = (await shown.allTextContents()).map((text) => text.trim());
        expect(apiKey).toMatch(/^\w{8,}$/);
        expect(apiSecret).toMatch(/^\w{8,}$/);
        await fits('the revealed keys');

        const { spawnRobot } = (await import(ROBOT_PROCESS)) as { spawnRobot: SpawnRobot };
        robot = spawnRobot({
          base: baseUrl,
          keys: { apiKey: apiKey as string, apiSecret: apiSecret as string },
          env: { ROBOT_FRIENDS: String(FRIENDS.length), ROBOT_ROOMS: String(GROUPS.length) },
        });
        await go('首页', '首页');
        const status = page.locator('output[data-status]');
        // The plugin loads, scans and logs in on its own: on a busy machine that took over 30 s (the robot-compat
        // harness allows the same 90 s, ROBOT_START_MS).
        await poll(() => status.getAttribute('data-status'), ROBOT_LOGIN_MS).toBe('4');
        expect((await status.textContent())?.trim()).toBe('已登录');
        await page.getByText('小秘书', { exact: true }).first().waitFor();
        await fits('the home page with the robot');
      },
      ROBOT_LOGIN_MS + 60_000,
    );

    it('lists the friends and the groups the robot uploaded', async () => {
      await go('好友管理', '好友管理', '好友列表');
      await poll(() => listed('好友列表', '暂无好友', LISTED_FRIENDS.length), 30_000).toEqual(LISTED_FRIENDS);
      await fits('the friend list');
      await go('群管理', '群列表');
      await poll(() => listed('群列表', '暂无群聊', GROUPS.length), 30_000).toEqual([...GROUPS].sort());
      await fits('the group list');
    });

    it('adds a Q&A rule that the robot answers', async () => {
      await go('智能配置', '简单问答');
      await page.getByRole('button', { name: '添加问答' }).first().click();
      const dialog = page.getByRole('dialog', { name: '添加问答' });
      const keywords = dialog.getByRole('textbox', { name: '关键词' });
      await keywords.fill(QA_KEYWORD);
      await keywords.press('Enter');
      await dialog.getByRole('textbox', { name: '第 1 条：文字' }).fill(QA_REPLY);
      await fits('the Q&A dialog');
      const mark = robot?.outputMark() ?? 0;
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('grid', { name: '问答规则列表' }).getByText(QA_REPLY).waitFor();
      await fits('the Q&A list');
      // Saving pushes updateConfig: once the robot reloaded, a friend asks.
      await robot?.configReloaded(mark);
      robot?.command({ cmd: 'say', from: '张三', text: QA_KEYWORD });
      await robotSaid('张三', QA_REPLY);
    });

    it('adds a text material and an uploaded file material', async () => {
      await go('素材库', '文字素材');
      await page.getByRole('button', { name: '添加素材' }).first().click();
      const dialog = page.getByRole('dialog', { name: '添加素材' });
      await dialog.getByRole('textbox', { name: '素材别名' }).fill(TEXT_MATERIAL);
      await dialog.getByRole('textbox', { name: '内容' }).fill(TEXT_CONTENT);
      await fits('the text material dialog');
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('grid').getByRole('rowheader', { name: TEXT_MATERIAL }).waitFor();
      await fits('the text materials');

      await go('素材库', '文件素材');
      await page.getByRole('button', { name: '添加素材' }).first().click();
      await dialog.getByRole('textbox', { name: '素材别名' }).fill('价目表图片');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'prices.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: '删除 prices.png' }).waitFor();
      await fits('the file material dialog');
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const link = page.getByRole('grid').getByRole('link', { name: 'prices.png' });
      await link.waitFor();
      const res = await fetch((await link.getAttribute('href')) ?? '');
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      await fits('the file materials');
    });

    it('schedules the text material for a group and runs it now: the robot sends it there', async () => {
      await go('定时任务', '素材定时发送');
      await page.getByRole('button', { name: '添加素材定时发送' }).first().click();
      const dialog = page.getByRole('dialog', { name: '添加素材定时发送' });
      await dialog.getByRole('combobox', { name: /^发送对象/ }).fill('测试');
      await page.getByRole('option', { name: /^测试群/ }).click();
      await dialog.getByRole('textbox', { name: /^执行时间/ }).fill('0 0 9 * * ?');
      await dialog.getByRole('button', { name: '从素材库选择' }).click();
      const picker = page.getByRole('dialog', { name: '从素材库选择' });
      await picker.getByRole('rowheader', { name: TEXT_MATERIAL }).click();
      await picker.getByRole('row', { name: new RegExp(TEXT_MATERIAL), selected: true }).waitFor();
      await fits('the material picker');
      await picker.getByRole('button', { name: '添加所选（1）' }).click();
      await picker.waitFor({ state: 'hidden' });
      await fits('the schedule dialog');
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByRole('row').filter({ hasText: '测试群' });
      await row.getByText('运行中').waitFor();
      // The next runs arrive with their own chunk and make the row taller: press its buttons once they are in.
      await poll(() => row.locator('time').count()).toBe(5);
      await fits('the scheduled tasks');

      await page.getByRole('button', { name: '立即发送：测试群' }).click();
      await page.getByText('发送成功，5s内请勿再次发送').first().waitFor();
      await robotSaid('测试群', TEXT_CONTENT);
    });

    it('switches on 消息记录: the robot gets the ingest address with its config', async () => {
      await go('高级功能', '消息记录');
      const card = page.getByRole('region', { name: '消息记录开关' });
      const mark = robot?.outputMark() ?? 0;
      await card.getByRole('button', { name: '开启消息记录' }).click();
      await card.getByText('已开启', { exact: true }).waitFor();
      await fits('the message history');
      await robot?.configReloaded(mark);
    });

    it('bulk-sends the text material to both groups through the robot, which records both as sent', async () => {
      await go('高级功能', '群发助手');
      await page.getByRole('button', { name: '新建群发' }).first().click();
      const dialog = page.getByRole('dialog', { name: '群发消息' });
      const groups = dialog.getByRole('listbox', { name: '选择群' });
      for (const group of GROUPS) await groups.getByRole('option', { name: new RegExp(group) }).click();
      // Each group's name reads in full beside its id, on a phone too (the id gives way first).
      for (const group of GROUPS) {
        const name = groups.getByRole('option', { name: new RegExp(group) }).getByText(group, { exact: true });
        expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth), group).toBe(true);
      }
      const materials = dialog.getByRole('group', { name: '选择素材' });
      await materials.getByRole('rowheader', { name: new RegExp(TEXT_MATERIAL) }).click();
      await materials.getByRole('row', { name: new RegExp(TEXT_MATERIAL), selected: true }).waitFor();
      await fits('the bulk-send dialog');
      await dialog.getByRole('button', { name: '发送' }).click();
      await page.getByText('消息发送成功，以手机收到消息为准').first().waitFor();
      const detail = page.getByRole('dialog', { name: '群发任务详情' });
      await detail.waitFor();
      await fits('the bulk-send detail');
      for (const group of GROUPS) await robotSaid(group, TEXT_CONTENT);
      // Delivery truth: the robot's own records of both sends reach the server and the dialog (it re-reads them).
      await poll(() => detail.getByText(/^机器人已发出 /).count()).toBe(GROUPS.length);
      await detail.getByText('关闭', { exact: true }).click();
      await detail.waitFor({ state: 'hidden' });
      await page.getByRole('grid', { name: '群发任务列表' }).getByText('2 / 2').waitFor();
      await fits('the bulk-send list');
    });

    it('charts on the home page what the robot recorded: both sends out, its online time', async () => {
      await go('首页', '首页');
      const stats = page.getByRole('region', { name: '数据统计', exact: true });
      const daily = stats.getByRole('img', { name: '每日消息' });
      await daily.locator('canvas').first().waitFor();
      await stats.getByRole('img', { name: '在线时长' }).locator('canvas').first().waitFor();
      const summaryId = (await daily.getAttribute('aria-describedby')) ?? '';
      await poll(() => page.locator(`[id="${summaryId}"]`).textContent()).toMatch(/发出 2 条消息/);
      await fits('the dashboard statistics');
    });

    it('sets up a callback: the local service answers the dialog’s test and the robot’s question', async () => {
      await go('高级功能', '回调事件');
      await page.getByRole('button', { name: '添加回调事件' }).first().click();
      const dialog = page.getByRole('dialog', { name: '添加回调事件' });
      await dialog.getByRole('textbox', { name: '关键词' }).fill('快递');
      await dialog.getByRole('textbox', { name: '关键词' }).press('Enter');
      await dialog.getByRole('textbox', { name: /回调地址/ }).fill(receiverUrl);
      await dialog.getByRole('button', { name: '测试' }).click();
      await dialog.getByText('符合文档结构：机器人会依次发送 1 条消息').waitFor();
      await dialog
        .getByText(/快递已到驿站：快递/)
        .first()
        .waitFor();
      expect(calls).toEqual([expect.objectContaining({ uid: 'wxid_weassit_test', word: '快递' })]);
      await fits('the callback dialog');
      const mark = robot?.outputMark() ?? 0;
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('grid', { name: '回调事件列表' }).getByText(receiverUrl).waitFor();
      await fits('the callback list');

      await robot?.configReloaded(mark);
      robot?.command({ cmd: 'say', from: '张三', text: '查快递' });
      await robotSaid('张三', '快递已到驿站：查快递');
      expect(calls.at(-1)).toMatchObject({ uname: '张三', word: '查快递' });
    });

    it('logs out back to the login page', async () => {
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL(/\/weassit\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('weassit_token'))).toBeNull();
      await fits('the login page after logging out');
    });
  });
}
