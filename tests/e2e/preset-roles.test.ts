import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';

/** 预设角色 (/aibot/promotstore) against the real server: built-in roles, and a vip user's own. */
describe('the preset roles page', () => {
  let browser: Browser;
  let page: Page;
  const owner = newUser('roles');

  const token = () => page.evaluate(() => localStorage.getItem('weassit_token') ?? '');
  const table = () => page.getByRole('grid', { name: '预设角色列表' });
  const addDialog = () => page.getByRole('dialog', { name: '添加角色' });
  const editDialog = () => page.getByRole('dialog', { name: '编辑角色' });

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(owner, { withConfig: true });
    admin('role', owner.email, 'vip');
    page = await openPage(browser);
    // A step that fails names its locator instead of the whole test timing out.
    page.setDefaultTimeout(10_000);
    await logIn(page, owner);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the built-in roles read only; adds, edits, searches and deletes an own role', async () => {
    await page.goto(`${baseUrl}/weassit/aibot/promotstore`);
    await page.getByRole('heading', { name: '预设角色', level: 1 }).waitFor();
    await table().getByRole('rowheader', { name: '智能助手' }).waitFor();
    const builtInRow = table().getByRole('row', { name: /智能助手/ });
    await builtInRow.getByText('内置', { exact: true }).waitFor();
    await builtInRow.getByText('内置角色不可编辑').waitFor();
    expect(
      await table()
        .getByRole('button', { name: /^(编辑|删除)角色：智能助手$/ })
        .count(),
    ).toBe(0);

    // The server refuses to change a built-in role too.
    const refused = await fetch(`${baseUrl}/v1/api/promot_store/builtin-assistant`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}` },
      body: JSON.stringify({ id: 'builtin-assistant', name: '改名', content: '改内容' }),
    });
    expect(((await refused.json()) as { msg: string }).msg).toBe('内置角色不可修改');

    // Add: the contract's messages first, then a saved role at the top, 自定义.
    await page.getByRole('button', { name: '添加角色' }).click();
    await addDialog().waitFor();
    await addDialog().getByRole('button', { name: '添加', exact: true }).click();
    await addDialog().getByText('请输入角色名称').waitFor();
    await addDialog().getByText('请输入角色设定').waitFor();
    await addDialog().getByRole('textbox', { name: '名称' }).fill('诗人');
    await addDialog().getByRole('textbox', { name: '内容' }).fill('你是一位唐代诗人，用七言绝句回答。');
    await addDialog().getByText('17/20000').waitFor();
    await addDialog().getByRole('button', { name: '添加', exact: true }).click();
    await page.getByText('添加成功').first().waitFor();
    await addDialog().waitFor({ state: 'hidden' });
    const ownRow = table().getByRole('row', { name: /诗人/ });
    await ownRow.getByText('自定义', { exact: true }).waitFor();

    // Edit: the dialog loads the role; 保存 sends PUT.
    await page.getByRole('button', { name: '编辑角色：诗人' }).click();
    await editDialog().waitFor();
    const content = editDialog().getByRole('textbox', { name: '内容' });
    await expect.poll(() => content.inputValue()).toBe('你是一位唐代诗人，用七言绝句回答。');
    await editDialog().getByRole('textbox', { name: '名称' }).fill('唐代诗人');
    await editDialog().getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('修改成功').first().waitFor();
    await editDialog().waitFor({ state: 'hidden' });
    await table().getByRole('rowheader', { name: '唐代诗人' }).waitFor();
    const all = await api<{ id: string; name: string; builtIn: boolean }[]>(
      'GET',
      '/promot_store/getall',
      undefined,
      await token(),
    );
    const own = all.data.filter((role) => !role.builtIn);
    expect(own.map((role) => role.name)).toEqual(['唐代诗人']);

    // Search by name.
    const search = page.getByRole('searchbox', { name: '搜索角色' });
    await search.fill('诗人');
    await search.press('Enter');
    await table().getByRole('rowheader', { name: '智能助手' }).waitFor({ state: 'detached' });
    expect(await table().getByRole('row').count()).toBe(2);
    await search.fill('不存在的角色');
    await search.press('Enter');
    await table().getByText('没有名称包含“不存在的角色”的角色').waitFor();
    await search.fill('');
    await search.press('Enter');
    await table().getByRole('rowheader', { name: '智能助手' }).waitFor();

    // Delete after confirmation: 取消 keeps it, 确定删除 removes it.
    await page.getByRole('button', { name: '删除角色：唐代诗人' }).click();
    const ask = page.getByRole('alertdialog', { name: '删除角色' });
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    await table().getByRole('rowheader', { name: '唐代诗人' }).waitFor();
    await page.getByRole('button', { name: '删除角色：唐代诗人' }).click();
    await ask.getByRole('button', { name: '确定删除' }).click();
    await page.getByText('删除成功').first().waitFor();
    await table().getByRole('rowheader', { name: '唐代诗人' }).waitFor({ state: 'detached' });
    await table().getByRole('rowheader', { name: '智能助手' }).waitFor();
    const after = await api<{ builtIn: boolean }[]>('GET', '/promot_store/getall', undefined, await token());
    expect(after.data.filter((role) => !role.builtIn)).toHaveLength(0);
  }, 90_000);
});
