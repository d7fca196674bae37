import { CONFIG_LIST_CONFLICT_MESSAGE, CONFIG_LIST_ITEM_MAX_BYTES, ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys, robotSubscriber } from './robot-helper.ts';

type Item = Record<string, unknown>;
interface ListData {
  name: string;
  version: string;
  items: Item[];
}

const BASE = '/v1/api/wechat/config/list';
const rule = (word: string) => ({ keywords: [word], reg: 1, replys: [{ type: 1, content: `回复${word}` }] });

function client(app: FastifyInstance, user: TestUser) {
  const post = async (op: string, payload: object) =>
    (await app.inject({ method: 'POST', url: `${BASE}/${op}`, headers: bearer(user), payload })).json();
  return {
    read: async (name: string) =>
      (await app.inject({ method: 'GET', url: `${BASE}?name=${name}`, headers: bearer(user) })).json(),
    list: async (name: string): Promise<ListData> =>
      (await app.inject({ method: 'GET', url: `${BASE}?name=${name}`, headers: bearer(user) })).json().data,
    post,
    /** The whole config as the console's basic page reads it. */
    whole: async () =>
      (await app.inject({ method: 'GET', url: '/v1/api/wechat/config', headers: bearer(user) })).json().data,
    save: async (config: object, version?: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/v1/api/wechat/config/update',
          headers: bearer(user),
          payload: { config: JSON.stringify(config), version },
        })
      ).json(),
  };
}

async function setup(options: { vip?: boolean } = {}) {
  const app = await build();
  const user = await signupAndLogin(app);
  if (options.vip) await makeVip(app, user);
  return { app, user, api: client(app, user) };
}

/** A list with `words` as its reply rules, added one by one; returns its final state. */
async function withRules(api: ReturnType<typeof client>, words: string[]): Promise<ListData> {
  let list = await api.list('replyKeywords');
  for (const word of words) {
    const res = await api.post('add', { name: 'replyKeywords', version: list.version, item: rule(word) });
    expect(res.code).toBe(0);
    list = res.data;
  }
  return list;
}

const words = (list: ListData) => list.items.map((item) => (item.keywords as string[])[0]);

describe('config list: read', () => {
  it('answers the stored list with the version the whole-config read also gives', async () => {
    const { api } = await setup();
    const empty = await api.read('replyKeywords');
    expect(empty).toMatchObject({ code: 0, data: { name: 'replyKeywords', items: [], version: /^[0-9a-f]{16}$/ } });
    const events = await api.list('eventKeywords');
    expect(events.items.map((i) => i.event)).toEqual(['updateConfig', 'reloadFriend']);
    await withRules(api, ['价格']);
    const whole = await api.whole();
    expect(whole.listVersions.replyKeywords).toBe((await api.list('replyKeywords')).version);
    expect(whole.listVersions.eventKeywords).toBe(events.version);
  });

  it('refuses an unknown or missing list name with 4xx-style codes, never a 500', async () => {
    const { app, user, api } = await setup();
    expect(await api.read('newFriendReplys')).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
      msg: /列表名称不正确/,
    });
    expect(await api.read('__proto__')).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
    const missing = await app.inject({ method: 'GET', url: BASE, headers: bearer(user) });
    expect(missing.json()).toMatchObject({ code: ErrorCode.MISSING_PARAMETER, msg: '缺少列表名称（name）' });
  });

  it('needs a session for every list call', async () => {
    const { app } = await setup();
    for (const op of ['', '/add', '/replace', '/delete', '/duplicate', '/move']) {
      const res = await app.inject({ method: op ? 'POST' : 'GET', url: `${BASE}${op}`, payload: op ? {} : undefined });
      expect(res.json().code, op).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });
});

