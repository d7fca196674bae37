import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import {
  admin,
  api,
  baseUrl,
  consolePath,
  createUser,
  logIn,
  newUser,
  openPage,
  submitLogin,
  type TestUser,
} from './helpers.ts';

type KeyPair = { apiKey: string; apiSecret: string };

/** Issue 8: routes and guards, session, API errors and layout of the console shell, in Chromium. */
describe('the console shell', () => {
  let browser: Browser;
  // A user with a saved robot config (a login is not a first login), and not vip.
  const member = newUser('shell');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(member, { withConfig: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Toasts are alert dialogs too (react-aria): the confirm dialogs are found by their titles.
  const loggedOutDialog = (page: Page) => page.getByRole('alertdialog', { name: '确认登出' });
  const vipDialog = (page: Page) => page.getByRole('alertdialog', { name: '提示' });
  const token = (page: Page) => page.evaluate(() => localStorage.getItem('weassit_token'));

  it('sends / to the login page and an unknown path to 404', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/weassit/`);
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    expect(consolePath(page)).toBe('/login');
    await page.goto(`${baseUrl}/weassit/wechat/no-such-page`);
    await page.getByRole('heading', { name: /页面不存在/ }).waitFor();
    expect(consolePath(page)).toBe('/404');
    await expect.poll(() => page.title()).toBe('页面不存在 - 智能微秘书');
    await page.context().close();
  });

  it('sends a visitor from a protected page to login with the redirect, and back there after login', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/weassit/wechat/keywords`);
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    expect(consolePath(page)).toBe(`/login?redirect=${encodeURIComponent('/wechat/keywords')}`);
    await submitLogin(page, member);
    await page.waitForURL(/\/weassit\/wechat\/keywords$/);
    await page.getByRole('heading', { name: '简单问答', level: 1 }).waitFor();
    // The page itself, not only its frame: a new account has no rules yet and is offered the first one.
    await page.getByRole('button', { name: '添加问答' }).first().waitFor();
    await expect.poll(() => page.title()).toBe('简单问答 - 智能微秘书');
    // The session is in storage and in the two cookies (spec §3).
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies.weassit_token).toBe(await token(page));
    expect(cookies.weassit_user_id).toMatch(/\S+/);
    // The breadcrumb starts with 首页; the greeting names the user.
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.getByRole('listitem').allInnerTexts()).resolves.toEqual(['首页', '智能配置', '简单问答']);
    await page.getByText(`你好，${member.name}`).waitFor();
    await expect(page.getByText('Copyright © 2025 智能微秘书 版权所有').count()).resolves.toBe(1);

    // Logged in, /login goes to the dashboard.
    await page.goto(`${baseUrl}/weassit/login`);
    await page.waitForURL(/\/weassit\/dashboard\/main$/);
    await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '机器人', exact: true }).waitFor();
    await page.context().close();
  });

  it('saves the r query once as the invite code, sends it on sign-up, and sends a first login to /wechat', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/weassit/login?r=FRIEND42`);
    await page.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    // A second r does not replace the first.
    await page.goto(`${baseUrl}/weassit/signup?r=LATER99`);
    const invite = page.getByRole('textbox', { name: '邀请码（选填）' });
    await expect(invite.inputValue()).resolves.toBe('FRIEND42');

    const user = newUser('invite');
    await page.getByRole('textbox', { name: '用户名' }).fill(`  ${user.name}  `);
    await page.getByRole('textbox', { name: '邮箱' }).fill(` ${user.email} `);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(user.password);
    const signupRequest = page.waitForRequest((request) => request.url().endsWith('/v1/api/signup'));
    await page.getByRole('button', { name: '注册', exact: true }).click();
    const body = JSON.parse((await signupRequest).postData() ?? '{}');
    expect(body).toEqual({
      name: user.name,
      email: user.email,
      password: user.password,
      codeType: 2,
      code: '',
      inviteCode: 'FRIEND42',
    });
    // Signed up: the login page with the e-mail filled in.
    await page.waitForURL(/\/weassit\/login$/);
    await expect(page.getByRole('textbox', { name: '邮箱' }).inputValue()).resolves.toBe(user.email);

    // First login without a saved config: /wechat (its default child) and the warning.
    await submitLogin(page, user);
    await page.waitForURL(/\/weassit\/wechat\/index$/);
    await page.getByText('新注册用户，请先初始化配置文件').waitFor();
    // The dashboard asks to initialise the config too.
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
    await page.waitForURL(/\/weassit\/dashboard\/main$/);
    await page.getByText('请先初始化配置文件', { exact: true }).waitFor();
    await page.context().close();
  });

  it('asks a non-vip user to become a member before a vip page', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: /高级功能/ }).click();
    await menu.getByRole('link', { name: '转发助手' }).click();
    const dialog = vipDialog(page);
    await dialog.getByText('本功能需要开通会员方可使用').waitFor();
    // Cancelled: still on the dashboard.
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(consolePath(page)).toBe('/dashboard/main');
    // Confirmed: the membership page.
    await menu.getByRole('link', { name: '转发助手' }).click();
    await vipDialog(page).getByRole('button', { name: '去开通' }).click();
    await page.waitForURL(/\/weassit\/member\/main$/);
    await page.getByRole('heading', { name: '会员中心', level: 1 }).waitFor();
    await page.getByText('你还不是会员').waitFor();

    // Opened directly, a vip page asks too, and shows a notice instead of the page.
    await page.goto(`${baseUrl}/weassit/vip/userGroup`);
    await vipDialog(page).getByText('本功能需要开通会员方可使用').waitFor();
    await vipDialog(page).getByRole('button', { name: '取消' }).click();
    await page.getByRole('heading', { name: '群发助手', level: 1 }).waitFor();
    await expect(page.getByText('即将上线').count()).resolves.toBe(0);
    // The custom centre is not in the menu and not reachable without the entitlement.
    await expect(menu.getByText('定制中心').count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/weassit/custom/gptChat`);
    await page.waitForURL(/\/weassit\/404$/);
    await page.context().close();
  });

  it('opens one logged-out dialog for 40001 answers, and its 重新登录 ends the session', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    await page.getByRole('heading', { name: '机器人', exact: true }).waitFor();
    expect(await token(page)).toBeTruthy();
    // Leave the dashboard (its status poll stops), then let the server get no token from now on: it answers
    // 40001 (not logged in) to every call.
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: '好友管理' }).click();
    await page.waitForURL(/\/contact\/list$/);
    // The URL changes at once, but the dashboard stays mounted (polling) until the friend list's chunk has
    // loaded: wait for that page, so coming back mounts the dashboard afresh and all its calls go out.
    await page.getByRole('heading', { name: '好友列表' }).waitFor();
    const answers: number[] = [];
    // Each API call goes out without its token; the handler reads the server's answer itself (reading it later
    // from a 'response' event can fail once the page moves on) and hands it to the page unchanged.
    await page.route('**/v1/api/**', async (route) => {
      const { authorization: _dropped, ...headers } = route.request().headers();
      try {
        const response = await route.fetch({ headers });
        const body = (await response.json().catch(() => null)) as { code: number } | null;
        if (body) answers.push(body.code);
        await route.fulfill({ response });
      } catch {
        // The test closed the page while this call was in flight: nothing left to answer.
      }
    });
    // Back on the dashboard, its config, notices and status calls fail together.
    await menu.getByRole('link', { name: '首页' }).click();
    const dialog = loggedOutDialog(page);
    await dialog.getByText('你已被登出，请重新登录').waitFor();
    await expect.poll(() => answers.filter((code) => code === 40001).length).toBeGreaterThanOrEqual(3);
    await expect(loggedOutDialog(page).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/weassit\/login$/);
    expect(await token(page)).toBeNull();
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain('weassit_token');
    await page.context().close();
  });

  it('shows the logged-out dialog when the session ends elsewhere (40004)', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    await page.getByRole('heading', { name: '机器人', exact: true }).waitFor();
    // Log this session out from outside the page; the status poll (every 3 s) hears about it.
    expect((await api('POST', '/logout', {}, (await token(page)) ?? '')).code).toBe(0);
    await loggedOutDialog(page).getByText('你已被登出，请重新登录').waitFor({ timeout: 10_000 });
    await loggedOutDialog(page).getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/weassit\/login$/);
    await page.context().close();
  });

  it('logs out from the navbar: the server session ends and / leads to the login page', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    const sessionToken = (await token(page)) ?? '';
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/weassit\/login$/);
    expect(await token(page)).toBeNull();
    expect((await api('POST', '/user/info', {}, sessionToken)).code).toBe(40004);
    await page.context().close();
  });

  it('keeps the sidebar collapsed or open across reloads (sidebarStatus cookie)', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: '收起菜单' }).click();
    await expect(menu.getAttribute('data-collapsed')).resolves.toBe('true');
    const sidebarCookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    await expect(sidebarCookie()).resolves.toBe('0');
    await page.reload();
    await menu.getByRole('button', { name: '展开菜单' }).waitFor();
    await expect(menu.getAttribute('data-collapsed')).resolves.toBe('true');
    await menu.getByRole('button', { name: '展开菜单' }).click();
    await expect(sidebarCookie()).resolves.toBe('1');
    await page.reload();
    await menu.getByRole('button', { name: '收起菜单' }).waitFor();
    await expect(menu.getAttribute('data-collapsed')).resolves.toBeNull();
    await page.context().close();
  });

  it('at 800 px the menu is an overlay that closes on navigation', async () => {
    const page = await openPage(browser, 800, 900);
    await logIn(page, member);
    await page.getByRole('heading', { name: '首页', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.count()).resolves.toBe(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await menu.waitFor();
    await menu.getByRole('link', { name: '好友管理' }).click();
    await page.waitForURL(/\/weassit\/contact\/list$/);
    await page.getByRole('heading', { name: '好友列表', level: 1 }).waitFor();
    await menu.waitFor({ state: 'detached' });
    // Escape closes it too.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('gives a vip user the open API page (keys behind the password, reset) and the custom centre with its entitlement', async () => {
    const vip = newUser('vip');
    await createUser(vip, { withConfig: true });
    admin('role', vip.email, 'vip');
    admin('custom', vip.email, 'gptChat');
    const page = await openPage(browser);
    await logIn(page, vip);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: /开放API/ }).click();
    await page.waitForURL(/\/weassit\/oapi\/oapi$/);
    // Both pairs stay hidden until the password is given again.
    const keys = page.getByRole('region', { name: '机器人密钥' });
    await keys.getByText('密钥已隐藏：验证登录密码后显示。').waitFor();
    await keys.getByRole('button', { name: '显示密钥' }).click();
    const reveal = page.getByRole('dialog', { name: '验证登录密码' });
    await reveal.getByRole('textbox', { name: '登录密码' }).fill('not my password');
    await reveal.getByRole('button', { name: '显示密钥' }).click();
    await reveal.getByText('密码不正确').first().waitFor();
    await reveal.getByRole('textbox', { name: '登录密码' }).fill(vip.password);
    await reveal.getByRole('button', { name: '显示密钥' }).click();
    await reveal.waitFor({ state: 'detached' });
    await keys
      .getByText(/^\w{4}\*{8}\w{4}$/)
      .first()
      .waitFor();
    const current = async () =>
      (
        await api<{ robot: KeyPair; openApi: KeyPair }>(
          'POST',
          '/apiauth/get',
          { password: vip.password },
          (await token(page)) ?? '',
        )
      ).data;
    const before = await current();
    await keys.getByRole('button', { name: '显示 apiKey' }).click();
    await keys.getByText(before.robot.apiKey, { exact: true }).waitFor();
    await keys.getByRole('button', { name: '重置密钥' }).click();
    const reset = page.getByRole('dialog', { name: '重置机器人密钥' });
    await reset.getByRole('textbox', { name: '登录密码' }).fill(vip.password);
    await reset.getByRole('button', { name: '确定重置' }).click();
    await page.getByText('密钥已重置').waitFor();
    const after = await current();
    expect(after.robot.apiKey).not.toBe(before.robot.apiKey);
    expect(after.openApi).toEqual(before.openApi);
    await keys.getByText(after.robot.apiKey, { exact: true }).waitFor();
    await page.getByText('/open/v1/api', { exact: false }).first().waitFor();

    await menu.getByRole('link', { name: '定制中心' }).click();
    await page.waitForURL(/\/weassit\/custom\/gptChat$/);
    await page.getByRole('heading', { name: '多模态GPT', level: 1 }).waitFor();
    await page.context().close();
  });
});

export type { TestUser };
