import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

/**
 * 规则模拟 on the keywords page against the real server: a Q&A rule and a skill saved through the API, the panel
 * opened and used with the keyboard only, its verdicts on a message the Q&A rule matches, one the skill matches
 * and one nothing matches; axe with the panel open.
 */
describe('the rule simulator panel', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('rulesim');

  /** Adds `item` to the robot config's list `name` through the console API, as the list page does. */
  const addItem = async (token: string, name: string, item: unknown) => {
    const listed = await api<{ version: string }>('GET', `/wechat/config/list?name=${name}`, undefined, token);
    const added = await api('POST', '/wechat/config/list/add', { name, version: listed.data.version, item }, token);
    expect(added.code).toBe(0);
  };

  /** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user would. */
  const tabTo = async (target: Locator, back = false) => {
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`tabbing never reached ${target.toString()}`);
  };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    // vip: the dialog also reads the per-target AI configs, as it does for the accounts that have them.
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const token = login.data.token;
    await addItem(token, 'replyKeywords', {
      keywords: ['价格'],
      reg: 1,
      scope: 'all',
      replys: [{ type: 1, content: '标准版 99 元' }],
    });
    await addItem(token, 'eventKeywords', { keywords: ['新闻'], reg: 2, scope: 'all', event: 'news' });

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names the layer that answers, and 不回复 when none does, used with the keyboard only', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/keywords`);
    await page.getByRole('button', { name: '编辑规则：价格' }).waitFor();

    const open = page.getByRole('button', { name: '规则模拟' });
    await tabTo(open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '规则模拟' });
    await dialog.getByText('按已保存的配置模拟：未保存的修改不包括在内。').waitFor();
    const text = dialog.getByRole('textbox', { name: /消息内容/ });
    // The message field takes the focus once the saved config is in.
    await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);

    // By its type, not its role: while the name field's list is open, the rest of the dialog is hidden from the
    // accessibility tree (the list is modal), and Tab is what closes it.
    const run = dialog.locator('button[type="submit"]');
    const verdict = dialog.getByRole('region', { name: '模拟结果' }).getByRole('status');
    const simulate = async (message: string, expected: string | RegExp) => {
      await tabTo(text, true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(message);
      await tabTo(run);
      await page.keyboard.press('Enter');
      await expect.poll(() => verdict.textContent()).toMatch(expected);
    };

    await page.keyboard.type('请问价格');
    await tabTo(dialog.getByRole('combobox', { name: /好友/ }));
    await page.keyboard.type('张三');
    await tabTo(run);
    expect(await run.textContent()).toBe('模拟');
    await page.keyboard.press('Enter');
    await expect.poll(() => verdict.textContent()).toBe('由“简单问答”回复，回复：标准版 99 元');
    // The layers before it are listed with their reasons, the skills last.
    const earlier = dialog.getByRole('list', { name: '前面各层' }).getByRole('listitem');
    await expect.poll(() => earlier.last().textContent()).toMatch(/^技能（未回复）：/);

    await simulate('新闻', /^由“技能”回复/);
    await simulate('你好', /^不回复：/);
    expect(await earlier.count()).toBe(17);

    // Axe with the panel open: nothing serious or critical.
    const violations = await axeViolations(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Escape closes it and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