describe('config list: item operations', () => {
  it('adds, replaces, duplicates, moves and deletes items, each answering the new list and version', async () => {
    const { api } = await setup();
    let list = await withRules(api, ['a', 'b', 'c']);
    expect(words(list)).toEqual(['a', 'b', 'c']);

    const replaced = await api.post('replace', {
      name: 'replyKeywords',
      version: list.version,
      index: 1,
      item: rule('B'),
    });
    expect(replaced).toMatchObject({ code: 0, msg: '更新成功' });
    expect(replaced.data.version).not.toBe(list.version);
    list = replaced.data;
    expect(words(list)).toEqual(['a', 'B', 'c']);

    list = (await api.post('duplicate', { name: 'replyKeywords', version: list.version, index: 0 })).data;
    expect(words(list)).toEqual(['a', 'a', 'B', 'c']);

    list = (await api.post('move', { name: 'replyKeywords', version: list.version, from: 3, to: 0 })).data;
    expect(words(list)).toEqual(['c', 'a', 'a', 'B']);

    list = (await api.post('delete', { name: 'replyKeywords', version: list.version, index: 1 })).data;
    expect(words(list)).toEqual(['c', 'a', 'B']);
    expect(await api.list('replyKeywords')).toEqual(list);
    // Stored with the whole config's defaults applied by the same schema.
    expect(JSON.parse((await api.whole()).config).replyKeywords[0]).toEqual({ ...rule('c'), reg: 1 });
  });

  it.each([
    ['add', { item: { keywords: ['x'], reg: 9 } }, ErrorCode.INVALID_PARAMETER, /item\.reg/],
    ['add', { item: 'text' }, ErrorCode.INVALID_PARAMETER, /条目必须是一个对象/],
    ['add', { item: [rule('x')] }, ErrorCode.INVALID_PARAMETER, /条目必须是一个对象/],
    ['add', {}, ErrorCode.MISSING_PARAMETER, /缺少条目（item）/],
    [
      'add',
      { item: { ...rule('x'), note: 'x'.repeat(CONFIG_LIST_ITEM_MAX_BYTES) } },
      ErrorCode.INVALID_PARAMETER,
      /条目过大/,
    ],
    ['add', { item: { keywords: ['x'.repeat(201)] } }, ErrorCode.INVALID_PARAMETER, /不能超过 200 个字符/],
    ['add', { item: rule('x'), version: undefined }, ErrorCode.MISSING_PARAMETER, /version/],
    ['add', { item: rule('x'), version: 'v'.repeat(10_000) }, ErrorCode.INVALID_PARAMETER, /列表版本不正确/],
    ['add', { item: rule('x'), name: 'acceptFriendKeyWords' }, ErrorCode.INVALID_PARAMETER, /列表名称不正确/],
    ['replace', { index: 5, item: rule('x') }, ErrorCode.INVALID_PARAMETER, /条目不存在/],
    ['replace', { index: -1, item: rule('x') }, ErrorCode.INVALID_PARAMETER, /条目序号不正确/],
    ['replace', { index: 0 }, ErrorCode.MISSING_PARAMETER, /缺少条目（item）/],
    ['replace', { index: 0, item: null }, ErrorCode.INVALID_PARAMETER, /条目必须是一个对象/],
    ['delete', { index: 1 }, ErrorCode.INVALID_PARAMETER, /条目不存在/],
    ['delete', { index: 0.5 }, ErrorCode.INVALID_PARAMETER, /条目序号不正确/],
    ['delete', {}, ErrorCode.MISSING_PARAMETER, /index/],
    ['duplicate', { index: '0' }, ErrorCode.INVALID_PARAMETER, /index/],
    ['move', { from: 0, to: 3 }, ErrorCode.INVALID_PARAMETER, /条目不存在/],
    ['move', { from: 0, to: 0, name: 'dayTaskSchedule' }, ErrorCode.INVALID_PARAMETER, /不能移动/],
  ])('%s refuses bad input %# and changes nothing', async (op, extra, code, msg) => {
    const { api } = await setup();
    const before = await withRules(api, ['a']);
    const name = 'name' in extra ? (extra.name as string) : 'replyKeywords';
    const version = name === 'dayTaskSchedule' ? (await api.list(name)).version : before.version;
    const res = await api.post(op, { name, version, ...extra });
    expect(res).toMatchObject({ code, msg: expect.stringMatching(msg) });
    expect(await api.list('replyKeywords')).toEqual(before);
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const { app, user } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/add`,
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{"name":"replyKeywords",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.MALFORMED_REQUEST);
  });

  it('refuses to grow a list past its cap', async () => {
    const { api } = await setup({ vip: true });
    const full = Array.from({ length: 200 }, (_, i) => ({ model: 1, one: `群${i}`, many: [], forward: 1 }));
    expect((await api.save({ roomAsyncList: full })).code).toBe(0);
    const list = await api.list('roomAsyncList');
    const res = await api.post('add', { name: 'roomAsyncList', version: list.version, item: full[0] });
    expect(res).toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED, msg: /最多 200 条/ });
    const copy = await api.post('duplicate', { name: 'roomAsyncList', version: list.version, index: 0 });
    expect(copy.code).toBe(ErrorCode.QUOTA_EXCEEDED);
    expect((await api.list('roomAsyncList')).items).toHaveLength(200);
  });
});

describe('config list: who may', () => {
  it("keeps users apart: nobody reads or changes another user's list", async () => {
    const { app, api: alice, user: aliceUser } = await setup();
    const aliceList = await withRules(alice, ['alice']);
    const bobUser = await signupAndLogin(app);
    const bob = client(app, bobUser);
    expect((await bob.list('replyKeywords')).items).toEqual([]);
    // Alice's version means nothing for Bob's own list, and his calls only ever reach his own config.
    const blind = await bob.post('delete', { name: 'replyKeywords', version: aliceList.version, index: 0 });
    expect(blind.code).toBe(ErrorCode.CONFLICT);
    const named = await bob.post('delete', {
      name: 'replyKeywords',
      version: aliceList.version,
      index: 0,
      userId: aliceUser.userId,
    });
    expect(named.code).toBe(ErrorCode.FORBIDDEN);
    const query = await app.inject({
      method: 'GET',
      url: `${BASE}?name=replyKeywords&userId=${aliceUser.userId}`,
      headers: bearer(bobUser),
    });
    expect(query.json().code).toBe(ErrorCode.FORBIDDEN);
    expect(await alice.list('replyKeywords')).toEqual(aliceList);
  });

  it.each(['privateForwards', 'forwards', 'roomAsyncList', 'callBackEvents'])(
    '%s is refused to a free user (read and write), open to a vip one',
    async (name) => {
      const { app, user, api } = await setup();
      const read = await api.read(name);
      expect(read).toMatchObject({
        code: ErrorCode.FORBIDDEN,
        msg: expect.stringContaining('本功能需要开通会员方可使用'),
      });
      expect(read.msg).toContain(name);
      const add = await api.post('delete', { name, version: '0'.repeat(16), index: 0 });
      expect(add.code).toBe(ErrorCode.FORBIDDEN);
      await makeVip(app, user);
      expect((await api.read(name)).code).toBe(0);
    },
  );
});

describe('config list: concurrency', () => {
  it('refuses a stale version with the conflict and the current version, changing nothing', async () => {
    const { api } = await setup();
    const first = await withRules(api, ['a']);
    const tab2 = first; // another tab read the same list
    const tab1 = await api.post('add', { name: 'replyKeywords', version: first.version, item: rule('tab1') });
    expect(tab1.code).toBe(0);
    const stale = await api.post('replace', {
      name: 'replyKeywords',
      version: tab2.version,
      index: 0,
      item: rule('tab2'),
    });
    expect(stale).toEqual({
      code: ErrorCode.CONFLICT,
      msg: CONFIG_LIST_CONFLICT_MESSAGE,
      data: { name: 'replyKeywords', version: tab1.data.version },
    });
    expect(words(await api.list('replyKeywords'))).toEqual(['a', 'tab1']);
  });

  it('lets two tabs edit two different lists from the same stale whole-config read, keeping both edits', async () => {
    const { api } = await setup();
    await withRules(api, ['a']);
    const { listVersions } = await api.whole();
    const [reply, event] = await Promise.all([
      api.post('add', { name: 'replyKeywords', version: listVersions.replyKeywords, item: rule('b') }),
      api.post('add', {
        name: 'eventKeywords',
        version: listVersions.eventKeywords,
        item: { event: 'news', keywords: ['新闻'], reg: 2 },
      }),
    ]);
    expect([reply.code, event.code]).toEqual([0, 0]);
    // A third edit on yet another list, still from that read, after the others changed the row.
    const day = await api.post('add', {
      name: 'dayTaskSchedule',
      version: listVersions.dayTaskSchedule,
      item: { date: '0 0 8 * * *', name: '小明' },
    });
    expect(day.code).toBe(0);
    const config = JSON.parse((await api.whole()).config);
    expect(config.replyKeywords.map((r: Item) => (r.keywords as string[])[0])).toEqual(['a', 'b']);
    expect(config.eventKeywords.map((e: Item) => e.event)).toEqual(['updateConfig', 'reloadFriend', 'news']);
    expect(config.dayTaskSchedule).toEqual([{ date: '0 0 8 * * *', name: '小明', id: 1 }]);
  });

  it('of two concurrent requests on one list through the real server, exactly one wins', async () => {
    const app = await build({ host: '127.0.0.1' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const user = await signupAndLogin(app);
    const api = client(app, user);
    for (let round = 0; round < 5; round++) {
      const { version } = await api.list('replyKeywords');
      const send = (word: string) =>
        fetch(`http://127.0.0.1:${port}${BASE}/add`, {
          method: 'POST',
          headers: { ...bearer(user), 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'replyKeywords', version, item: rule(word) }),
        }).then((r) => r.json() as Promise<{ code: number; data: { version: string } }>);
      const results = await Promise.all([send(`x${round}`), send(`y${round}`)]);
      const codes = results.map((r) => r.code).sort();
      expect(codes, `round ${round}`).toEqual([0, ErrorCode.CONFLICT]);
      const winner = results.find((r) => r.code === 0);
      const loser = results.find((r) => r.code !== 0);
      expect(loser?.data.version).toBe(winner?.data.version);
      expect((await api.list('replyKeywords')).items).toHaveLength(round + 1);
    }
  });
});

