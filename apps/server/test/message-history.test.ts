import { Writable } from 'node:stream';
import {
  ErrorCode,
  MESSAGE_CSV_HEADERS,
  MESSAGE_HISTORY_MESSAGES,
  MESSAGE_RECORD_MAX_BYTES,
  QUOTA_DEFAULTS,
  quotaReachedMessage,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { AppError } from '../src/lib/envelope.ts';
import { listMessages } from '../src/services/message-search.ts';
import { PURGE_INTERVAL_MS } from '../src/services/purge.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import {
  enable,
  exportCsv,
  HISTORY_BASE,
  ingest,
  list,
  numberedRows,
  PUBLIC_URL,
  pluginBody,
  seedRows,
  setup,
} from './message-fixtures.ts';

const contents = async (app: FastifyInstance, user: TestUser, query: Record<string, string | number> = {}) =>
  (await list(app, user, { pageSize: 100, ...query })).list.map((m) => m.content);

describe('message history ingest', () => {
  it('stores plugin-shaped bodies, incoming and the robot’s own, and lists them newest first', async () => {
    const { app, alice, link } = await setup();
    const incoming = await ingest(app, link, pluginBody({ isMention: true }));
    expect(incoming.statusCode).toBe(200);
    expect(incoming.json()).toMatchObject({ code: 0 });
    const own = pluginBody({
      conversionId: 'wxid_lisi',
      conversionName: '李四',
      isRoom: false,
      chatName: '小秘书',
      chatId: 'wxid_robot',
      chatAlias: undefined,
      chatUserWeixin: '',
      isMyself: true,
      time: 1_764_000_100,
      type: 'h5链接',
      content: undefined,
      mediaInfo: { url: 'https://example.com/a', title: '文章', description: '', imageUrl: '' },
      // The user's moreData keys ride along in the message; they are ignored.
      source: 'crm',
    });
    expect((await ingest(app, link, own, { 'x-token': 'from-header-config' })).json()).toMatchObject({ code: 0 });

    const page = await list(app, alice);
    expect(page.count).toBe(2);
    expect(page.list[0]).toMatchObject({
      conversationId: 'wxid_lisi',
      isRoom: false,
      isMyself: true,
      type: 'h5链接',
      content: '',
      senderAlias: '',
      time: 1_764_000_100_000,
      mediaInfo: { url: 'https://example.com/a', title: '文章' },
    });
    expect(page.list[0]).not.toHaveProperty('source');
    expect(page.list[1]).toEqual({
      id: expect.any(Number),
      robotWxid: 'wxid_robot',
      conversationId: '20001@chatroom',
      conversationName: '产品讨论群',
      isRoom: true,
      senderId: 'wxid_zhangsan',
      senderName: '张三',
      senderAlias: '老张',
      senderWeixin: 'zhangsan88',
      isMyself: false,
      isMention: true,
      type: '文字',
      time: 1_764_000_000_000,
      content: '明天下午开产品评审会',
      url: '',
      mediaInfo: null,
    });
  });

  it('builds the ingest URL from PUBLIC_URL, never from the Host header', async () => {
    const { app, alice } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: `${HISTORY_BASE}/link`,
      headers: { ...bearer(alice), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: {},
    });
    expect((res.json().data as { url: string }).url).toMatch(
      /^https:\/\/weassit\.example\.com\/open\/v1\/record\?key=[\w-]{43}$/,
    );
  });

  it('keeps the ingest secret and the export token out of the access log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(await testConfig({ publicUrl: PUBLIC_URL }), { logger: { level: 'info', stream } });
    try {
      const alice = await signupAndLogin(app);
      await makeVip(app, alice);
      const link = await enable(app, alice, PUBLIC_URL);
      expect((await ingest(app, link, pluginBody())).json()).toMatchObject({ code: 0 });
      const { url, res } = await exportCsv(app, alice);
      expect(res.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('"url":"/open/v1/record?key=…"');
      expect(log).toContain('"url":"/v1/api/message_history/export?token=…"');
      expect(log).not.toContain(link.slice(link.indexOf('=') + 1));
      expect(log).not.toContain(url.slice(url.indexOf('=') + 1));
    } finally {
      await app.close();
    }
  });

  it('refuses bad input with the envelope, never a 500, and stores nothing', async () => {
    const { app, alice, link } = await setup();
    const bad: [string, unknown, number][] = [
      ['missing message', { robotInfo: { wxid: 'w', name: 'n' } }, ErrorCode.MISSING_PARAMETER],
      ['missing conversionId', pluginBody({ conversionId: undefined }), ErrorCode.MISSING_PARAMETER],
      ['empty conversionId', pluginBody({ conversionId: '' }), ErrorCode.INVALID_PARAMETER],
      ['missing isRoom', pluginBody({ isRoom: undefined }), ErrorCode.MISSING_PARAMETER],
      ['missing time', pluginBody({ time: undefined }), ErrorCode.MISSING_PARAMETER],
      ['time as text', pluginBody({ time: 'yesterday' }), ErrorCode.INVALID_PARAMETER],
      ['fractional time', pluginBody({ time: 1.5 }), ErrorCode.INVALID_PARAMETER],
      ['isRoom as text', pluginBody({ isRoom: 'yes' }), ErrorCode.INVALID_PARAMETER],
      ['content as object', pluginBody({ content: { a: 1 } }), ErrorCode.INVALID_PARAMETER],
      ['mediaInfo as array', pluginBody({ mediaInfo: [1] }), ErrorCode.INVALID_PARAMETER],
      ['robotInfo as text', pluginBody({}, 'robot'), ErrorCode.INVALID_PARAMETER],
      ['message as array', { robotInfo: {}, message: [] }, ErrorCode.INVALID_PARAMETER],
      ['long conversionId', pluginBody({ conversionId: 'x'.repeat(129) }), ErrorCode.INVALID_PARAMETER],
      ['long type', pluginBody({ type: '文'.repeat(17) }), ErrorCode.INVALID_PARAMETER],
      ['long content', pluginBody({ content: 'x'.repeat(30_001) }), ErrorCode.INVALID_PARAMETER],
      ['array body', [pluginBody()], ErrorCode.MALFORMED_REQUEST],
    ];
    for (const [what, body, code] of bad) {
      const res = await ingest(app, link, body);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json(), what).toMatchObject({ code, msg: expect.any(String) });
    }
    const raw = await app.inject({
      method: 'POST',
      url: link,
      payload: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST });

    const oversized = await ingest(app, link, pluginBody({ content: 'x'.repeat(MESSAGE_RECORD_MAX_BYTES) }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ code: ErrorCode.TOO_LARGE });
    expect((await list(app, alice)).count).toBe(0);
  });

  it('refuses a wrong, malformed or rotated secret, and any secret once the link is stopped', async () => {
    const { app, alice, link } = await setup();
    for (const wrong of [
      `key=${'A'.repeat(43)}`,
      'key=short',
      `key=${'x'.repeat(4000)}`,
      'key=%27%20OR%201%3D1',
      'key=',
      '',
      'key=a&key=b',
    ]) {
      const res = await ingest(app, `/open/v1/record?${wrong}`, pluginBody());
      expect(res.statusCode, wrong.slice(0, 60)).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: MESSAGE_HISTORY_MESSAGES.linkInvalid });
    }
    const rotated = await enable(app, alice, PUBLIC_URL);
    expect(rotated).not.toBe(link);
    expect((await ingest(app, link, pluginBody())).statusCode).toBe(404);
    expect((await ingest(app, rotated, pluginBody())).json()).toMatchObject({ code: 0 });

    const state = (await app.inject({ method: 'GET', url: `${HISTORY_BASE}/link`, headers: bearer(alice) })).json()
      .data;
    expect(state).toMatchObject({ enabled: true, createdAt: expect.any(Number), stored: 1 });
    // Only the hash of the secret is stored.
    const stored = await app.db.kysely.selectFrom('message_record_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(rotated.slice(rotated.indexOf('=') + 1));

    await app.inject({ method: 'DELETE', url: `${HISTORY_BASE}/link`, headers: bearer(alice) });
    expect((await ingest(app, rotated, pluginBody())).statusCode).toBe(404);
    expect((await list(app, alice)).count).toBe(1);
  });

  it('refuses a free user: ingest, list and export', async () => {
    const { app, alice, link } = await setup();
    expect((await ingest(app, link, pluginBody())).json()).toMatchObject({ code: 0 });
    const { url } = (
      await app.inject({ method: 'POST', url: `${HISTORY_BASE}/export`, headers: bearer(alice), payload: {} })
    ).json().data as { url: string };
    await makeVip(app, alice, 'user');

    const refused = await ingest(app, link, pluginBody({ content: '会员到期后' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE });
    const listed = await app.inject({ method: 'GET', url: HISTORY_BASE, headers: bearer(alice) });
    expect(listed.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE });
    const download = await app.inject({ method: 'GET', url });
    expect(download.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });

    await makeVip(app, alice);
    expect(await contents(app, alice)).toEqual(['明天下午开产品评审会']);
  });

  it('keeps each user’s records to themselves', async () => {
    const { app, alice, link } = await setup();
    const bob = await signupAndLogin(app);
    await makeVip(app, bob);
    const bobLink = await enable(app, bob, PUBLIC_URL);
    await ingest(app, link, pluginBody({ content: '爱丽丝的秘密' }));
    await ingest(app, bobLink, pluginBody({ content: '鲍勃的消息' }));

    expect(await contents(app, bob)).toEqual(['鲍勃的消息']);
    expect(await contents(app, bob, { word: '秘密' })).toEqual([]);
    expect(await contents(app, bob, { word: '爱丽丝的秘密' })).toEqual([]);
    expect(await contents(app, bob, { chatId: '20001@chatroom' })).toEqual(['鲍勃的消息']);
    // Another user's id in the query is refused outright.
    const claimed = await app.inject({
      method: 'GET',
      url: `${HISTORY_BASE}?userId=${alice.userId}`,
      headers: bearer(bob),
    });
    expect(claimed.json().code).not.toBe(0);
    const { res } = await exportCsv(app, bob);
    expect(res.body).toContain('鲍勃的消息');
    expect(res.body).not.toContain('爱丽丝');
    // Bob clearing his history leaves Alice's.
    await app.inject({ method: 'DELETE', url: HISTORY_BASE, headers: bearer(bob) });
    expect(await contents(app, bob)).toEqual([]);
    expect(await contents(app, alice)).toEqual(['爱丽丝的秘密']);
  });
});

