import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { watchCspViolations } from './csp-violations.ts';
import { admin, api, baseUrl, createUser, logIn, newUser, openPage } from './helpers.ts';
import { type RobotKeys, robotPost } from './robot-api.ts';

/*
 * Stored XSS payloads, each carrying its marker inside the markup: the marker is visible text only when the
 * payload is shown as text, so "the marker is on the page" proves it was rendered and escaped.
 */
const P = {
  img: (m: string) => `<img src=x alt=${m} onerror="window.__xss=(window.__xss||0)+1">`,
  svg: (m: string) => `<svg id=${m} onload="window.__xss=1">`,
  script: (m: string) => `<script>window.__xss=1/*${m}*/</script>`,
  iframe: (m: string) => `"><iframe name=${m} src=javascript:window.__xss=1>`,
  js: (m: string) => `javascript:window.__xss=1//${m}`,
  JS: (m: string) => `JaVaScRiPt:window.__xss=1//${m}`,
};
const H5_URL = `https://example.com/xssH5Url?q="><svg/onload=window.__xss=1>`;

/**
 * The pages showing the seeded values: path, the markers it shows, the row button whose dialog shows values,
 * and the markers of that dialog (markers space-separated).
 */
const visits: [path: string, markers: string, edit?: RegExp, dialogMarkers?: string][] = [
  ['/dashboard/main', 'xssNotice xssRobotName'],
  ['/wechat/index', 'xssDefaultReply xssPreventWords xssAcceptKw xssNewFriend'],
  ['/wechat/keywords', 'xssKwA xssKwB xssKwReply', /^编辑规则：.*xssKwA/, 'xssKwA xssKwB xssKwReply xssKwLink'],
  ['/vip/callbackEvent', 'xssCbKw', /^编辑规则：.*xssCbKw/, 'xssCbKw xssCbValue'],
  ['/vip/rssNews', 'xssRssTarget', /^编辑订阅：/, 'xssRssTarget xssRssPrefix'],
  ['/material/word', 'xssWordName xssWordContent', /^编辑 .*xssWordName/, 'xssWordName xssWordContent'],
  ['/material/h5', 'xssH5Name xssH5Title xssH5Url', /^编辑 .*xssH5Name/, 'xssH5Name xssH5Title xssH5Desc xssH5Url'],
  ['/aibot/promotstore', 'xssRoleName xssRoleContent', /^编辑角色：.*xssRoleName/, 'xssRoleName xssRoleContent'],
  ['/contact/list', 'xssFriendName xssFriendAlias xssFriendWeixin', /^给 .*xssFriendName.* 发消息$/, 'xssFriendName'],
  ['/group/room', 'xssRoomTopic xssRoomOwner', /^给 .*xssRoomTopic.* 发消息$/, 'xssRoomTopic'],
  ['/schedule/tasks', 'xssTaskContent xssTaskSub xssTaskSetter'],
];