describe('config list and the whole-config save', () => {
  it('a basic-config save from a page loaded before a list edit is refused, never wiping the edit', async () => {
    const { api } = await setup();
    expect((await api.save({ defaultReply: '你好' })).code).toBe(0);
    const page = await api.whole(); // the basic config page, loaded now
    const list = await api.list('replyKeywords');
    expect((await api.post('add', { name: 'replyKeywords', version: list.version, item: rule('新') })).code).toBe(0);
    const stale = await api.save({ ...JSON.parse(page.config), defaultReply: '改了' }, page.version);
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    expect(words(await api.list('replyKeywords'))).toEqual(['新']);
    // Reloaded, the page saves, and the list edit is part of what it saves.
    const fresh = await api.whole();
    expect((await api.save({ ...JSON.parse(fresh.config), defaultReply: '改了' }, fresh.version)).code).toBe(0);
    expect(words(await api.list('replyKeywords'))).toEqual(['新']);
  });

  it('a whole-config save that leaves a list as it was keeps that list version valid; one that changes it does not', async () => {
    const { api } = await setup();
    const list = await withRules(api, ['a']);
    const page = await api.whole();
    expect((await api.save({ ...JSON.parse(page.config), defaultReply: '只改了默认回复' }, page.version)).code).toBe(0);
    const kept = await api.post('add', { name: 'replyKeywords', version: list.version, item: rule('b') });
    expect(kept.code).toBe(0);
    const again = await api.whole();
    const changed = { ...JSON.parse(again.config), replyKeywords: [rule('整页')] };
    expect((await api.save(changed, again.version)).code).toBe(0);
    const stale = await api.post('add', { name: 'replyKeywords', version: kept.data.version, item: rule('c') });
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    expect(words(await api.list('replyKeywords'))).toEqual(['整页']);
  });
});

