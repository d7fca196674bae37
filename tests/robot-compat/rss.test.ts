/**
 * RSS推送 end to end: feeds saved in the console reach the unmodified robot plugin through `GET /rss/config` (at
 * login, and again after the `rssconfig` push), and 立即推送最新 makes it fetch a feed served here, push its newest
 * item to the group as text and record it with `POST /rss/lastcontent/:id`. Run with
 * `npm run test:robot -- tests/robot-compat/rss.test.ts`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';
import { robotCacheDir } from './robot-process.ts';

const ROOM = '测试群';
const ITEM_TITLE = '机器人推送的最新文章';
const ITEM_LINK = 'https://news.example.com/robot-latest';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>兼容性测试新闻</title><link>https://news.example.com/</link>
<item><title>${ITEM_TITLE}</title><link>${ITEM_LINK}</link><description>这是摘要</description></item>
<item><title>更早的文章</title><link>https://news.example.com/older</link></item>
</channel></rss>`;

let world: RobotWorld;
let feeds: http.Server;
let feedUrl = '';
let feedFetches = 0;
let firstId = '';

const feed = (extra: Record<string, unknown> = {}) => ({
  rssUrl: feedUrl,
  type: 'room',
  targets: [{ name: ROOM }],
  updateTime: '0 0 */7 * * *',
  prefixWord: '今日新闻',
  ...extra,
});

type KeyPair = { apiKey: string; apiSecret: string };
const robotKeys = async () =>
  (await world.api<{ robot: KeyPair }>('/apiauth/get', { password: 'compat password 1' })).data.robot;

/**
 * A GET query signed the way the plugin signs it: every parameter but sign, keys sorted, `key=value` joined by
 * `&`, prefixed with `<apiSecret>&ApiSecret=`, MD5, uppercase hex.
 */
function signedQuery(keys: KeyPair): URLSearchParams {
  const params: Record<string, string> = {
    apiKey: keys.apiKey,
    timestamp: String(Date.now()),
    nonce: String(crypto.randomInt(0, 1000)),
  };
  const joined = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const sign = crypto.createHash('md5').update(`${keys.apiSecret}&ApiSecret=${joined}`).digest('hex').toUpperCase();
  return new URLSearchParams({ ...params, sign });
}

/** The ids of the feeds the robot keeps in its local RSS store (nedb: one JSON document a line). */
async function robotFeedIds(): Promise<string[]> {
  const keys = await robotKeys();
  const file = path.join(robotCacheDir(keys.apiKey), 'rssconfig.db');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id?: string }).id ?? '')
    .filter(Boolean);
}

beforeAll(async () => {
  feeds = http.createServer((_req, res) => {
    feedFetches += 1;
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    res.end(FEED);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;
  world = await startRobotWorld({
    prepare: async (w) => {
      const saved = await w.api<{ id: string }>('/rss', feed());
      expect(saved).toMatchObject({ code: 0 });
      firstId = saved.data.id;
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
  feeds?.closeAllConnections();
  await new Promise((resolve) => feeds?.close(resolve));
});

describe('RSS推送 with the real robot plugin', () => {
  it('fetches the saved feed with GET /rss/config when it logs in', async () => {
    await world.until('the robot to store the saved feed', async () =>
      (await robotFeedIds()).includes(firstId) ? true : undefined,
    );
  });

  it('fetches the feeds again after the rssconfig push that follows a save', async () => {
    const saved = await world.api<{ id: string }>('/rss', feed({ prefixWord: '第二个订阅' }));
    expect(saved).toMatchObject({ code: 0 });
    await world.until('the robot to store the second feed', async () =>
      (await robotFeedIds()).includes(saved.data.id) ? true : undefined,
    );
  });

  it('pushes the newest item to the group on 立即推送最新, and records it as the last pushed', async () => {
    expect(await world.api(`/rss/${firstId}/push`, {})).toMatchObject({ code: 0 });
    const sent = await world.until('the robot to push the newest item to the group', () =>
      world.events.find((e) => e.event === 'sent' && e.name === ROOM && e.text?.includes(ITEM_TITLE)),
    );
    expect(sent.text).toContain('今日新闻');
    expect(sent.text).toContain(ITEM_LINK);
    expect(sent.text).not.toContain('更早的文章');
    expect(feedFetches).toBeGreaterThan(0);

    // What the robot recorded with POST /rss/lastcontent/:id, read the way it reads it.
    const keys = await robotKeys();
    const lastContent = async () => {
      const res = await fetch(`${world.base}/open/v1/api/rss/lastcontent/${firstId}?${signedQuery(keys)}`, {
        headers: { authorization: '' },
      });
      return ((await res.json()) as { data: { lastContent?: string } | null }).data?.lastContent;
    };
    await world.until('the robot to record the pushed item', async () =>
      (await lastContent()) === ITEM_LINK ? true : undefined,
    );
  });
});