describe('message history list', () => {
  async function seeded() {
    const s = await setup();
    const { app, link } = s;
    const messages = [
      { content: '明天下午开产品评审会', time: 1_764_000_000 },
      { content: '评审会改到周五', time: 1_764_000_060, isMyself: true, chatId: 'wxid_robot', chatName: '小秘书' },
      { content: 'Hello World 100% done_ok', time: 1_764_000_120 },
      {
        content: '你好，评审',
        time: 1_764_100_000,
        isRoom: false,
        conversionId: 'wxid_lisi',
        conversionName: '李四',
        chatId: 'wxid_lisi',
      },
      { content: '', type: '图片', url: 'https://oss.example.com/a.png', time: 1_764_200_000 },
      { content: '他说 "NEAR(评审 会)" OR * 和 AND', time: 1_764_200_060 },
    ];
    for (const m of messages) expect((await ingest(app, link, pluginBody(m))).json()).toMatchObject({ code: 0 });
    return s;
  }

  it('finds Chinese words of two and of three or more characters, and ASCII case-insensitively', async () => {
    const { app, alice } = await seeded();
    // Two characters: below the trigram index, matched by a scan of the user's rows.
    expect(await contents(app, alice, { word: '评审' })).toEqual([
      '他说 "NEAR(评审 会)" OR * 和 AND',
      '你好，评审',
      '评审会改到周五',
      '明天下午开产品评审会',
    ]);
    // Three and more: through the trigram index.
    expect(await contents(app, alice, { word: '评审会' })).toEqual(['评审会改到周五', '明天下午开产品评审会']);
    expect(await contents(app, alice, { word: '产品评审会' })).toEqual(['明天下午开产品评审会']);
    expect(await contents(app, alice, { word: 'hello world' })).toEqual(['Hello World 100% done_ok']);
    expect(await contents(app, alice, { word: '不存在的词' })).toEqual([]);
    // LIKE wildcards and FTS syntax are plain text.
    expect(await contents(app, alice, { word: '0%' })).toEqual(['Hello World 100% done_ok']);
    expect(await contents(app, alice, { word: '%' })).toEqual(['Hello World 100% done_ok']);
    expect(await contents(app, alice, { word: 'e_o' })).toEqual(['Hello World 100% done_ok']);
    expect(await contents(app, alice, { word: '"NEAR(评审' })).toEqual(['他说 "NEAR(评审 会)" OR * 和 AND']);
    expect(await contents(app, alice, { word: ')" OR *' })).toEqual(['他说 "NEAR(评审 会)" OR * 和 AND']);
    expect(await contents(app, alice, { word: '   ' })).toHaveLength(6);
  });

  it('indexes Chinese text by trigrams', async () => {
    const { app } = await seeded();
    const db = app.db.kysely;
    if (app.db.kind === 'sqlite') {
      // The FTS5 table the 3+ character searches go through holds the messages, kept in step by triggers.
      const hits = await sql<{
        rowid: number;
      }>`select rowid from message_records_fts where message_records_fts match ${'"评审会"'}`.execute(db);
      expect(hits.rows).toHaveLength(2);
    } else {
      // pg_trgm makes trigrams of Chinese characters (they are word characters in the server's locale), and the
      // planner can answer the search from the GIN index.
      const trigrams = await sql<{ n: number }>`select array_length(show_trgm('评审会改'), 1) as n`.execute(db);
      expect(Number(trigrams.rows[0]?.n)).toBeGreaterThanOrEqual(2);
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql`explain select id from message_records where lower(content) like ${'%评审会%'}`.execute(trx);
      });
      expect(JSON.stringify(plan.rows)).toContain('message_records_content_trgm');
    }
  });

  it('filters by chat, group or friend, sender, kind and period, and pages', async () => {
    const { app, alice } = await seeded();
    expect(await contents(app, alice, { chatId: 'wxid_lisi' })).toEqual(['你好，评审']);
    expect(await contents(app, alice, { isRoom: 0 })).toEqual(['你好，评审']);
    expect(await contents(app, alice, { isRoom: 1 })).toHaveLength(5);
    expect(await contents(app, alice, { isMyself: 1 })).toEqual(['评审会改到周五']);
    expect(await contents(app, alice, { type: '图片' })).toEqual(['']);
    expect(await contents(app, alice, { startTime: 1_764_000_060_000, endTime: 1_764_100_000_000 })).toEqual([
      '你好，评审',
      'Hello World 100% done_ok',
      '评审会改到周五',
    ]);
    expect(await contents(app, alice, { word: '评审', isRoom: 1, isMyself: 0, endTime: 1_764_100_000_000 })).toEqual([
      '明天下午开产品评审会',
    ]);
    // Empty fields (a cleared console form) mean no filter.
    expect(await contents(app, alice, { chatId: '', isRoom: '', type: '', startTime: '', word: '' })).toHaveLength(6);

    const first = await list(app, alice, { current: 1, pageSize: 4 });
    const second = await list(app, alice, { current: 2, pageSize: 4 });
    expect(first.count).toBe(6);
    expect(second.count).toBe(6);
    expect(first.list).toHaveLength(4);
    expect(second.list.map((m) => m.content)).toEqual(['评审会改到周五', '明天下午开产品评审会']);

    for (const query of [
      { type: '未知' },
      { isRoom: 'yes' },
      { startTime: 'monday' },
      { word: '长'.repeat(65) },
      { pageSize: 1000 },
      { chatId: 'x'.repeat(129) },
    ]) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      const res = await app.inject({ method: 'GET', url: `${HISTORY_BASE}?${qs}`, headers: bearer(alice) });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(query)).toBe(ErrorCode.INVALID_PARAMETER);
    }
  });

  it('exports the filtered messages as CSV: BOM, header, quoted cells, formulas defused', async () => {
    const { app, alice, link } = await seeded();
    await ingest(app, link, pluginBody({ content: '=HYPERLINK("http://evil.example","点我")', time: 1_764_300_000 }));
    await ingest(app, link, pluginBody({ content: '+1', chatName: '@admin', chatAlias: '', time: 1_764_300_060 }));
    await ingest(app, link, pluginBody({ content: '-2\n第二行', chatAlias: '', time: 1_764_300_120 }));

    const all = await exportCsv(app, alice);
    expect(all.res.statusCode).toBe(200);
    expect(all.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.res.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = all.res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(MESSAGE_CSV_HEADERS.map((h) => `"${h}"`).join(','));
    // Oldest first; times in China time.
    expect(lines[1]).toBe(
      '"2025-11-25 00:00:00","产品讨论群","20001@chatroom","是","老张","wxid_zhangsan","否","文字","明天下午开产品评审会",""',
    );
    expect(body).toContain('"图片","","https://oss.example.com/a.png"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(body).toContain(`"'@admin","wxid_zhangsan","否","文字","'+1"`);
    expect(body).toContain(`"'-2\n第二行"`);
    expect(lines.at(-1)).toBe('');

    const filtered = await exportCsv(app, alice, { word: '评审会', isMyself: '1' });
    const rows = filtered.res.body.slice(1).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('评审会改到周五');

    // A forged or altered link is refused with the envelope.
    const [payload, signature] = new URL(filtered.url, PUBLIC_URL).searchParams.get('token')?.split('.') ?? [];
    for (const query of [
      `token=${payload}.${'A'.repeat(43)}`,
      `token=${payload}x.${signature}`,
      'token=a.b',
      'token=',
      '',
    ]) {
      const res = await app.inject({ method: 'GET', url: `${HISTORY_BASE}/export?${query}` });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).not.toBe(0);
    }
    const badFilter = await app.inject({
      method: 'POST',
      url: `${HISTORY_BASE}/export`,
      headers: bearer(alice),
      payload: { type: 'nope' },
    });
    expect(badFilter.json().code).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('refuses an export link after it expires', async () => {
    const { app, alice } = await seeded();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { url } = (
        await app.inject({ method: 'POST', url: `${HISTORY_BASE}/export`, headers: bearer(alice), payload: {} })
      ).json().data as { url: string; expiresAt: number };
      vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
      const res = await app.inject({ method: 'GET', url });
      expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: MESSAGE_HISTORY_MESSAGES.exportInvalid });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('message history limits', () => {
  it('refuses messages past the per-user cap, and takes them again once cleared', async () => {
    const { app, alice, link } = await setup({ messageHistory: { maxMessages: 3, retentionDays: 30 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await ingest(app, link, pluginBody({ content: `第${i}条` }))).json()).toMatchObject({ code: 0 });
    }
    const refused = await ingest(app, link, pluginBody({ content: '第3条' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.QUOTA_EXCEEDED,
      msg: MESSAGE_HISTORY_MESSAGES.quotaReached(3),
    });
    expect((await list(app, alice)).count).toBe(3);
    const state = (await app.inject({ method: 'GET', url: `${HISTORY_BASE}/link`, headers: bearer(alice) })).json()
      .data;
    expect(state).toMatchObject({ maxMessages: 3, retentionDays: 30, stored: 3 });

    await app.inject({ method: 'DELETE', url: HISTORY_BASE, headers: bearer(alice) });
    expect((await ingest(app, link, pluginBody({ content: '清理后' }))).json()).toMatchObject({ code: 0 });
    expect(await contents(app, alice)).toEqual(['清理后']);
  });

  it('purges messages older than the retention with the other expired rows, search index included', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp(
      await testConfig({ publicUrl: PUBLIC_URL, messageHistory: { maxMessages: 100, retentionDays: 2 } }),
      { logger: false },
    );
    try {
      const alice = await signupAndLogin(app);
      await makeVip(app, alice);
      const link = await enable(app, alice, PUBLIC_URL);
      await ingest(app, link, pluginBody({ content: '三天前的旧消息' }));
      await ingest(app, link, pluginBody({ content: '一天前的新消息' }));
      const day = 24 * 60 * 60 * 1000;
      const age = async (content: string, ms: number) =>
        app.db.kysely
          .updateTable('message_records')
          .set({ created_at: Date.now() - ms })
          .where('content', '=', content)
          .execute();
      await age('三天前的旧消息', 3 * day);
      await age('一天前的新消息', day);

      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await expect.poll(() => contents(app, alice)).toEqual(['一天前的新消息']);
      expect(await contents(app, alice, { word: '旧消息' })).toEqual([]);
      expect(await contents(app, alice, { word: '新消息' })).toEqual(['一天前的新消息']);
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });
});

/** `count` texts of 张三 one second apart, written straight to the table; `content(i)` is the i-th text. */
describe('message history under load', () => {
  it('finds repetitive and mixed-case words exactly as before', async () => {
    const { app, alice, link } = await setup();
    for (const content of ['哈哈哈哈哈', '哈哈', 'ΑΒΓ Straße', 'abcabcabc']) {
      expect((await ingest(app, link, pluginBody({ content }))).json()).toMatchObject({ code: 0 });
    }
    expect(await contents(app, alice, { word: '哈哈哈哈' })).toEqual(['哈哈哈哈哈']);
    expect(await contents(app, alice, { word: '哈哈哈哈哈哈' })).toEqual([]);
    // SQLite's trigram index folds the case of every script (PostgreSQL's lower() follows the locale).
    if (app.db.kind === 'sqlite') expect(await contents(app, alice, { word: 'αβγ' })).toEqual(['ΑΒΓ Straße']);
    expect(await contents(app, alice, { word: 'CABCA' })).toEqual(['abcabcabc']);
    expect(await contents(app, alice, { word: 'cabcb' })).toEqual([]);
  });

  it('stops a search past its time budget with a clear message', async () => {
    const { app, alice } = await setup();
    await seedRows(
      app,
      alice.userId,
      numberedRows(300, (i) => `${'评审'.repeat(1000)}${i}`),
    );
    // A short word scans the user's rows; a longer one checks each candidate the trigram index finds.
    for (const word of ['不在', '评审评审']) {
      const refused = await listMessages(app, alice.userId, { word }, { current: 1, pageSize: 10 }, 1).catch((e) => e);
      expect(refused, word).toBeInstanceOf(AppError);
      expect(refused, word).toMatchObject({
        code: ErrorCode.INVALID_PARAMETER,
        message: MESSAGE_HISTORY_MESSAGES.searchTooCostly,
      });
    }
    // With the normal budget the same searches answer.
    expect(await list(app, alice, { word: '不在' })).toMatchObject({ count: 0, list: [] });
    expect((await list(app, alice, { word: '评审评审' })).count).toBe(300);
  });

  it('refuses writes past the per-minute rate, per user', async () => {
    const { app, alice, link } = await setup({
      messageHistory: { maxMessages: 100, retentionDays: 30, writesPerMinute: 3 },
    });
    const bob = await signupAndLogin(app);
    await makeVip(app, bob);
    const bobLink = await enable(app, bob, PUBLIC_URL);
    for (let i = 0; i < 3; i += 1) {
      expect((await ingest(app, link, pluginBody({ content: `第${i}条` }))).json()).toMatchObject({ code: 0 });
    }
    const refused = await ingest(app, link, pluginBody({ content: '第3条' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      msg: MESSAGE_HISTORY_MESSAGES.writesLimited(3),
    });
    expect((await list(app, alice)).count).toBe(3);
    // Another user's robot is not held back by Alice's.
    expect((await ingest(app, bobLink, pluginBody({ content: '鲍勃' }))).json()).toMatchObject({ code: 0 });
  });

  it('refuses new messages once the stored bytes reach the quota, per user, and takes them after clearing', async () => {
    const cap = 4 * 1024;
    const { app, alice, link } = await setup({ quotas: { ...QUOTA_DEFAULTS, messageBytes: cap } });
    const bob = await signupAndLogin(app);
    await makeVip(app, bob);
    const bobLink = await enable(app, bob, PUBLIC_URL);
    // Stored cut to 2 000 characters of three bytes each: 6 000 bytes, past the cap after one message.
    const text = '字'.repeat(3000);
    expect((await ingest(app, link, pluginBody({ content: text }))).json()).toMatchObject({ code: 0 });
    const refused = await ingest(app, link, pluginBody({ content: '再来一条' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.QUOTA_EXCEEDED,
      msg: quotaReachedMessage('messageBytes', cap),
    });
    expect(refused.json().msg).toContain('4 KB');
    expect((await ingest(app, bobLink, pluginBody({ content: '鲍勃' }))).json()).toMatchObject({ code: 0 });
    await app.inject({ method: 'DELETE', url: HISTORY_BASE, headers: bearer(alice) });
    expect((await ingest(app, link, pluginBody({ content: '清理后' }))).json()).toMatchObject({ code: 0 });
  });

  it('reads QUOTA_MESSAGE_MB and MESSAGE_HISTORY_WRITES_PER_MINUTE, and refuses bad values', () => {
    expect(loadConfig({}).quotas.messageBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig({}).messageHistory.writesPerMinute).toBe(600);
    const set = loadConfig({ QUOTA_MESSAGE_MB: '5', MESSAGE_HISTORY_WRITES_PER_MINUTE: '60' });
    expect(set.quotas.messageBytes).toBe(5 * 1024 * 1024);
    expect(set.messageHistory.writesPerMinute).toBe(60);
    expect(() => loadConfig({ QUOTA_MESSAGE_MB: '0' })).toThrow(/QUOTA_MESSAGE_MB/);
    expect(() => loadConfig({ MESSAGE_HISTORY_WRITES_PER_MINUTE: 'lots' })).toThrow(
      /MESSAGE_HISTORY_WRITES_PER_MINUTE/,
    );
  });
});