describe('config list: scheduled lists', () => {
  it('numbers tasks from 1, and an id keeps naming the same task across edits and deletes', async () => {
    const { api } = await setup();
    const name = 'countDownTaskSchedule';
    const task = (prefix: string) => ({
      date: '0 0 9 * * *',
      type: 'room',
      roomName: '家人群',
      prefix,
      memorialDay: '2027-01-01',
    });
    let list = await api.list(name);
    for (const p of ['一', '二', '三'])
      list = (await api.post('add', { name, version: list.version, item: task(p) })).data;
    expect(list.items.map((t) => [t.id, t.prefix])).toEqual([
      [1, '一'],
      [2, '二'],
      [3, '三'],
    ]);
    // The client cannot choose or change an id.
    list = (await api.post('replace', { name, version: list.version, index: 0, item: { ...task('壹'), id: 99 } })).data;
    list = (await api.post('delete', { name, version: list.version, index: 1 })).data;
    expect(list.items.map((t) => [t.id, t.prefix])).toEqual([
      [1, '壹'],
      [3, '三'],
    ]);
    list = (await api.post('add', { name, version: list.version, item: { ...task('四'), id: 1 } })).data;
    list = (await api.post('duplicate', { name, version: list.version, index: 0 })).data;
    expect(list.items.map((t) => [t.id, t.prefix])).toEqual([
      [1, '壹'],
      [5, '壹'],
      [3, '三'],
      [4, '四'],
    ]);
  });

  it('gives tasks saved without ids the next ids in list order', async () => {
    const { api } = await setup();
    const saved = await api.save({
      roomNewsSchedule: [
        { date: '0 0 7 * * *', roomName: 'A', sortId: 1 },
        { id: 4, date: '0 0 8 * * *', roomName: 'B', sortId: 1 },
        { date: '0 0 9 * * *', roomName: 'C', sortId: 1 },
      ],
    });
    expect(saved.code).toBe(0);
    const list = await api.list('roomNewsSchedule');
    expect(list.items.map((t) => [t.id, t.roomName])).toEqual([
      [5, 'A'],
      [4, 'B'],
      [6, 'C'],
    ]);
    const next = await api.post('add', {
      name: 'roomNewsSchedule',
      version: list.version,
      item: { date: '0 0 10 * * *', roomName: 'D', sortId: 1 },
    });
    expect(next.data.items.map((t: Item) => t.id)).toEqual([5, 4, 6, 7]);
    expect(JSON.parse((await api.whole()).config).roomNewsSchedule.map((t: Item) => t.id)).toEqual([5, 4, 6, 7]);
  });
});

