import { MESSAGE_HISTORY_MESSAGES, type MessageRecord, type MessageStats } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import type { MessageRecordsTable } from '../src/db/schema.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';

/** The message history routes and the console's calls to them, shared by the history and stats test files. */
export const HISTORY_BASE = '/v1/api/message_history';
/** The public address the history tests configure, so ingest links are checked against it. */
export const PUBLIC_URL = 'https://weassit.example.com';

export type Answer = { code: number; msg: string; data: unknown };

/** A message as the robot plugin's 消息回调 posts it (handlers/on-callback-message.js). */
export function pluginBody(
  message: Record<string, unknown> = {},
  robotInfo: unknown = { wxid: 'wxid_robot', name: '小秘书' },
) {
  return {
    robotInfo,
    message: {
      conversionId: '20001@chatroom',
      conversionName: '产品讨论群',
      isRoom: true,
      chatName: '张三',
      chatId: 'wxid_zhangsan',
      chatAlias: '老张',
      chatUserWeixin: 'zhangsan88',
      isMyself: false,
      isMention: false,
      time: 1_764_000_000,
      type: '文字',
      content: '明天下午开产品评审会',
      ...message,
    },
  };
}

/**
 * `message_records` rows of the user written straight to the table (as rows stored before any cap, and far
 * faster than the ingest URL): 张三's text '你好' in 产品讨论群 at epoch 0, but for what each row sets.
 */
export async function seedRows(
  app: FastifyInstance,
  userId: string,
  rows: readonly Partial<Insertable<MessageRecordsTable>>[],
) {
  const base = {
    user_id: userId,
    robot_wxid: 'wxid_robot',
    conversation_id: '20001@chatroom',
    conversation_name: '产品讨论群',
    is_room: 1,
    sender_id: 'wxid_zhangsan',
    sender_name: '张三',
    sender_alias: '',
    sender_weixin: '',
    is_myself: 0,
    is_mention: 0,
    type: '文字',
    sent_at: 0,
    content: '你好',
    url: '',
    media_info: null,
    created_at: Date.now(),
  };
  for (let i = 0; i < rows.length; i += 200) {
    await app.db.kysely
      .insertInto('message_records')
      .values(rows.slice(i, i + 200).map((r) => ({ ...base, ...r })))
      .execute();
  }
}

/** Enables (or rotates) the user's ingest URL; returns its path and query. Its origin is checked when given. */
export async function enable(app: FastifyInstance, user: TestUser, origin?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${HISTORY_BASE}/link`, headers: bearer(user), payload: {} });
  const body = res.json() as Answer;
  expect(body).toMatchObject({ code: 0, msg: MESSAGE_HISTORY_MESSAGES.enabled });
  const url = new URL((body.data as { url: string }).url);
  if (origin !== undefined) expect(url.origin).toBe(origin);
  expect(url.pathname).toBe('/open/v1/record');
  return `${url.pathname}${url.search}`;
}

/** An app on PUBLIC_URL and a vip user, alice, with her ingest link. */
export async function setup(overrides: Partial<Config> = {}) {
  const app = await build({ publicUrl: PUBLIC_URL, ...overrides });
  const alice = await signupAndLogin(app);
  await makeVip(app, alice);
  return { app, alice, link: await enable(app, alice, PUBLIC_URL) };
}

/** A vip user with an ingest link on `app`. */
export async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { user, link: await enable(app, user) };
}

export const ingest = (app: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: path, payload: body as object, headers });

export async function list(app: FastifyInstance, user: TestUser, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const body = (
    await app.inject({ method: 'GET', url: `${HISTORY_BASE}?${qs}`, headers: bearer(user) })
  ).json() as Answer;
  expect(body.code, body.msg).toBe(0);
  return body.data as { count: number; list: MessageRecord[] };
}

export async function exportCsv(app: FastifyInstance, user: TestUser, filter: object = {}) {
  const made = (
    await app.inject({ method: 'POST', url: `${HISTORY_BASE}/export`, headers: bearer(user), payload: filter })
  ).json() as Answer;
  expect(made.code, made.msg).toBe(0);
  const { url } = made.data as { url: string };
  // The download is followed by a browser: no bearer header.
  return { url, res: await app.inject({ method: 'GET', url }) };
}

/** `count` rows a second apart, each with `content(i)`. */
export const numberedRows = (count: number, content: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ sent_at: 1_764_000_000_000 + i * 1000, content: content(i) }));

/** Saves the robot config over whatever is stored (enabling the ingest link may have saved one). */
export async function saveConfig(app: FastifyInstance, user: TestUser, config: object) {
  const current = (await app.inject({ method: 'GET', url: '/v1/api/wechat/config', headers: bearer(user) })).json() as {
    data: { version: number; config: string } | null;
  };
  const stored = current.data ? (JSON.parse(current.data.config) as object) : {};
  const saved = await app.inject({
    method: 'POST',
    url: '/v1/api/wechat/config/update',
    headers: bearer(user),
    payload: { config: JSON.stringify({ ...stored, ...config }), version: current.data?.version },
  });
  expect(saved.json(), saved.body).toMatchObject({ code: 0 });
}

export async function stats(app: FastifyInstance, user: TestUser, days: number | string = 7) {
  const res = await app.inject({ method: 'GET', url: `${HISTORY_BASE}/stats?days=${days}`, headers: bearer(user) });
  return res.json() as Answer;
}

export async function statsData(app: FastifyInstance, user: TestUser, days = 7): Promise<MessageStats> {
  const body = await stats(app, user, days);
  expect(body.code, body.msg).toBe(0);
  return body.data as MessageStats;
}
