#!/usr/bin/env node
// npm run screenshots [-- --out <dir>] — the landing page's screenshots of the console, taken from the real
// server (`apps/server/src/main.ts` on a free port, fresh DATA_DIR, serving CONSOLE_DIR or apps/console/dist)
// with demo data seeded through its own APIs: a signed-up, activated vip account with a saved config, keyword
// Q&A rules, friends and groups uploaded by a signed robot, daily messages and text materials. Chromium at
// 1280×800 shoots each page once its seeded content shows; JPEGs and screenshots.json go to --out
// (default apps/console/public/landing). Exits 1 when a page logs an error, throws, gets a 4xx/5xx from the API,
// shows the error boundary or lacks its content after 20 s.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { missingFonts } from './fonts.mjs';
import { ROOT, startServer, stopServer } from './lib.mjs';

/** @typedef {{ name: string, route: string, texts: string[] }} Shot */

const VIEWPORT = { width: 1280, height: 800 };
const CONTENT_TIMEOUT_MS = 20_000;
const CONTEXT = { viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };
const ROBOT = { robotId: 'wxid_demo_robot', robotName: '小微助手', avatar: '' };
const NOTICE = '社群运营小技巧：用「每日说」在早上 8:30 给群里发天气和问候，活跃度更高。';
const FRIENDS = [
  { wxid: 'wxid_demo_chen', name: '陈晓', alias: '产品经理', gender: 2, weixin: 'chenxiao_pm' },
  { wxid: 'wxid_demo_wang', name: '王磊', alias: '渠道合作', gender: 1, weixin: '' },
  { wxid: 'wxid_demo_lin', name: '林悦', alias: '社群志愿者', gender: 2, weixin: 'linyue' },
];
const ROOMS = [
  { wxid: '20001@chatroom', topic: '产品交流群 1', ownerId: 'wxid_demo_chen', memberCount: 486 },
  { wxid: '20002@chatroom', topic: '产品交流群 2', ownerId: 'wxid_demo_chen', memberCount: 312 },
  { wxid: '20003@chatroom', topic: '新用户答疑群', ownerId: 'wxid_demo_lin', memberCount: 198 },
  { wxid: '20004@chatroom', topic: '城市合伙人 · 上海', ownerId: 'wxid_demo_wang', memberCount: 76 },
  { wxid: '20005@chatroom', topic: '内测体验官', ownerId: 'wxid_demo_robot', memberCount: 45 },
];
const QA = [
  [['营业时间'], '我们每天 9:00-21:00 在线，节假日照常服务。'],
  [['价格', '多少钱'], '基础版免费；会员 ¥29/月，年付 ¥199，可随时取消。'],
  [['入群', '加群'], '回复「入群」即可收到产品交流群邀请，进群后请先看群公告哦～'],
  [['发票'], '在「我的 - 订单」中申请电子发票，1 个工作日内发到您的邮箱。'],
  [['人工', '客服'], '已为您转接人工客服，工作时间内 5 分钟内回复，请稍候。'],
];
const QA_RULES = QA.map(([keywords, content]) => ({ keywords, replys: [{ type: 1, content }] }));
// 每日说 as the console saves a target picked from the list: its name and wxid.
const DAY_TASKS = [
  { type: 'room', roomName: '产品交流群 1', wxid: '20001@chatroom', date: '0 30 8 * * ?', city: '上海' },
  { type: 'room', roomName: '新用户答疑群', wxid: '20003@chatroom', date: '0 0 9 * * ?', city: '北京' },
  { type: 'contact', name: '陈晓', wxid: 'wxid_demo_chen', date: '0 0 22 * * ?', memorialDay: '2021-05-20' },
].map((task, i) => ({ ...task, endWord: ['早安，祝大家顺利！', '有问题随时 @小微助手', '晚安，明天见～'][i] }));
const MATERIALS = [
  { type: 1, name: '新人欢迎语', tag: '社群', content: '欢迎加入产品交流群！请先阅读群公告，有问题随时 @小微助手。' },
  { type: 1, name: '周六分享会预告', tag: '活动', content: '本周六 14:00 线上分享：社群运营的 5 个小技巧。' },
];
/** @type {Shot[]} */
const SHOTS = [
  { name: 'dashboard', route: '/weassit/dashboard/main', texts: [ROBOT.robotName, NOTICE] },
  { name: 'keywords', route: '/weassit/wechat/keywords', texts: ['每天 9:00-21:00', '已为您转接人工客服'] },
  { name: 'groups', route: '/weassit/group/room', texts: ['产品交流群 1', '内测体验官'] },
  { name: 'schedule', route: '/weassit/schedule/day', texts: ['产品交流群 1', '陈晓', '在08:30'] },
];