describe('config list and the robot', () => {
  it('pushes updateConfig after each change, and the robot fetches the new list without versions', async () => {
    const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.listenBroker();
    const user = await signupAndLogin(app);
    const api = client(app, user);
    const robot = robotClient(app, await robotKeys(app, user));
    const { received, until } = await robotSubscriber(robot, user.userId);
    let list = await api.list('replyKeywords');
    list = (await api.post('add', { name: 'replyKeywords', version: list.version, item: rule('机器人') })).data;
    await until(1);
    expect(received[0]).toEqual({
      topic: `aibotk/${user.userId}/event`,
      payload: { target: 'system', event: 'updateConfig' },
    });
    const fetched = JSON.parse(((await robot.get('/wechat/config')).body.data as { config: string }).config);
    expect(fetched.replyKeywords).toEqual([{ ...rule('机器人'), reg: 1 }]);
    expect(JSON.stringify(fetched)).not.toContain(list.version);
    expect(fetched).not.toHaveProperty('listVersions');

    await api.post('delete', { name: 'replyKeywords', version: list.version, index: 0 });
    await until(2);
    expect(received[1]?.payload).toEqual({ target: 'system', event: 'updateConfig' });
    expect(
      JSON.parse(((await robot.get('/wechat/config')).body.data as { config: string }).config).replyKeywords,
    ).toEqual([]);
    // A refused operation changes nothing and pushes nothing.
    const stale = await api.post('add', { name: 'replyKeywords', version: list.version, item: rule('旧') });
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    const bad = await api.post('add', { name: 'replyKeywords', version: '0'.repeat(16), item: { reg: 5 } });
    expect(bad.code).toBe(ErrorCode.MISSING_PARAMETER);
    // The robot's next message would be the third push; one more change proves the channel still delivers.
    const current = await api.list('replyKeywords');
    await api.post('add', { name: 'replyKeywords', version: current.version, item: rule('后') });
    await until(3);
    expect(received).toHaveLength(3);
  });
});