/** Stored XSS: nothing the user or the robot stored runs anywhere the console shows it. */
describe('stored XSS in the console', () => {
  let browser: Browser;
  let page: Page;
  let token = '';
  const owner = newUser('xss');
  /** `dialog` events (alert, confirm, prompt) and CSP violations, as they happen. */
  const dialogs: string[] = [];
  const violations: string[] = [];

  const ok = (res: { code: number; msg?: string }) => expect(res, res.msg).toMatchObject({ code: 0 });
  const addToList = async (name: string, item: Record<string, unknown>) => {
    const list = await api<{ version: string }>('GET', `/wechat/config/list?name=${name}`, undefined, token);
    ok(await api('POST', '/wechat/config/list/add', { name, version: list.data.version, item }, token));
  };

  /** Waits until `marker` is visible text (or a visible field's value) of the page or of its open dialog. */
  const showsMarker = (marker: string, inDialog = false) =>
    page
      .waitForFunction(
        ({ marker, inDialog }) => {
          const roots = inDialog
            ? Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'))
            : [document.body];
          return roots.some(
            (root) =>
              root.innerText.includes(marker) ||
              Array.from(root.querySelectorAll<HTMLInputElement>('input, textarea')).some(
                (field) => field.value.includes(marker) && field.checkVisibility(),
              ),
          );
        },
        { marker, inDialog },
      )
      .catch((error: Error) => {
        throw new Error(`${marker} never shown${inDialog ? ' in the dialog' : ''}: ${error.message}`);
      });

  /** Every trace a payload that ran (or was parsed as markup) would leave. */
  const traces = async () => ({
    ...(await page.evaluate(() => ({
      xss: typeof (window as unknown as { __xss?: unknown }).__xss,
      handlers: Array.from(document.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((attr) => /^on/i.test(attr.name) && attr.value.includes('__xss'))
          .map((attr) => `${el.tagName.toLowerCase()}[${attr.name}]`),
      ),
      jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
      iframes: document.querySelectorAll('iframe').length,
    }))),
    dialogs: [...dialogs],
    violations: [...violations],
  });
  const clean = { xss: 'undefined', handlers: [], jsLinks: 0, iframes: 0, dialogs: [], violations: [] };

  beforeAll(async () => {
    await createUser(owner, { withConfig: true });
    admin('role', owner.email, 'vip');
    token = (await api<{ token: string }>('POST', '/login', { email: owner.email, password: owner.password })).data
      .token;
    const pairs = await api<{ robot: RobotKeys }>('POST', '/apiauth/get', { password: owner.password }, token);
    ok(pairs);
    const keys = pairs.data.robot;

    // The basic config's texts, then the config lists (each add bumps the config's version).
    const record = await api<{ id: string; version: number; config: string }>(
      'GET',
      '/wechat/config',
      undefined,
      token,
    );
    const config = {
      ...JSON.parse(record.data.config),
      defaultReply: P.img('xssDefaultReply'),
      preventWords: P.svg('xssPreventWords'),
      acceptFriendKeyWords: [P.script('xssAcceptKw')],
      newFriendReplys: [{ type: 1, content: P.iframe('xssNewFriend') }],
    };
    ok(
      await api(
        'POST',
        '/wechat/config/update',
        { id: record.data.id, version: record.data.version, config: JSON.stringify(config) },
        token,
      ),
    );
    await addToList('replyKeywords', {
      keywords: [P.img('xssKwA'), P.svg('xssKwB')],
      reg: 1,
      replys: [
        { type: 1, content: P.script('xssKwReply') },
        // A link message in a rule is not a library material: its URL is not checked to be http(s).
        { type: 4, title: P.iframe('xssKwLink'), url: P.js('xssKwUrl'), description: 'd', thumbUrl: P.JS('xssKwT') },
      ],
    });
    await addToList('callBackEvents', {
      keywords: [P.svg('xssCbKw')],
      reg: 1,
      type: 100, // a custom address (1 is a built-in event)
      customUrl: 'https://callback.example.com/hook',
      moreData: [{ key: 'k', value: P.iframe('xssCbValue') }],
    });

    ok(
      await api(
        'POST',
        '/material/add',
        { type: 1, name: P.svg('xssWordName'), content: P.img('xssWordContent') },
        token,
      ),
    );
    ok(
      await api(
        'POST',
        '/material/rich/add',
        {
          type: 4,
          name: P.svg('xssH5Name'),
          title: P.iframe('xssH5Title'),
          description: P.script('xssH5Desc'),
          url: H5_URL,
          thumbUrl: 'https://example.com/thumb.png',
        },
        token,
      ),
    );
    ok(await api('POST', '/promot_store', { name: P.svg('xssRoleName'), content: P.img('xssRoleContent') }, token));
    ok(
      await api(
        'POST',
        '/rss',
        {
          rssUrl: 'https://feed.example.com/xss.xml',
          type: 'room',
          targets: [{ name: P.svg('xssRssTarget') }],
          updateTime: '0 0 * * * *',
          prefixWord: P.img('xssRssPrefix'),
        },
        token,
      ),
    );
    admin('notice', P.script('xssNotice'));

    // What the robot uploads: its own name, friends, groups and a reminder.
    const robotId = 'wxid_xss_robot';
    const robot = async (path: string, params: Record<string, unknown>) =>
      expect(await robotPost(path, params, keys)).toMatchObject({ code: 200 });
    await robot('/wechat/info', { robotName: P.img('xssRobotName'), avatar: P.js('xssRobotAvatar'), robotId });
    await robot('/wechat/friend', {
      friend: [
        {
          wxid: 'wxid_xss_friend',
          name: P.img('xssFriendName'),
          alias: P.svg('xssFriendAlias'),
          weixin: P.iframe('xssFriendWeixin'),
          avatar: P.js('xssFriendAvatar'),
          gender: 1,
          type: 1,
          robotId,
          friend: true,
        },
      ],
    });
    await robot('/wechat/room', {
      room: [
        {
          wxid: '9901@chatroom',
          topic: P.script('xssRoomTopic'),
          ownerId: P.iframe('xssRoomOwner'),
          avatar: P.JS('xssRoomAvatar'),
          memberCount: 3,
          robotId,
          adminIds: '',
        },
      ],
    });
    await robot('/task', {
      setter: P.svg('xssTaskSetter'),
      subscribe: P.img('xssTaskSub'),
      isLoop: true,
      time: '0 0 8 * * ?',
      content: P.iframe('xssTaskContent'),
    });

    browser = await launchChromium();
    page = await openPage(browser);
    page.setDefaultTimeout(15_000);
    // Links open outside the sandbox's reach: answer them here.
    await page
      .context()
      .route(/^https:\/\/[^/]*example\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }),
      );
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await watchCspViolations(page, violations);
    await logIn(page, owner);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  // Each test answers for the pages it visits.
  beforeEach(() => {
    dialogs.length = 0;
    violations.length = 0;
  });

  it('refuses a javascript: URL for a link material', async () => {
    for (const url of [P.js('xssH5Refused'), P.JS('xssH5Refused')]) {
      const refused = await api(
        'POST',
        '/material/rich/add',
        { type: 4, name: 'js', title: 't', description: 'd', url, thumbUrl: 'https://example.com/t.png' },
        token,
      );
      expect(refused.code, url).not.toBe(0);
      expect(refused.msg).toContain('链接格式不正确');
    }
  });

  it('notices each trace it looks for, so a clean page below is a clean one', async () => {
    await page.goto(`${baseUrl}/weassit/dashboard/main`);
    await showsMarker('xssNotice');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<a href="javascript:void 0">a</a><iframe></iframe><img src=x onerror="window.__xss=(window.__xss||0)+1">',
      );
      (window as unknown as { __xss: number }).__xss = 1;
      setTimeout(() => alert('probe'));
    });
    await expect.poll(() => dialogs.length).toBe(1);
    // The inline handler itself is refused by the policy, and reported.
    await expect.poll(() => violations.some((text) => text.startsWith('script-src-attr'))).toBe(true);
    const seen = await traces();
    expect(seen).toMatchObject({ xss: 'number', handlers: ['img[onerror]'], jsLinks: 1, iframes: 1 });
  });

  for (const [path, markers, edit, dialogMarkers = ''] of visits) {
    it(`runs nothing on ${path}${edit ? ' nor in its row dialog' : ''}`, async () => {
      await page.goto(`${baseUrl}/weassit${path}`);
      for (const marker of markers.split(' ')) await showsMarker(marker);
      expect(await traces()).toEqual(clean);
      if (edit) {
        await page.getByRole('button', { name: edit }).first().click();
        await page.getByRole('dialog').first().waitFor();
        for (const marker of dialogMarkers.split(' ')) await showsMarker(marker, true);
        expect(await traces()).toEqual(clean);
      }
    });
  }

  it('opens the link of a link material as the https: address it is, running nothing', async () => {
    await page.goto(`${baseUrl}/weassit/material/h5`);
    const link = page.getByRole('link', { name: /xssH5Url/ });
    expect(await link.getAttribute('href')).toBe(H5_URL);
    const opened = page.context().waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForURL(/^https:\/\/example\.com\/xssH5Url/);
    await tab.close();
    expect(page.url()).toBe(`${baseUrl}/weassit/material/h5`);
    expect(await traces()).toEqual(clean);
  });
});
