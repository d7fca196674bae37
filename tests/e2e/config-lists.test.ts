import { CONFIG_LIST_CONFLICT_MESSAGE } from '@weassit/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet } from './robot-api.ts';

interface Rule {
  keywords?: string[];
  event?: string;
  scope?: string;
  replys?: { type: number; content?: string }[];
}

/** Issue: the config-list editors (技能中心, 简单问答) against the real server, seen from the robot's side. */
describe('the config-list editors', () => {
  let browser: Browser;
  let a: Page;
  let b: Page;
  let keys: RobotKeys;
  const owner = newUser('cfglist');

  /** The config the robot fetches (GET /open/v1/api/wechat/config with its key pair). */
  const robotConfig = async (): Promise<{ eventKeywords: Rule[]; replyKeywords: Rule[] }> => {
    const body = await robotGet<{ config: string }>('/wechat/config', {}, keys);
    expect(body.code).toBe(200);
    return JSON.parse(body.data.config);
  };
  const replyOf = (rules: Rule[], keyword: string) =>
    rules.find((rule) => rule.keywords?.includes(keyword))?.replys?.map((reply) => reply.content);

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const pairs = await api<{ robot: RobotKeys }>(
      'POST',
      '/apiauth/get',
      { password: owner.password },
      login.data.token,
    );
    expect(pairs.code).toBe(0);
    keys = pairs.data.robot;
    // Two browser contexts of the same user: two people (or two tabs) editing at once.
    a = await openPage(browser);
    b = await openPage(browser);
    for (const page of [a, b]) {
      page.setDefaultTimeout(15_000);
      await logIn(page, owner);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a skill in one tab and a Q&A rule in the other at the same time; the robot gets both', async () => {
    await a.goto(`${baseUrl}/weassit/wechat/keywordsEvent`);
    await b.goto(`${baseUrl}/weassit/wechat/keywords`);
    // 技能中心 starts with the two default skills; 简单问答 is empty and offers its add button.
    await a.getByRole('grid', { name: '技能规则列表' }).getByRole('button', { name: '编辑规则：更新' }).waitFor();
    await b.getByRole('heading', { name: '还没有问答规则' }).waitFor();

    // A: a skill (keyword 运势 → 星座运势, 仅群聊).
    await a.getByRole('button', { name: '添加技能' }).click();
    const skillDialog = a.getByRole('dialog', { name: '添加技能' });
    await skillDialog.getByRole('textbox', { name: '关键词' }).fill('运势');
    await skillDialog.getByRole('textbox', { name: '关键词' }).press('Enter');
    await skillDialog.getByText('仅群聊', { exact: true }).click();
    expect(await skillDialog.getByRole('radio', { name: '仅群聊' }).isChecked()).toBe(true);
    await skillDialog.getByRole('button', { name: /技能/ }).click();
    await a.getByRole('option', { name: '星座运势' }).click();

    // B: a Q&A rule (价格 → 请看置顶).
    await b.getByRole('button', { name: '添加问答' }).click();
    const replyDialog = b.getByRole('dialog', { name: '添加问答' });
    await replyDialog.getByRole('textbox', { name: '关键词' }).fill('价格');
    await replyDialog.getByRole('textbox', { name: '关键词' }).press('Enter');
    await replyDialog.getByRole('textbox', { name: '第 1 条：文字' }).fill('请看置顶');

    // Both save at once: two lists, two versions, neither undoes the other.
    await Promise.all([
      skillDialog.getByRole('button', { name: '添加', exact: true }).click(),
      replyDialog.getByRole('button', { name: '添加', exact: true }).click(),
    ]);
    await Promise.all([skillDialog.waitFor({ state: 'hidden' }), replyDialog.waitFor({ state: 'hidden' })]);
    await a.getByRole('button', { name: '编辑规则：运势' }).waitFor();
    await b.getByRole('button', { name: '编辑规则：价格' }).waitFor();

    const config = await robotConfig();
    expect(config.eventKeywords).toContainEqual(
      expect.objectContaining({ keywords: ['运势'], event: 'star', scope: 'room' }),
    );
    expect(config.eventKeywords.map((rule) => rule.event)).toEqual(['updateConfig', 'reloadFriend', 'star']);
    expect(replyOf(config.replyKeywords, '价格')).toEqual(['请看置顶']);
  });

  it('refuses the second save of the same rule with the conflict; 重新加载 shows the first one, the dialog keeps its values and asks before overwriting', async () => {
    await a.goto(`${baseUrl}/weassit/wechat/keywords`);
    const editA = a.getByRole('dialog', { name: '编辑问答' });
    const editB = b.getByRole('dialog', { name: '编辑问答' });
    await a.getByRole('button', { name: '编辑规则：价格' }).click();
    await b.getByRole('button', { name: '编辑规则：价格' }).click();
    await editA.getByRole('textbox', { name: '第 1 条：文字' }).fill('A 的回复');
    await editB.getByRole('textbox', { name: '第 1 条：文字' }).fill('B 的回复');

    await editA.getByRole('button', { name: '保存', exact: true }).click();
    await editA.waitFor({ state: 'hidden' });
    await a.getByRole('grid', { name: '问答规则列表' }).getByText('A 的回复').waitFor();

    await editB.getByRole('button', { name: '保存', exact: true }).click();
    const conflict = editB.getByRole('alert').filter({ hasText: CONFIG_LIST_CONFLICT_MESSAGE });
    await conflict.waitFor();
    expect(replyOf((await robotConfig()).replyKeywords, '价格')).toEqual(['A 的回复']);

    await conflict.getByRole('button', { name: '重新加载' }).click();
    await conflict.waitFor({ state: 'hidden' });
    // The list behind the dialog is A's version now; B's typing is still there to be saved again.
    await b.getByRole('grid', { name: '问答规则列表', includeHidden: true }).getByText('A 的回复').waitFor();
    expect(await editB.getByRole('textbox', { name: '第 1 条：文字' }).inputValue()).toBe('B 的回复');

    // The rule B edits is A's version now: saving asks before overwriting it, naming the rule it replaces.
    await editB.getByRole('button', { name: '保存', exact: true }).click();
    const overwrite = b.getByRole('alertdialog', { name: '规则已在别处被修改' });
    await overwrite.getByText('保存将覆盖现在的第 1 条规则“价格”').waitFor();
    await overwrite.getByRole('button', { name: '覆盖保存' }).click();
    await editB.waitFor({ state: 'hidden' });
    await b.getByRole('grid', { name: '问答规则列表' }).getByText('B 的回复').waitFor();
    expect(replyOf((await robotConfig()).replyKeywords, '价格')).toEqual(['B 的回复']);
  });
});