/** A path as printed: relative to the working folder when inside it. @param {string} file */
const shown = (file) =>
  path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file);
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(values.out ?? path.join(ROOT, 'apps/console/public/landing'));
const CONSOLE_DIR = path.resolve(ROOT, process.env.CONSOLE_DIR ?? 'apps/console/dist');
if (!fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))) {
  console.error(`No ${shown(path.join(CONSOLE_DIR, 'index.html'))}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
// Without the theme's fonts Chromium draws the Chinese text in another face, or as boxes.
const missing = missingFonts();
if (missing.length) {
  console.error('The screenshots need fonts that are not installed:');
  for (const font of missing) console.error(`  ${font.family} — apt-get install -y ${font.debian}`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-screenshots-'));
const dataDir = path.join(tmp, 'data');
const logFile = path.join(tmp, 'server.log');
fs.mkdirSync(dataDir);
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {import('playwright-core').Browser | undefined} */
let browser;

/** Stops what this script started (the browser, then the server) and removes its temp folder. */
async function cleanUp() {
  await browser?.close().catch(() => {});
  browser = undefined;
  await stopServer(server);
  server = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** `npm run admin -- <args>` on this server's database. @param {...string} args */
function admin(...args) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/src/admin-cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args[0]} failed: ${result.stderr}`);
}

