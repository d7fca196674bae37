/**
 * 消息记录 (/vip/messageHistory) against the real server, the built console and the unmodified upstream robot
 * plugin (mock puppet): the operator switches it on in the page, the server writes the ingest address into the
 * robot's 消息回调 and pushes the config, then what a friend says and what the robot answers (a Q&A rule) show up
 * in the page, are found by a two-character Chinese word, and are in the exported CSV.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import type { RobotKeys } from './robot-api.ts';

/** What the test uses of tests/robot-compat/robot-process.ts (another TypeScript project: loaded at run time). */
interface RobotProcess {
  until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  sent(name: string, text: string, timeoutMs?: number): Promise<unknown>;
  outputMark(): number;
  configReloaded(mark: number, timeoutMs?: number): Promise<void>;
  command(payload: Record<string, unknown>): void;
  stop(): Promise<void>;
}
type SpawnRobot = (options: { base: string; keys: RobotKeys; env?: Record<string, string> }) => RobotProcess;
const ROBOT_PROCESS = new URL('../robot-compat/robot-process.ts', import.meta.url).href;

const ASKED = '明天上午开产品评审会，记得带电脑';
const ANSWER = '好的，评审会我会准时参加';
const OTHER = '周五下午发布新版本';
const WORD = '评审';

describe('the message history page with the real robot', { timeout: 90_000 }, () => {
  let browser: Browser;
  let page: Page;
  let robot: RobotProcess | undefined;
  let token = '';
  const owner = newUser('history');

  beforeAll(async () => {
    await createUser(owner);
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    token = login.data.token;
    // The Q&A rule the robot answers with; 消息回调 is left to the page's switch.
    const replyKeywords = [
      { keywords: ['评审会'], reg: 1, needAt: 0, scope: 'all', replys: [{ type: 1, content: ANSWER }] },
    ];
    const saved = await api('POST', '/wechat/config/update', { config: JSON.stringify({ replyKeywords }) }, token);
    expect(saved.code).toBe(0);
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: owner.password }, token);
    const { spawnRobot } = (await import(ROBOT_PROCESS)) as { spawnRobot: SpawnRobot };
    robot = spawnRobot({ base: baseUrl, keys: pairs.data.robot, env: { ROBOT_FRIENDS: '2', ROBOT_ROOMS: '1' } });
    await robot.until(
      'the robot logged in and connected',
      async () => {
        const status = (await api<{ status: number; online: boolean }>('GET', '/wechat/status', undefined, token)).data;
        return status.status === 4 && status.online ? status : undefined;
      },
      30_000,
    );
    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  }, 60_000);
  afterAll(async () => {
    await robot?.stop();
    await browser?.close();
  });
  // Each step builds on the ones before: after a failure the rest fail at once instead of timing out.
  let failedStep = '';
  beforeEach(() => {
    if (failedStep) throw new Error(`an earlier step failed: ${failedStep}`);
  });
  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail' && !failedStep) failedStep = ctx.task.name;
  });

  /** The robot's 消息回调 as the server stored it. */
  const conversationRecord = async () => {
    const config = await api<{ config: string }>('GET', '/wechat/config', undefined, token);
    return (JSON.parse(config.data.config) as { conversationRecord?: { open: boolean; customUrl: string } })
      .conversationRecord;
  };

  it('switches it on: the robot gets the address with its config', async () => {
    await page.goto(`${baseUrl}/weassit/vip/messageHistory`);
    await page.getByRole('heading', { name: '消息记录', level: 1 }).waitFor();
    const card = page.getByRole('region', { name: '消息记录开关' });
    await card.getByText('未开启').waitFor();
    await page.getByRole('heading', { name: '消息记录未开启', level: 2 }).waitFor();
    const mark = robot?.outputMark() ?? 0;
    await card.getByRole('button', { name: '开启消息记录' }).click();
    await card.getByText('已开启', { exact: true }).waitFor();
    await card.getByText(/^开启于 /).waitFor();
    await page.getByRole('heading', { name: '还没有消息', level: 2 }).waitFor();
    // The server wrote 消息回调 and pushed it: the robot reloads its config.
    await robot?.configReloaded(mark);
    const record = await conversationRecord();
    expect(record?.open).toBe(true);
    expect(record?.customUrl).toMatch(/\/open\/v1\/record\?key=\w+/);
  });

  it('shows what a friend says and what the robot answers within seconds, and a group message', async () => {
    const started = Date.now();
    robot?.command({ cmd: 'say', from: '好友1', text: ASKED });
    robot?.command({ cmd: 'say', from: '好友1', text: OTHER, room: '测试群' });
    await robot?.sent('好友1', ANSWER);
    const grid = page.getByRole('grid', { name: '消息记录列表' });
    // New messages show on 刷新, as the operator does; polled with a deadline.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '刷新' }).click();
          await grid
            .getByRole('row')
            .nth(1)
            .or(page.getByRole('heading', { name: '还没有消息' }))
            .waitFor();
          return (await grid.getByRole('row').count()) - 1;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(3);
    console.log(
      `消息记录: the friend's message, the answer and the group message listed after ${(Date.now() - started) / 1000} s`,
    );
    await grid.getByRole('row').filter({ hasText: ASKED }).getByText('私聊').waitFor();
    await grid.getByRole('row').filter({ hasText: ANSWER }).getByText('机器人').waitFor();
    await grid.getByRole('row').filter({ hasText: OTHER }).getByText('群聊').waitFor();
    await page
      .getByRole('region', { name: '消息记录开关' })
      .getByText(/^已保存 3 \//)
      .waitFor();
  });

  it('finds both by a two-character Chinese word, and not the others', async () => {
    const search = page.getByRole('searchbox', { name: '搜索消息内容' });
    await search.fill(WORD);
    await search.press('Enter');
    const grid = page.getByRole('grid', { name: '消息记录列表' });
    // A search runs in a search thread at low priority (the event loop's requests go first): on a busy machine
    // its answer can take longer than the poll's default second.
    await expect.poll(() => grid.getByRole('row').count(), { timeout: 10_000 }).toBe(3);
    const texts = await grid.getByRole('row').allInnerTexts();
    expect(texts.some((text) => text.includes(OTHER))).toBe(false);
    // The word is marked in each match.
    await expect.poll(() => grid.locator('mark').count()).toBe(2);
  });

  it('exports the filtered messages as a CSV download', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read from the browser's side: the run's Chromium is a remote one (chromium.ts), so there is no local path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.startsWith('\uFEFF"时间"')).toBe(true);
    expect(csv).toContain(ASKED);
    expect(csv).toContain(ANSWER);
    expect(csv).not.toContain(OTHER);
  });

  it('filters by a conversation from a row, behind a removable chip', async () => {
    const search = page.getByRole('searchbox', { name: '搜索消息内容' });
    await search.press('Escape');
    const grid = page.getByRole('grid', { name: '消息记录列表' });
    await expect.poll(() => grid.getByRole('row').count()).toBe(4);
    await grid.getByRole('button', { name: '只看会话：测试群' }).click();
    const chips = page.getByRole('grid', { name: '会话筛选' });
    await chips.getByText('会话：测试群').waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await grid.getByRole('row').filter({ hasText: OTHER }).waitFor();
    await chips.getByRole('button', { name: /^移除会话筛选/ }).click();
    await chips.waitFor({ state: 'detached' });
    await expect.poll(() => grid.getByRole('row').count()).toBe(4);
  });

  it('passes axe, and fits a phone', async () => {
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const grid = page.getByRole('grid', { name: '消息记录列表' });
    await expect
      .poll(() =>
        grid
          .getByRole('row')
          .nth(1)
          .evaluate((row) => getComputedStyle(row).display),
      )
      .not.toBe('table-row');
    const overflow = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return scroller.scrollWidth - window.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('switches it off after asking: the robot’s 消息回调 is turned off', async () => {
    const card = page.getByRole('region', { name: '消息记录开关' });
    await card.getByRole('button', { name: '关闭消息记录' }).click();
    const dialog = page.getByRole('alertdialog', { name: '关闭消息记录' });
    await dialog.getByText(/已保存的记录保留/).waitFor();
    const mark = robot?.outputMark() ?? 0;
    await dialog.getByRole('button', { name: '确定关闭' }).click();
    await card.getByText('未开启').waitFor();
    await robot?.configReloaded(mark);
    expect(await conversationRecord()).toMatchObject({ open: false, customUrl: '' });
    // What was stored stays.
    await expect.poll(() => page.getByRole('grid', { name: '消息记录列表' }).getByRole('row').count()).toBe(4);
  });
});
