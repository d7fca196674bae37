import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const dataDir = inject('dataDir');
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A fresh, unique account (not yet created). */
export function newUser(prefix: string): TestUser {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `用户${id}`.slice(0, 32), email: `${id}@example.com`, password: 'correct-horse-42' };
}

/** Calls the console API directly (as the tests' own client) and returns the envelope. */
export async function api<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${baseUrl}/v1/api${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Signs `user` up through the API, optionally saving a robot config (so a login is not a first login). */
export async function createUser(user: TestUser, options: { withConfig?: boolean } = {}): Promise<void> {
  const signup = await api('POST', '/signup', { ...user, codeType: 2, code: '', inviteCode: '' });
  if (signup.code !== 0) throw new Error(`signup failed: ${signup.msg}`);
  if (options.withConfig) {
    const login = await api<{ token: string }>('POST', '/login', { email: user.email, password: user.password });
    const saved = await api('POST', '/wechat/config/update', { config: '{}' }, login.data.token);
    if (saved.code !== 0) throw new Error(`config save failed: ${saved.msg}`);
    await api('POST', '/logout', {}, login.data.token);
  }
}

/** `npm run admin -- <args>` on the test server's database. */
export function admin(...args: string[]): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/src/admin-cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
}

/** The action links mailed to `email` so far (the outbox of a server without SMTP). */
export function mailedLinks(email: string): string[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; link?: string })
    .filter((mail) => mail.to === email && mail.link)
    .map((mail) => mail.link as string);
}

/** A new page of a fresh browser context (its own storage and cookies), desktop-sized unless told. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  return context.newPage();
}

/** The path of the page under the console's base, e.g. `/dashboard/main`. */
export function consolePath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.replace(/^\/weassit/, '') + url.search;
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('textbox', { name: '邮箱' }).fill(user.email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in from the login page and waits for the console. */
export async function logIn(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${baseUrl}/weassit/login`);
  await submitLogin(page, user);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