/** Seeds the demo account and its data through the APIs of the server at `base`; answers its credentials. */
async function seed(/** @type {string} */ base) {
  /**
   * Calls the console API (GET with a query, else POST with a JSON body); throws unless it answers code 0.
   * @type {(pathname: string, body?: unknown, token?: string) => Promise<any>}
   */
  const call = async (pathname, body, token) => {
    const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
    if (body !== undefined) headers.set('content-type', 'application/json');
    const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
    const res = await fetch(`${base}/v1/api${pathname}`, init);
    const answer = await res.json();
    if (answer.code !== 0) throw new Error(`${pathname}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const user = { name: '运营小王', email: 'demo@weassit.example.com', password: 'demo-password-2026' };
  await call('/signup', { ...user, codeType: 2, code: '', inviteCode: '' });
  // Without SMTP the activation mail goes to DATA_DIR/outbox.jsonl; its link carries the token.
  const outbox = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8');
  const activation = /\/activeemail\?token=([\w-]+)/.exec(outbox)?.[1];
  if (!activation) throw new Error('no activation link in the outbox');
  await call(`/auth_email?token=${activation}`);
  admin('role', user.email, 'vip');
  admin('notice', NOTICE);
  const { token } = await call('/login', { email: user.email, password: user.password });
  await call('/wechat/config/update', { config: '{}' }, token);

  /** Appends items to one config list, each with the version the previous change answered. */
  const addAll = async (name, items) => {
    let { version } = await call(`/wechat/config/list?name=${name}`, undefined, token);
    for (const item of items) ({ version } = await call('/wechat/config/list/add', { name, version, item }, token));
  };
  await addAll('replyKeywords', QA_RULES);
  await addAll('dayTaskSchedule', DAY_TASKS);
  for (const material of MATERIALS) await call('/material/add', material, token);

  // The robot: signed calls with the account's key pair, as the plugin makes them after logging in to WeChat.
  const { robot: keys } = await call('/apiauth/get', { password: user.password }, token);
  /** @type {(method: 'GET' | 'POST', pathname: string, params: Record<string, unknown>) => Promise<void>} */
  const robotCall = async (method, pathname, params) => {
    const signed = sign(params, keys);
    const query = new URLSearchParams(Object.entries(signed).map(([key, value]) => [key, text(value)]));
    const post = { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed) };
    const url = `${base}/open/v1/api${pathname}`;
    const res = await (method === 'GET' ? fetch(`${url}?${query}`) : fetch(url, post));
    const json = await res.json();
    if (json.code !== 200) throw new Error(`robot ${pathname}: ${JSON.stringify(json)}`);
  };
  await robotCall('POST', '/wechat/info', ROBOT);
  await robotCall('GET', '/wechat/qrcode', { qrStatus: 4, qrUrl: '' });
  await robotCall('GET', '/wechat/heart', { heartBeat: 'live' });
  await robotCall('GET', '/wechat/config', {});
  const { robotId } = ROBOT;
  await robotCall('POST', '/wechat/friend', { friend: FRIENDS.map((f) => ({ ...f, type: 1, robotId, friend: true })) });
  await robotCall('POST', '/wechat/room', { room: ROOMS.map((room) => ({ ...room, robotId, adminIds: '' })) });
  return user;
}

/** A JSON-able value as the robot API signs it: objects as JSON, the rest as text. @param {unknown} value */
const text = (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The robot API's signature: every parameter but sign, sorted `key=value&…`, after `<secret>&ApiSecret=`, MD5.
 * @param {Record<string, unknown>} params
 * @param {{ apiKey: string, apiSecret: string }} keys
 */
function sign(params, keys) {
  const withAuth = { ...params, apiKey: keys.apiKey, timestamp: Date.now(), nonce: String(crypto.randomInt(0, 1000)) };
  const names = Object.keys(withAuth).sort();
  const joined = names.map((key) => `${key}=${text(withAuth[key])}`).join('&');
  const digest = crypto.createHash('md5').update(`${keys.apiSecret}&ApiSecret=${joined}`).digest('hex');
  return { ...withAuth, sign: digest.toUpperCase() };
}

async function main() {
  const started = await startServer({ dataDir, consoleDir: CONSOLE_DIR, logFile });
  server = started.server;
  const base = started.url;
  const user = await seed(base);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext(CONTEXT)).newPage();
  // What went wrong on the page being shot; emptied before each page.
  /** @type {string[]} */
  let problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/v1/api/')) {
      problems.push(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
    }
  });
  /** Throws, naming the page, when anything went wrong on it. @param {string} name */
  const fail = (name) => {
    if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
  };

  await page.goto(`${base}/weassit/login`);
  await page.getByRole('textbox', { name: '邮箱' }).fill(user.email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/weassit/dashboard/main');
  fail('login');

  fs.mkdirSync(OUT, { recursive: true });
  const boundary = page
    .getByRole('alert')
    .filter({ hasText: /页面出错了|页面加载失败/ })
    .first();
  for (const shot of SHOTS) {
    problems = [];
    await page.goto(`${base}${shot.route}`);
    const deadline = Date.now() + CONTENT_TIMEOUT_MS;
    for (const wanted of shot.texts) {
      const content = page.getByText(wanted).first();
      try {
        await content
          .or(boundary)
          .first()
          .waitFor({ timeout: Math.max(deadline - Date.now(), 1) });
      } catch {
        problems.push(`“${wanted}” did not appear within ${CONTENT_TIMEOUT_MS / 1000} s`);
        break;
      }
      if (await boundary.isVisible()) {
        problems.push(`the error boundary shows: ${(await boundary.innerText()).split('\n')[0]}`);
        break;
      }
    }
    fail(`${shot.name} (${shot.route})`);
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT, `${shot.name}.jpg`);
    await page.screenshot({ type: 'jpeg', quality: 80, path: file, animations: 'disabled' });
    // An error logged while the page settled counts too.
    fail(`${shot.name} (${shot.route})`);
    console.log(`${shown(file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} kB`);
  }
  const index = SHOTS.map(({ name, route }) => ({ name: `${name}.jpg`, route, ...VIEWPORT }));
  fs.writeFileSync(path.join(OUT, 'screenshots.json'), `${JSON.stringify(index, null, 2)}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(1)));

let failed = false;
try {
  await main();
} catch (error) {
  console.error(`screenshots: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
