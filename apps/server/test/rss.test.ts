import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  RSS_MESSAGES,
  RSS_TEST_MAX_BYTES,
  type RssFeed,
  RssTestStatus,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { parseFeed } from '../src/services/rss-parse.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { healthByInject, P99_BOUND_MS, underLoad } from './event-loop-load.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';
import { silentDns, within } from './silent-dns.ts';

const BASE = '/v1/api/rss';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>测试频道 &amp; 新闻</title><link>https://example.com/</link>
<item><title><![CDATA[第二篇 <新>]]></title><link>https://example.com/2</link><pubDate>Tue, 24 Nov 2026 08:00:00 GMT</pubDate></item>
<item><title>第一篇</title><link>https://example.com/1</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Atom 博客</title>
<entry><title>最新文章</title><link rel="self" href="https://blog.example.com/self"/><link href="https://blog.example.com/new"/><updated>2026-11-24T08:00:00Z</updated></entry>
<entry><title>旧文章</title><link href="https://blog.example.com/old"/></entry>
</feed>`;

/**
 * A feed just under the test's 2 MB read limit, made of the smallest elements and attributes: the most parsing
 * work per byte (about 1.8 s of synchronous parsing on the old code).
 */
const WORST_FEED = (() => {
  const head = '<rss><channel><title>最坏的频道</title><item><title>第一条</title><link>https://e.com/1</link></item>';
  const item = '<item><a b="1" c="2"/><d/><e/><f/><g/></item>';
  return `${head}${item.repeat(Math.floor((RSS_TEST_MAX_BYTES - 1024) / item.length))}</channel></rss>`;
})();

/** A local feed server: each path answers its own way; every request it gets is kept. */
async function startFeeds() {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    received.push(req.url ?? '');
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    switch (req.url) {
      case '/rss.xml':
        return send(200, 'application/rss+xml', RSS);
      case '/atom.xml':
        return send(200, 'application/atom+xml', ATOM);
      case '/empty.xml':
        return send(200, 'application/rss+xml', '<rss><channel><title>空频道</title></channel></rss>');
      case '/html':
        return send(200, 'text/html', '<!doctype html><html><body><h1>hello</h1></body></html>');
      case '/json':
        return send(200, 'application/json', '{"code":200}');
      case '/missing':
        return send(404, 'text/plain', 'not found');
      case '/redirect':
        res.writeHead(301, { location: '/rss.xml' });
        return res.end();
      case '/big':
        return send(200, 'application/rss+xml', `<rss>${'x'.repeat(3 * 1024 * 1024)}</rss>`);
      case '/worst.xml':
        return send(200, 'application/rss+xml', WORST_FEED);
      case '/hang':
        return;
      default:
        return send(200, 'text/plain', 'hello');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A valid feed pushed to the group 测试群; `extra` overrides fields. */
const feed = (extra: Record<string, unknown> = {}) => ({
  rssUrl: 'https://example.com/feed.xml',
  type: 'room',
  targets: [{ id: 'r1@chatroom', name: '测试群' }],
  updateTime: '0 0 * * * *',
  ...extra,
});

function consoleClient(app: FastifyInstance, user: TestUser) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    (
      await app.inject({
        method,
        url,
        headers: bearer(user),
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
    ).json() as { code: number; msg: string; data: unknown };
  return {
    send,
    list: async () => (await send('GET', BASE)).data as RssFeed[],
    add: (body: unknown) => send('POST', BASE, body),
    addId: async (body: unknown) => {
      const res = await send('POST', BASE, body);
      expect(res).toMatchObject({ code: 0 });
      return (res.data as { id: string }).id;
    },
    put: (id: string, body: unknown) => send('PUT', `${BASE}/${id}`, body),
    remove: (id: string) => send('DELETE', `${BASE}/${id}`),
    test: (body: unknown) => send('POST', `${BASE}/test`, body),
    push: (id: string) => send('POST', `${BASE}/${id}/push`),
  };
}

async function vipUser(app: FastifyInstance) {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  return { user, api: consoleClient(app, user), robot: robotClient(app, await robotKeys(app, user)) };
}

const allowPrivate = (extra: Partial<Config['rssCheck']> = {}) => ({
  rssCheck: { allowPrivate: true, timeoutMs: 8_000, ...extra },
});

describe('RSS feeds in the console', () => {
  it('adds with defaults, lists in order, replaces and deletes', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    expect(await api.list()).toEqual([]);
    const first = await api.addId(feed());
    const second = await api.addId(
      feed({
        rssUrl: 'https://example.com/b.xml',
        type: 'contact',
        targets: [{ name: '张三' }],
        updateTime: '0 */20 * * * *',
        showLink: true,
        thumbUrl: 'https://example.com/t.png',
        prefixWord: '早报',
        suffixWord: '完',
      }),
    );
    const listed = await api.list();
    expect(listed.map((f) => f.id)).toEqual([first, second]);
    expect(listed[0]).toEqual({
      id: first,
      rssUrl: 'https://example.com/feed.xml',
      type: 'room',
      targets: [{ id: 'r1@chatroom', name: '测试群' }],
      updateTime: '0 0 * * * *',
      showLink: false,
      thumbUrl: '',
      prefixWord: '',
      suffixWord: '',
      updatedAt: expect.any(Number),
    });
    expect(await api.put(first, feed({ updateTime: '0 0 */7 * * *' }))).toMatchObject({ code: 0, msg: '修改成功' });
    expect((await api.list())[0]?.updateTime).toBe('0 0 */7 * * *');
    expect(await api.remove(first)).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await api.list()).map((f) => f.id)).toEqual([second]);
  });

  it('refuses bad input with the contract messages, storing nothing', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    const refused: [unknown, string][] = [
      [feed({ rssUrl: '' }), RSS_MESSAGES.urlRequired],
      [feed({ rssUrl: 'ftp://example.com/feed' }), RSS_MESSAGES.urlInvalid],
      [feed({ rssUrl: 'javascript:alert(1)' }), RSS_MESSAGES.urlInvalid],
      [feed({ rssUrl: `https://example.com/${'a'.repeat(2100)}` }), RSS_MESSAGES.urlTooLong],
      [feed({ rssUrl: 42 }), RSS_MESSAGES.urlRequired],
      [feed({ type: 'all' }), RSS_MESSAGES.typeRequired],
      [feed({ targets: [] }), RSS_MESSAGES.targetsRequired],
      [feed({ targets: Array.from({ length: 101 }, (_, i) => ({ name: `群${i}` })) }), RSS_MESSAGES.targetsTooMany],
      [feed({ targets: [{ name: ' ' }] }), '名称不能为空'],
      [feed({ updateTime: '* * * * * *' }), RSS_MESSAGES.intervalRequired],
      [feed({ updateTime: undefined }), RSS_MESSAGES.intervalRequired],
      [feed({ thumbUrl: 'data:image/png;base64,xx' }), RSS_MESSAGES.thumbInvalid],
      [feed({ prefixWord: 'x'.repeat(201) }), RSS_MESSAGES.prefixTooLong],
      [feed({ suffixWord: 'x'.repeat(201) }), RSS_MESSAGES.suffixTooLong],
      [feed({ showLink: 'yes' }), ''],
    ];
    for (const [body, msg] of refused) {
      const res = await api.add(body);
      expect(res.code, JSON.stringify(body).slice(0, 100)).toBe(ErrorCode.INVALID_PARAMETER);
      if (msg) expect(res.msg).toContain(msg);
    }
    for (const body of [null, [], 'text']) {
      expect((await api.add(body)).code).not.toBe(0);
    }
    expect(await api.list()).toEqual([]);
    const id = await api.addId(feed());
    expect((await api.put(id, feed({ targets: [] }))).msg).toContain(RSS_MESSAGES.targetsRequired);
    expect(await api.put('x'.repeat(65), feed())).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    expect((await api.list())[0]?.targets).toEqual([{ id: 'r1@chatroom', name: '测试群' }]);
  });

  it("never shows, changes, deletes or pushes another user's feed", async () => {
    const app = await build();
    const alice = await vipUser(app);
    const bob = await vipUser(app);
    const id = await alice.api.addId(feed());
    expect(await bob.api.list()).toEqual([]);
    expect(await bob.api.put(id, feed({ rssUrl: 'https://evil.example/x' }))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: RSS_MESSAGES.notFound,
    });
    expect(await bob.api.remove(id)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await bob.api.push(id)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await alice.api.list()).toMatchObject([{ id, rssUrl: 'https://example.com/feed.xml' }]);
  });

  it('refuses every write to a free user with the vip message; a former member keeps the list', async () => {
    const app = await build();
    const { user, api } = await vipUser(app);
    const id = await api.addId(feed());
    await makeVip(app, user, 'user');
    const refused = { code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE };
    expect(await api.add(feed())).toMatchObject(refused);
    expect(await api.put(id, feed({ prefixWord: '改' }))).toMatchObject(refused);
    expect(await api.remove(id)).toMatchObject(refused);
    expect(await api.test({ rssUrl: 'https://example.com/feed.xml' })).toMatchObject(refused);
    expect(await api.push(id)).toMatchObject(refused);
    expect(await api.list()).toMatchObject([{ id, prefixWord: '' }]);
    const anonymous = await app.inject({ method: 'GET', url: BASE });
    expect(anonymous.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('pushes the stored feed as the robot reads it, 5 s apart, and only to a connected robot', async () => {
    const app = await build();
    const { api } = await vipUser(app);
    const id = await api.addId(feed());
    // No robot connected: refused with 机器人不在线 (the MQTT test below shows the event itself).
    expect(await api.push(id)).toMatchObject({ code: ErrorCode.ROBOT_OFFLINE });
    expect(await api.push('missing')).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

describe('the robot API', () => {
  it('serves the feeds in the shape of §5.4 to a vip robot only', async () => {
    const app = await build();
    const { user, api, robot } = await vipUser(app);
    expect((await robot.get('/rss/config')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    const first = await api.addId(feed({ prefixWord: '早报' }));
    const second = await api.addId(
      feed({ type: 'contact', targets: [{ name: '张三' }], showLink: true, thumbUrl: 'https://example.com/t.png' }),
    );
    expect((await robot.get('/rss/config')).body).toEqual({
      code: 200,
      msg: 'ok',
      data: [
        {
          id: first,
          rssUrl: 'https://example.com/feed.xml',
          updateTime: '0 0 * * * *',
          type: 'room',
          targets: [{ id: 'r1@chatroom', name: '测试群' }],
          showLink: false,
          prefixWord: '早报',
          suffixWord: '',
        },
        {
          id: second,
          rssUrl: 'https://example.com/feed.xml',
          updateTime: '0 0 * * * *',
          type: 'contact',
          targets: [{ name: '张三' }],
          showLink: true,
          thumbUrl: 'https://example.com/t.png',
          prefixWord: '',
          suffixWord: '',
        },
      ],
    });
    await makeVip(app, user, 'user');
    expect((await robot.get('/rss/config')).body).toEqual({ code: 200, msg: 'ok', data: [] });
  });

  it("keeps the last pushed item per feed, the robot's own feeds only", async () => {
    const app = await build();
    const alice = await vipUser(app);
    const bob = await vipUser(app);
    const id = await alice.api.addId(feed());
    expect((await alice.robot.get(`/rss/lastcontent/${id}`)).body).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await alice.robot.post(`/rss/lastcontent/${id}`, { content: 'https://example.com/2' })).body).toEqual({
      code: 200,
      msg: 'ok',
      data: {},
    });
    expect((await alice.robot.get(`/rss/lastcontent/${id}`)).body).toEqual({
      code: 200,
      msg: 'ok',
      data: { lastContent: 'https://example.com/2' },
    });

    // Another user's robot can neither read nor overwrite it.
    expect((await bob.robot.get(`/rss/lastcontent/${id}`)).body).toMatchObject({ code: 404 });
    expect((await bob.robot.post(`/rss/lastcontent/${id}`, { content: 'forged' })).body).toMatchObject({ code: 404 });
    expect((await alice.robot.get(`/rss/lastcontent/${id}`)).body.data).toEqual({
      lastContent: 'https://example.com/2',
    });

    // Bad input is refused, not a 500.
    expect((await alice.robot.post(`/rss/lastcontent/${id}`, { content: 'x'.repeat(5000) })).body).toMatchObject({
      code: 400,
    });
    expect((await alice.robot.get(`/rss/lastcontent/${'x'.repeat(65)}`)).body).toMatchObject({ code: 400 });
    expect((await alice.robot.post('/rss/lastcontent/missing', { content: 'a' })).body).toMatchObject({ code: 404 });
    // Unsigned calls change nothing.
    const unsigned = await app.inject({ method: 'POST', url: `/open/v1/api/rss/lastcontent/${id}`, payload: {} });
    expect(unsigned.json()).toMatchObject({ code: 400 });

    // A new address forgets the last item (it was the old feed's); other edits keep it.
    await alice.api.put(id, feed({ prefixWord: '改' }));
    expect((await alice.robot.get(`/rss/lastcontent/${id}`)).body.data).toEqual({
      lastContent: 'https://example.com/2',
    });
    await alice.api.put(id, feed({ rssUrl: 'https://example.com/other.xml' }));
    expect((await alice.robot.get(`/rss/lastcontent/${id}`)).body.data).toBeNull();
  });

  it('pushes rssconfig after each save and delete, and the stored item on 立即推送最新', async () => {
    const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.listenBroker();
    const { user, api, robot } = await vipUser(app);
    const { received, until } = await robotSubscriber(robot, user.userId);
    const topic = `aibotk/${user.userId}/rssconfig`;

    const id = await api.addId(feed());
    await until(1);
    expect(received[0]).toEqual({ topic, payload: {} });
    await api.put(id, feed({ suffixWord: '完' }));
    await until(2);
    expect(received[1]).toEqual({ topic, payload: {} });
    // Refused writes push nothing.
    expect(await api.put(id, feed({ targets: [] }))).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });

    expect(await api.push(id)).toMatchObject({ code: 0, msg: '发送成功，5s内请勿再次发送' });
    await until(3);
    expect(received[2]).toEqual({
      topic: `aibotk/${user.userId}/event`,
      payload: {
        target: 'Rss',
        message: {
          id,
          rssUrl: 'https://example.com/feed.xml',
          updateTime: '0 0 * * * *',
          type: 'room',
          targets: [{ id: 'r1@chatroom', name: '测试群' }],
          showLink: false,
          prefixWord: '',
          suffixWord: '完',
        },
      },
    });
    // The console's event cooldown applies.
    expect(await api.push(id)).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: '5s内请勿再次发送' });

    await api.remove(id);
    await until(4);
    expect(received[3]).toEqual({ topic, payload: {} });
    expect(received).toHaveLength(4);
  });
});

describe('POST /api/rss/test', () => {
  let feeds: Awaited<ReturnType<typeof startFeeds>>;
  beforeAll(async () => {
    feeds = await startFeeds();
  });
  afterAll(() => feeds.close());

  it('reads an RSS 2.0 feed: its title and newest item', async () => {
    const app = await build(allowPrivate());
    const { api } = await vipUser(app);
    const res = await api.test({ rssUrl: feeds.url('/rss.xml') });
    expect(res).toMatchObject({
      code: 0,
      msg: '订阅正常：测试频道 & 新闻，最新一条为“第二篇 <新>”',
      data: {
        status: RssTestStatus.OK,
        title: '测试频道 & 新闻',
        item: { title: '第二篇 <新>', link: 'https://example.com/2', date: 'Tue, 24 Nov 2026 08:00:00 GMT' },
        httpStatus: 200,
      },
    });
    // Nothing is stored.
    expect(await api.list()).toEqual([]);
  });

  it('reads an Atom feed, taking the alternate link', async () => {
    const app = await build(allowPrivate());
    const { api } = await vipUser(app);
    const res = await api.test({ rssUrl: feeds.url('/atom.xml') });
    expect(res.data).toMatchObject({
      status: RssTestStatus.OK,
      title: 'Atom 博客',
      item: { title: '最新文章', link: 'https://blog.example.com/new', date: '2026-11-24T08:00:00Z' },
    });
  });

  it('says what is wrong with an address that is not a usable feed', async () => {
    const app = await build(allowPrivate());
    const { api } = await vipUser(app);
    const cases = [
      ['/html', RssTestStatus.NOT_A_FEED, '订阅地址返回的内容不是 RSS 或 Atom 订阅源'],
      ['/json', RssTestStatus.NOT_A_FEED, '订阅地址返回的内容不是 RSS 或 Atom 订阅源'],
      ['/text', RssTestStatus.NOT_A_FEED, '订阅地址返回的内容不是 RSS 或 Atom 订阅源'],
      ['/empty.xml', RssTestStatus.EMPTY, '订阅源“空频道”暂时没有内容：有新内容后才会推送'],
      ['/missing', RssTestStatus.HTTP_ERROR, '订阅地址返回 HTTP 404'],
      ['/big', RssTestStatus.TOO_LARGE, '订阅内容超过 2 MB，已停止读取'],
    ] as const;
    for (const [path, status, msg] of cases) {
      const res = await api.test({ rssUrl: feeds.url(path) });
      expect(res.code, path).toBe(0);
      expect(res.data, path).toMatchObject({ status });
      expect(res.msg, path).toBe(msg);
    }
    const before = feeds.received.length;
    const redirect = await api.test({ rssUrl: feeds.url('/redirect') });
    expect(redirect.data).toMatchObject({ status: RssTestStatus.REDIRECT, httpStatus: 301 });
    expect(feeds.received.slice(before)).toEqual(['/redirect']);
  });

  it('gives up on a feed that never answers within its bound', async () => {
    const app = await build(allowPrivate({ timeoutMs: 300 }));
    const { api } = await vipUser(app);
    const res = await api.test({ rssUrl: feeds.url('/hang') });
    expect(res.data).toMatchObject({ status: RssTestStatus.TIMEOUT });
    expect(res.msg).toBe('连接超时：订阅地址没有在 0.3 秒内返回内容');
  });

  it('never fetches a private, loopback or link-local address unless the server allows it', async () => {
    const app = await build(allowPrivate({ allowPrivate: false }));
    const { api } = await vipUser(app);
    const before = feeds.received.length;
    for (const [url, address] of [
      [feeds.url('/rss.xml'), '127.0.0.1'],
      [`http://[::1]:${feeds.port}/rss.xml`, '::1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://10.1.2.3/feed', '10.1.2.3'],
      ['http://0x7f.1/feed', '127.0.0.1'],
    ] as const) {
      const res = await api.test({ rssUrl: url });
      expect(res.data, url).toMatchObject({ status: RssTestStatus.BLOCKED });
      expect(res.msg, url).toContain(`（${address}）`);
    }
    expect(feeds.received.length).toBe(before);
  });

  it('refuses bad input before any request leaves', async () => {
    const app = await build(allowPrivate());
    const { api } = await vipUser(app);
    const before = feeds.received.length;
    for (const [body, msg, code] of [
      [{}, RSS_MESSAGES.urlRequired, ErrorCode.MISSING_PARAMETER],
      [{ rssUrl: '' }, RSS_MESSAGES.urlRequired, ErrorCode.INVALID_PARAMETER],
      [{ rssUrl: 'file:///etc/passwd' }, RSS_MESSAGES.urlInvalid, ErrorCode.INVALID_PARAMETER],
      [{ rssUrl: `https://e.com/${'a'.repeat(2100)}` }, RSS_MESSAGES.urlTooLong, ErrorCode.INVALID_PARAMETER],
    ] as const) {
      const res = await api.test(body);
      expect(res.code, JSON.stringify(body).slice(0, 60)).toBe(code);
      expect(res.msg).toContain(msg);
    }
    expect(feeds.received.length).toBe(before);
  });
});

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) and refuses what is not XML', () => {
    const rdf = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
      xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>RDF</title></channel>
      <item><title>一</title><link>https://e.com/1</link><dc:date>2026-11-24</dc:date></item></rdf:RDF>`;
    expect(parseFeed(rdf)).toEqual({
      title: 'RDF',
      items: [{ title: '一', link: 'https://e.com/1', date: '2026-11-24' }],
    });
    expect(parseFeed('not xml at all <<<')).toBeUndefined();
    expect(parseFeed('')).toBeUndefined();
  });

  it('does not expand entities without bound', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">
      <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
      <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]>
      <rss><channel><title>&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;</title></channel></rss>`;
    const parsed = parseFeed(laughs);
    expect((parsed?.title ?? '').length).toBeLessThan(200_000);
  });
});

describe('the RSS test under load and its bounds', () => {
  let feeds: Awaited<ReturnType<typeof startFeeds>>;
  beforeAll(async () => {
    feeds = await startFeeds();
  });
  afterAll(() => feeds.close());

  it('parses the costliest 2 MB feed without holding another tenant’s requests', async () => {
    const app = await build(allowPrivate());
    const { api } = await vipUser(app);
    const figures = await underLoad({
      label: 'RSS test of the costliest feed',
      work: () => api.test({ rssUrl: feeds.url('/worst.xml') }),
      victim: healthByInject(app),
      describe: () => `feed ${WORST_FEED.length} bytes`,
    });
    expect(figures.result.data).toMatchObject({
      status: RssTestStatus.OK,
      title: '最坏的频道',
      item: { title: '第一条', link: 'https://e.com/1' },
    });
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  });

  it('counts the address lookup in its time bound: a resolver that never answers ends in a time-out', async () => {
    const dns = await silentDns();
    const app = await build(allowPrivate({ allowPrivate: false, timeoutMs: 500 }));
    const { api } = await vipUser(app);
    const started = performance.now();
    const res = await within(api.test({ rssUrl: 'http://feeds.weassit-test.example/rss.xml' }), 5_000);
    const elapsedMs = performance.now() - started;
    console.log(JSON.stringify({ elapsedMs: Math.round(elapsedMs), queries: dns.queries() }));
    expect(dns.queries()).toBeGreaterThan(0);
    expect(res.data).toMatchObject({ status: RssTestStatus.TIMEOUT });
    expect(res.msg).toBe('连接超时：订阅地址没有在 0.5 秒内返回内容');
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('opens private addresses with RSS_ALLOW_PRIVATE only: CALLBACK_ALLOW_PRIVATE leaves the RSS test closed', async () => {
    expect(loadConfig({}).rssCheck.allowPrivate).toBe(false);
    expect(loadConfig({ CALLBACK_ALLOW_PRIVATE: '1' }).rssCheck.allowPrivate).toBe(false);
    expect(loadConfig({ RSS_ALLOW_PRIVATE: '1' }).rssCheck.allowPrivate).toBe(true);
    expect(loadConfig({ RSS_ALLOW_PRIVATE: '1' }).callbackCheck.allowPrivate).toBe(false);
    expect(() => loadConfig({ RSS_ALLOW_PRIVATE: 'yes' })).toThrow(/RSS_ALLOW_PRIVATE/);

    const app = await build({
      callbackCheck: { allowPrivate: true, timeoutMs: 8_000 },
      ...allowPrivate({ allowPrivate: false }),
    });
    const { api } = await vipUser(app);
    const before = feeds.received.length;
    const res = await api.test({ rssUrl: feeds.url('/rss.xml') });
    expect(res.data).toMatchObject({ status: RssTestStatus.BLOCKED });
    expect(feeds.received.length).toBe(before);
  });
});
