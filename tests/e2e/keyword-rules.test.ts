import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotGet as robotGetEnvelope } from './robot-api.ts';

interface Rule {
  keywords?: string[];
  event?: string;
  replys?: { type: number; id?: string; content?: string; title?: string }[];
}

/** 简单问答 with material replies and 技能中心's defaults, against the real server, seen from the robot's side. */
describe('keyword rules with materials', () => {
  let browser: Browser;
  let page: Page;
  let keys: RobotKeys;
  let materialId: string;
  const owner = newUser('kwrules');

  /** A call of the robot's API (GET /open/v1/api/…, signed with its key pair): the envelope's data. */
  const robotGet = async <T>(path: string, params: Record<string, unknown> = {}): Promise<T> => {
    const body = await robotGetEnvelope<T>(path, params, keys);
    expect(body.code).toBe(200);
    return body.data;
  };
  const robotConfig = async () =>
    JSON.parse((await robotGet<{ config: string }>('/wechat/config')).config) as {
      eventKeywords: Rule[];
      replyKeywords: Rule[];
    };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    // Link cards are vip materials, and only a vip robot swaps an item with an id for its material (§4.1).
    admin('role', owner.email, 'vip');
    const login = await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password });
    const token = login.data.token;
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: owner.password }, token);
    expect(pairs.code).toBe(0);
    keys = pairs.data.robot;
    // The material the rule will send: an H5 link card of the user's library.
    const added = await api<{ id: string }>(
      'POST',
      '/material/rich/add',
      {
        type: 4,
        name: '新品发布',
        url: 'https://example.com/launch',
        title: '新品发布会',
        description: '5 月 20 日新品发布会',
        thumbUrl: 'https://example.com/launch.png',
      },
      token,
    );
    expect(added.code).toBe(0);
    materialId = added.data.id;
    // Another Q&A rule, whose keyword the page must refuse.
    const listed = await api<{ version: string }>('GET', '/wechat/config/list?name=replyKeywords', undefined, token);
    const seeded = await api(
      'POST',
      '/wechat/config/list/add',
      {
        name: 'replyKeywords',
        version: listed.data.version,
        item: { keywords: ['地址'], reg: 1, replys: [{ type: 1, content: '上海' }] },
      },
      token,
    );
    expect(seeded.code).toBe(0);

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a Q&A rule with two keywords, a text and a material picked from the library; the robot gets the material by id', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/keywords`);
    await page.getByRole('button', { name: '编辑规则：地址' }).waitFor();
    await page.getByRole('button', { name: '添加问答' }).click();
    const dialog = page.getByRole('dialog', { name: '添加问答' });
    const keywords = dialog.getByRole('textbox', { name: '关键词' });
    for (const word of ['新品', '地址']) {
      await keywords.fill(word);
      await keywords.press('Enter');
    }
    // A word of the same rule twice is refused by the tag input itself.
    await keywords.fill('新品');
    await keywords.press('Enter');
    await dialog.getByText('请勿重复添加').first().waitFor();
    await keywords.fill('');
    // 更新 is an exact keyword of a default skill: on that message the skill answers first.
    await keywords.fill('更新');
    await keywords.press('Enter');
    await dialog
      .getByText('关键词“更新”也是技能中心的关键词：私聊中收到“更新”时由技能中心先响应，此规则不会回复')
      .waitFor();
    await dialog.getByRole('button', { name: /^移除\s*更新/ }).click();

    await dialog.getByRole('textbox', { name: '第 1 条：文字' }).fill('新品资料如下');
    await dialog.getByRole('button', { name: '从素材库选择' }).click();
    const picker = page.getByRole('dialog', { name: '从素材库选择' });
    await picker.getByRole('tab', { name: /^H5链接/ }).click();
    // A press on the row checks it, as on its (drawn) checkbox.
    await picker.getByRole('rowheader', { name: /新品发布/ }).click();
    await picker.getByRole('row', { name: /新品发布/, selected: true }).waitFor();
    await picker.getByRole('button', { name: '添加所选（1）' }).click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.getByText('第 2 条：链接素材').waitFor();

    // 地址 is another Q&A rule's keyword: refused with the message, then removed.
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.getByText('关键词“地址”已在其他规则中使用，机器人只会用第一条规则回复').waitFor();
    await dialog.getByRole('button', { name: /^移除\s*地址/ }).click();
    await keywords.fill('发布会');
    await keywords.press('Enter');
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const grid = page.getByRole('grid', { name: '问答规则列表' });
    await grid.getByRole('button', { name: '编辑规则：新品、发布会' }).waitFor();
    await grid.getByText('新品资料如下 等 1 条').waitFor();

    const config = await robotConfig();
    const rule = config.replyKeywords.find((item) => item.keywords?.includes('新品'));
    expect(rule?.keywords).toEqual(['新品', '发布会']);
    expect(rule?.replys).toEqual([
      { type: 1, content: '新品资料如下' },
      expect.objectContaining({ type: 4, id: materialId }),
    ]);
    // What the robot swaps the item for: the whole link card.
    const material = await robotGet<Record<string, unknown>>('/wechat/material', { id: materialId });
    expect(material).toMatchObject({ id: materialId, type: 4, url: 'https://example.com/launch', title: '新品发布会' });

    // The list searches a material's name too.
    await page.getByRole('searchbox').fill('新品发布');
    await grid.getByRole('button', { name: '编辑规则：地址' }).waitFor({ state: 'detached' });
    await grid.getByRole('button', { name: '编辑规则：新品、发布会' }).waitFor();
  });

  it('adds a skill, and 恢复默认技能 brings back a deleted default', async () => {
    await page.goto(`${baseUrl}/weassit/wechat/keywordsEvent`);
    const grid = page.getByRole('grid', { name: '技能规则列表' });
    await grid.getByRole('button', { name: '编辑规则：同步' }).waitFor();
    // Every default is there: nothing to restore.
    expect(await page.getByRole('button', { name: /恢复默认技能/ }).count()).toBe(0);

    await page.getByRole('button', { name: '添加技能' }).click();
    const dialog = page.getByRole('dialog', { name: '添加技能' });
    await dialog.getByRole('textbox', { name: '关键词' }).fill('运势');
    await dialog.getByRole('textbox', { name: '关键词' }).press('Enter');
    await dialog.getByRole('button', { name: /技能/ }).click();
    await page.getByRole('option', { name: '星座运势' }).click();
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await grid.getByRole('button', { name: '编辑规则：运势' }).waitFor();

    await grid.getByRole('button', { name: '删除规则：同步' }).click();
    await page.getByRole('alertdialog', { name: '删除规则' }).getByRole('button', { name: '确定删除' }).click();
    await grid.getByRole('button', { name: '编辑规则：同步' }).waitFor({ state: 'detached' });
    expect((await robotConfig()).eventKeywords.map((rule) => rule.event)).toEqual(['updateConfig', 'star']);

    await page.getByRole('button', { name: '恢复默认技能（同步）' }).click();
    await grid.getByRole('button', { name: '编辑规则：同步' }).waitFor();
    await page.getByText('已恢复默认技能：同步').first().waitFor();
    expect(await page.getByRole('button', { name: /恢复默认技能/ }).count()).toBe(0);
    expect((await robotConfig()).eventKeywords).toEqual([
      expect.objectContaining({ event: 'updateConfig', keywords: ['更新'] }),
      expect.objectContaining({ event: 'star', keywords: ['运势'] }),
      expect.objectContaining({ event: 'reloadFriend', keywords: ['同步'], reg: 2 }),
    ]);
  });
});
