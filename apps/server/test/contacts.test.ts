import { CONTACT_BATCH_MAX, ErrorCode, type RobotFriendItem, type RobotRoomItem } from '@weassit/contract';
import {
  robotAsyncDataSchema,
  robotFriendBatchSchema,
  robotFriendSchema,
  robotRoomBatchSchema,
  robotRoomSchema,
} from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { friendsRepository } from '../src/repositories/friends.ts';
import { roomsRepository } from '../src/repositories/rooms.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const ROBOT = 'wxid_robot_a';

/** A friend as the robot uploads it (ROBOT-PROTOCOL §2.2 row 19). */
const friend = (wxid: string, name: string, alias = '', extra: Partial<RobotFriendItem> = {}): RobotFriendItem => ({
  robotId: ROBOT,
  contactId: wxid,
  wxid,
  name,
  alias,
  gender: 1,
  avatar: `https://img.example.com/${wxid}.png`,
  friend: true,
  type: 1,
  weixin: `${wxid}_wx`,
  ...extra,
});

/** A room as the robot uploads it (row 20). */
const room = (wxid: string, topic: string, extra: Partial<RobotRoomItem> = {}): RobotRoomItem => ({
  robotId: ROBOT,
  wxid,
  roomId: wxid,
  topic,
  avatar: '',
  ownerId: 'wxid_owner',
  adminIds: 'wxid_owner,wxid_admin',
  memberCount: 42,
  ...extra,
});

/** Seeds through the repository functions the robot gateway calls, validated with the contract's schemas. */
function seed(app: App, user: TestUser) {
  return {
    friends: (items: RobotFriendItem[]) =>
      friendsRepository(app.db.kysely, user.userId).upsertBatch(robotFriendBatchSchema.parse(items)),
    rooms: (items: RobotRoomItem[]) =>
      roomsRepository(app.db.kysely, user.userId).upsertBatch(robotRoomBatchSchema.parse(items)),
  };
}

const get = (app: App, user: TestUser, url: string) =>
  app.inject({ method: 'GET', url: `/v1/api/wechat${url}`, headers: bearer(user) }).then((r) => r.json());

const saveConfig = (app: App, user: TestUser, config: object) =>
  app
    .inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(user),
      payload: { config: JSON.stringify(config) },
    })
    .then((r) => expect(r.json()).toMatchObject({ code: 0 }));

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const pad = (i: number) => String(i).padStart(5, '0');

describe('robot upload schemas', () => {
  it('normalise what puppets send and keep only the stored fields', () => {
    expect(robotFriendSchema.parse(friend('wxid_1', '张三', '老张'))).toEqual({
      wxid: 'wxid_1',
      robotId: ROBOT,
      name: '张三',
      alias: '老张',
      gender: 1,
      avatar: 'https://img.example.com/wxid_1.png',
      type: 1,
      weixin: 'wxid_1_wx',
    });
    // contactId stands in for a missing wxid; null texts become ''; unknown enum values fall back.
    expect(
      robotFriendSchema.parse({ contactId: 'wxid_2', name: '李四', alias: null, gender: 7, type: null, extra: 'x' }),
    ).toEqual({ wxid: 'wxid_2', robotId: '', name: '李四', alias: '', gender: 0, avatar: '', type: 1, weixin: '' });
    expect(robotRoomSchema.parse({ roomId: 'r@chatroom', topic: '群', adminIds: ['a', 'b'] })).toEqual({
      wxid: 'r@chatroom',
      robotId: '',
      topic: '群',
      avatar: '',
      ownerId: '',
      adminIds: 'a,b',
      memberCount: 0,
    });
  });

  it.each([
    ['no id at all', robotFriendSchema, { name: '无名' }],
    ['a blank id', robotFriendSchema, { wxid: '  ', name: '空' }],
    ['a 257-character name', robotFriendSchema, { wxid: 'w', name: '名'.repeat(257) }],
    ['a 129-character wxid', robotFriendSchema, { wxid: 'w'.repeat(129) }],
    ['a name that is not text', robotFriendSchema, { wxid: 'w', name: { $gt: '' } }],
    ['a 257-character topic', robotRoomSchema, { wxid: 'r', topic: 't'.repeat(257) }],
    ['a negative member count', robotRoomSchema, { wxid: 'r', memberCount: -1 }],
    ['a member count as text', robotRoomSchema, { wxid: 'r', memberCount: '42; drop table rooms' }],
  ] as const)('refuse %s', (_case, schema, item) => {
    expect(schema.safeParse(item).success).toBe(false);
  });

  it('read the asyncData type (1 friends, 2 rooms) from a query string', () => {
    expect(robotAsyncDataSchema.parse({ type: '1', robotId: 'x' })).toEqual({ type: 1 });
    expect(robotAsyncDataSchema.parse({ type: 2 })).toEqual({ type: 2 });
    for (const type of ['3', '', 'abc', undefined])
      expect(robotAsyncDataSchema.safeParse({ type }).success).toBe(false);
  });

  it(`accept batches of at most ${CONTACT_BATCH_MAX}`, () => {
    expect(robotFriendBatchSchema.safeParse(range(80).map((i) => friend(`w${i}`, `n${i}`))).success).toBe(true);
    expect(robotFriendBatchSchema.safeParse(range(81).map((i) => friend(`w${i}`, `n${i}`))).success).toBe(false);
    expect(robotRoomBatchSchema.safeParse(range(81).map((i) => room(`r${i}`, `t${i}`))).success).toBe(false);
  });
});

describe('friend and room repositories (robot gateway side)', () => {
  it('upsert a batch of 80, update names on re-upload, clear only that user and that list', async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const a = seed(app, alice);
    expect(await a.friends(range(80).map((i) => friend(`wxid_${pad(i)}`, `好友${i}`)))).toBe(80);
    expect(await a.rooms(range(80).map((i) => room(`${pad(i)}@chatroom`, `群${i}`)))).toBe(80);
    await seed(app, bob).friends([
      friend('wxid_00001', 'bob 的好友'),
      friend('wxid_b2', 'b2'),
      friend('wxid_b3', 'b3'),
    ]);

    // Re-upload (no clear before it, as after a robot restart): renamed, nothing duplicated.
    await a.friends([friend('wxid_00001', '改名了', '备注'), friend('wxid_00002', '也改了')]);
    await a.rooms([room('00001@chatroom', '新群名', { memberCount: 7, adminIds: '' })]);
    const friends = (await get(app, alice, '/friend?pageSize=100')).data;
    expect(friends.count).toBe(80);
    expect(friends.list.find((f: { wxid: string }) => f.wxid === 'wxid_00001')).toMatchObject({
      name: '改名了',
      alias: '备注',
    });
    const rooms = (await get(app, alice, '/room?pageSize=100')).data;
    expect(rooms.count).toBe(80);
    expect(rooms.list.find((r: { wxid: string }) => r.wxid === '00001@chatroom')).toMatchObject({
      topic: '新群名',
      memberCount: 7,
      adminIds: [],
    });
    // Bob's friend with the same wxid is his own row.
    expect((await get(app, bob, '/friend?word=wxid')).data.count).toBe(0);
    expect((await get(app, bob, '/allfriend')).data).toContainEqual({
      wxid: 'wxid_00001',
      name: 'bob 的好友',
      alias: '',
    });

    // The same wxid twice in one batch: the last one wins (PostgreSQL would refuse a naive upsert).
    await a.friends([friend('wxid_dup', '第一次'), friend('wxid_dup', '第二次')]);
    expect((await friendsRepository(app.db.kysely, alice.userId).find('wxid_dup'))?.name).toBe('第二次');
    expect(await a.friends([])).toBe(0);

    // More than a batch is refused outright (the gateway validates with the batch schema first).
    const tooMany = robotFriendSchema.array().parse(range(81).map((i) => friend(`x${i}`, `x${i}`)));
    await expect(friendsRepository(app.db.kysely, alice.userId).upsertBatch(tooMany)).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });

    expect(await friendsRepository(app.db.kysely, alice.userId).clear()).toBe(81);
    expect((await get(app, alice, '/friend')).data).toEqual({ count: 0, list: [] });
    expect((await get(app, alice, '/room')).data.count).toBe(80);
    expect((await get(app, bob, '/friend')).data.count).toBe(3);
    expect(await roomsRepository(app.db.kysely, alice.userId).clear()).toBe(80);
    expect((await get(app, alice, '/allroom')).data).toEqual([]);
  });
});

describe('friend and room lists', () => {
  it('page by name, search name and remark case-insensitively, and answer every field', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await seed(app, user).friends([
      friend('wxid_alice', 'Alice', '同事'),
      friend('wxid_bob', 'Bob', 'ALIBABA 客户'),
      friend('wxid_carol', 'Carol', ''),
      friend('wxid_zhang', '张三', '老张', { gender: 2 }),
    ]);
    await seed(app, user).rooms([
      room('a@chatroom', 'Dev 群'),
      room('b@chatroom', '产品 DEV 讨论'),
      room('c@chatroom', '家人'),
    ]);

    const page1 = await get(app, user, '/friend?current=1&pageSize=2&robotId=ignored');
    expect(page1).toMatchObject({ code: 0, data: { count: 4 } });
    expect(page1.data.list[0]).toEqual({
      wxid: 'wxid_alice',
      name: 'Alice',
      alias: '同事',
      avatar: 'https://img.example.com/wxid_alice.png',
      gender: 1,
      type: 1,
      weixin: 'wxid_alice_wx',
      robotId: ROBOT,
      updatedAt: expect.any(Number),
    });
    const page2 = await get(app, user, '/friend?current=2&pageSize=2');
    const names = [...page1.data.list, ...page2.data.list].map((f: { name: string }) => f.name);
    expect(names).toEqual(['Alice', 'Bob', 'Carol', '张三']);
    expect((await get(app, user, '/friend?current=3&pageSize=2')).data).toEqual({ count: 4, list: [] });

    const ali = await get(app, user, `/friend?word=${encodeURIComponent('ali')}`);
    expect(ali.data.list.map((f: { wxid: string }) => f.wxid)).toEqual(['wxid_alice', 'wxid_bob']);
    expect((await get(app, user, `/friend?name=${encodeURIComponent('老张')}`)).data.list[0]).toMatchObject({
      name: '张三',
      gender: 2,
    });

    const dev = await get(app, user, '/room?word=dev');
    expect(dev.data).toMatchObject({ count: 2 });
    expect(dev.data.list[0]).toEqual({
      wxid: 'a@chatroom',
      topic: 'Dev 群',
      avatar: '',
      ownerId: 'wxid_owner',
      adminIds: ['wxid_owner', 'wxid_admin'],
      memberCount: 42,
      robotId: ROBOT,
      updatedAt: expect.any(Number),
    });
  });

  it('match SQL-looking text and wildcards literally', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const tricky = "Robert'); DROP TABLE friends;--";
    await seed(app, user).friends([
      friend('wxid_1', tricky),
      friend('wxid_2', '100%真实'),
      friend('wxid_3', 'a_b'),
      friend('wxid_4', 'axb'),
      friend('wxid_5', 'back\\slash'),
    ]);
    const count = async (word: string) =>
      (await get(app, user, `/friend?word=${encodeURIComponent(word)}`)).data.count as number;
    expect(await count("' OR 1=1 --")).toBe(0);
    expect(await count("'); DROP TABLE")).toBe(1);
    expect(await count('%')).toBe(1);
    expect(await count('_')).toBe(1);
    expect(await count('\\')).toBe(1);
    expect(await count('"')).toBe(0);
    expect((await get(app, user, '/allfriend')).data).toHaveLength(5);
    const search = await get(app, user, `/search?type=name&word=${encodeURIComponent("1' or '1'='1")}`);
    expect(search.data).toEqual({ list: [], sourceList: [] });
  });

  it.each([
    ['pageSize over 100', '/friend?pageSize=1000', ErrorCode.INVALID_PARAMETER, /每页最多 100 条/],
    ['pageSize 0', '/friend?pageSize=0', ErrorCode.INVALID_PARAMETER, /每页条数不正确/],
    ['pageSize not a number', '/room?pageSize=abc', ErrorCode.INVALID_PARAMETER, /每页条数不正确/],
    ['current 0', '/friend?current=0', ErrorCode.INVALID_PARAMETER, /页码不正确/],
    ['current not an integer', '/room?current=1.5', ErrorCode.INVALID_PARAMETER, /页码不正确/],
    ['a 65-character word', `/friend?word=${'x'.repeat(65)}`, ErrorCode.INVALID_PARAMETER, /搜索词不能超过 64/],
    ['a 5000-character word', `/room?word=${'群'.repeat(5000)}`, ErrorCode.INVALID_PARAMETER, /搜索词不能超过 64/],
    ['word given twice', '/friend?word=a&word=b', ErrorCode.INVALID_PARAMETER, /搜索词不正确/],
    ['search without type', '/search', ErrorCode.MISSING_PARAMETER, /搜索类型不正确/],
    ['search of an unknown type', '/search?type=contact', ErrorCode.INVALID_PARAMETER, /搜索类型不正确/],
    ['search type given twice', '/search?type=name&type=room', ErrorCode.INVALID_PARAMETER, /搜索类型不正确/],
    [
      'search with a 20 000-character word',
      `/search?type=name&word=${'x'.repeat(20_000)}`,
      ErrorCode.INVALID_PARAMETER,
      /搜索词不能超过 64/,
    ],
    ['room_related without name or wxid', '/room_related', ErrorCode.MISSING_PARAMETER, /缺少群名称或 wxid/],
    ['room_related with an empty name', '/room_related?name=', ErrorCode.MISSING_PARAMETER, /缺少群名称或 wxid/],
    [
      'friend_related with only robotId',
      '/friend_related?robotId=x',
      ErrorCode.MISSING_PARAMETER,
      /缺少好友昵称或 wxid/,
    ],
    [
      'friend_related with a 257-character name',
      `/friend_related?name=${'n'.repeat(257)}`,
      ErrorCode.INVALID_PARAMETER,
      /不能超过 256/,
    ],
    [
      'room_related with a 129-character wxid',
      `/room_related?wxid=${'w'.repeat(129)}`,
      ErrorCode.INVALID_PARAMETER,
      /不能超过 128/,
    ],
  ] as const)('refuse %s', async (_name, url, code, msg) => {
    const app = await build();
    const user = await signupAndLogin(app);
    expect(await get(app, user, url)).toMatchObject({ code, msg: expect.stringMatching(msg), data: null });
  });

  it('need a login', async () => {
    const app = await build();
    for (const url of ['/friend', '/room', '/allfriend', '/allroom', '/search?type=name', '/room_related?name=x']) {
      const res = await app.inject({ method: 'GET', url: `/v1/api/wechat${url}` });
      expect(res.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });

  it('answer every entry of /allfriend (20 000) and /allroom with only the picker columns', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const s = seed(app, user);
    for (let start = 0; start < 20_000; start += CONTACT_BATCH_MAX) {
      await s.friends(range(CONTACT_BATCH_MAX).map((i) => friend(`wxid_${pad(start + i)}`, `好友${pad(start + i)}`)));
    }
    await s.rooms([room('b@chatroom', 'B 群'), room('a@chatroom', 'A 群')]);
    const all = await get(app, user, '/allfriend?robotId=whatever');
    expect(all.code).toBe(0);
    expect(all.data).toHaveLength(20_000);
    expect(all.data[0]).toEqual({ wxid: 'wxid_00000', name: '好友00000', alias: '' });
    expect(all.data[19_999]).toEqual({ wxid: 'wxid_19999', name: '好友19999', alias: '' });
    expect(new Set(all.data.map((f: { wxid: string }) => f.wxid)).size).toBe(20_000);
    expect((await get(app, user, '/allroom')).data).toEqual([
      { wxid: 'a@chatroom', topic: 'A 群' },
      { wxid: 'b@chatroom', topic: 'B 群' },
    ]);
  });
});

describe('name search', () => {
  it('finds rooms by topic, prefix matches first, at most 50, distinct topics in list', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await seed(app, user).rooms([
      room('1@chatroom', '老项目群'),
      room('2@chatroom', '项目群 B'),
      room('3@chatroom', '项目群 A'),
      room('4@chatroom', 'A 项目群'),
      room('5@chatroom', '项目群 A'),
      room('6@chatroom', '家人'),
    ]);
    const found = await get(app, user, `/search?type=room&word=${encodeURIComponent('项目')}&robotId=x`);
    expect(found).toMatchObject({ code: 0 });
    expect(found.data.sourceList).toEqual([
      { id: '3@chatroom', name: '项目群 A' },
      { id: '5@chatroom', name: '项目群 A' },
      { id: '2@chatroom', name: '项目群 B' },
      { id: '4@chatroom', name: 'A 项目群' },
      { id: '1@chatroom', name: '老项目群' },
    ]);
    expect(found.data.list).toEqual(['项目群 A', '项目群 B', 'A 项目群', '老项目群']);
    expect(found.data.rooms).toEqual(found.data.list);

    await seed(app, user).rooms(range(60).map((i) => room(`x${pad(i)}@chatroom`, `批量群${pad(i)}`)));
    const first = await get(app, user, '/search?type=room&word=');
    expect(first.data.sourceList).toHaveLength(50);
    expect(first.data.sourceList[0]).toEqual({ id: '4@chatroom', name: 'A 项目群' });
    expect((await get(app, user, '/search?type=room')).data.sourceList).toHaveLength(50);
  });

  it('finds friends by nickname or remark, case-insensitively, prefix first', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await seed(app, user).friends([
      friend('wxid_1', 'Tom', 'MiniTom'),
      friend('wxid_2', 'Alice', 'tomato 供应商'),
      friend('wxid_3', 'Atom'),
      friend('wxid_4', 'Bob', '同学'),
    ]);
    const found = await get(app, user, '/search?type=name&word=TOM');
    expect(found.data).toEqual({
      list: ['Alice', 'Tom', 'Atom'],
      sourceList: [
        { id: 'wxid_2', name: 'Alice', alias: 'tomato 供应商' },
        { id: 'wxid_1', name: 'Tom', alias: 'MiniTom' },
        { id: 'wxid_3', name: 'Atom', alias: '' },
      ],
    });
    expect((await get(app, user, `/search?type=name&word=${encodeURIComponent('同学')}`)).data.list).toEqual(['Bob']);
  });
});

// The config below fills vip sections too (forwards, group sync …): only a member may save it.
describe('where a room or friend is used', () => {
  const config = {
    roomJoinKeywords: [
      { keywords: ['加群', '入群', '进群', '拉我'], reg: 1, roomName: '技术交流群', replys: [], welcomes: [] },
      { keywords: ['家'], reg: 1, roomName: '家人', replys: [], welcomes: [] },
    ],
    roomAsyncList: [{ model: 1, one: '公告群', many: ['家人', '技术交流群'], forward: 1 }],
    privateForwards: [{ name: '张三', rooms: ['技术交流群'], contacts: ['李四'], type: 1 }],
    forwards: [
      {
        type: 'room',
        targets: [{ id: 'tech@chatroom', name: '旧群名' }],
        keywords: ['报警'],
        reg: 1,
        forwardType: 'contact',
        forwardTargets: [{ id: 'wxid_zhang', name: '张三' }],
      },
    ],
    dayTaskSchedule: [
      { date: '0 0 8 * * *', name: '张三', city: '北京' },
      { date: '0 30 8 * * *', type: 'room', roomName: '技术交流群' },
    ],
    roomNewsSchedule: [{ date: '0 0 9 * * *', wxid: 'tech@chatroom', sortId: 1 }],
    roomTaskSchedule: [
      { date: '0 0 10 * * *', roomName: '家人', contents: [{ type: 1, content: '早' }] },
      { date: '0 0 11 * * *', roomName: '张三', contents: [{ type: 1, content: '早' }] },
    ],
    countDownTaskSchedule: [
      { date: '0 0 7 * * *', alias: '老张', memorialDay: '2030-01-01', prefix: '距离', suffix: '还有' },
      { date: '0 0 7 * * *', type: 'room', roomName: '技术交流群', memorialDay: '2030-01-01' },
    ],
    eventKeywords: [
      { event: 'autoRoomCreate', keywords: ['建群'], reg: 2, otherInfo: { members: [{ id: 'wxid_zhang' }] } },
    ],
    parseMiniRooms: ['技术交流群'],
    replyKeywords: [{ keywords: ['技术交流群'], reg: 1, replys: [{ type: 1, content: '技术交流群 张三' }] }],
    callBackEvents: [{ keywords: ['张三'], reg: 1, type: 100, customUrl: 'https://example.com/cb', moreData: [] }],
  };

  it('lists the areas and items naming a room by topic or wxid', async () => {
    const app = await build({ defaultRole: 'vip' });
    const user = await signupAndLogin(app);
    await saveConfig(app, user, config);
    await seed(app, user).rooms([room('tech@chatroom', '技术交流群')]);

    const byWxid = await get(app, user, '/room_related?wxid=tech@chatroom');
    expect(byWxid).toMatchObject({ code: 0 });
    expect(byWxid.data.list).toEqual([
      { area: '小程序解析', label: '解析小程序的群' },
      { area: '每日说', label: '第2条（0 30 8 * * *）' },
      { area: '新闻定时任务', label: '第1条（0 0 9 * * *）' },
      { area: '倒计时任务', label: '第2条（0 0 7 * * *）' },
      { area: '进群关键词', label: '第1条 关键词：加群、入群、进群 等' },
      { area: '多群消息同步', label: '第1条 一对多' },
      { area: '私聊转发', label: '第1条 转发「张三」的私聊' },
      { area: '关键词转发', label: '第1条 关键词：报警' },
    ]);
    // Places come in the stored config's order. By topic alone, the items naming the room only by wxid are not found.
    const byName = await get(app, user, `/room_related?name=${encodeURIComponent('技术交流群')}`);
    expect(byName.data.list.map((p: { area: string }) => p.area)).toEqual([
      '小程序解析',
      '每日说',
      '倒计时任务',
      '进群关键词',
      '多群消息同步',
      '私聊转发',
    ]);
    const family = await get(app, user, `/room_related?name=${encodeURIComponent('家人')}`);
    expect(family.data.list).toEqual([
      { area: '群定时任务', label: '第1条（0 0 10 * * *）' },
      { area: '进群关键词', label: '第2条 关键词：家' },
      { area: '多群消息同步', label: '第1条 一对多' },
    ]);
    expect((await get(app, user, '/room_related?name=none')).data).toEqual({ list: [] });
  });

  it('lists the items naming a friend by nickname, remark or wxid, never rooms of the same name', async () => {
    const app = await build({ defaultRole: 'vip' });
    const user = await signupAndLogin(app);
    await saveConfig(app, user, config);
    await seed(app, user).friends([friend('wxid_zhang', '张三', '老张')]);

    const byWxid = await get(app, user, '/friend_related?wxid=wxid_zhang');
    expect(byWxid.data.list).toEqual([
      { area: '每日说', label: '第1条（0 0 8 * * *）' },
      { area: '倒计时任务', label: '第1条（0 0 7 * * *）' },
      { area: '私聊转发', label: '第1条 转发「张三」的私聊' },
      { area: '关键词转发', label: '第1条 关键词：报警' },
      { area: '技能中心', label: '第1条 关键词：建群' },
    ]);
    const byName = await get(app, user, `/friend_related?name=${encodeURIComponent('张三')}`);
    expect(byName.data.list.map((p: { area: string }) => p.area)).toEqual(['每日说', '私聊转发', '关键词转发']);
    const byAlias = await get(app, user, `/friend_related?alias=${encodeURIComponent('老张')}`);
    expect(byAlias.data.list.map((p: { area: string }) => p.area)).toEqual(['倒计时任务']);
    const lisi = await get(app, user, `/friend_related?name=${encodeURIComponent('李四')}`);
    expect(lisi.data.list).toEqual([{ area: '私聊转发', label: '第1条 转发「张三」的私聊' }]);
  });

  it('answer an empty list without a config, and never look at another user’s config', async () => {
    const app = await build({ defaultRole: 'vip' });
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    expect(await get(app, bob, '/room_related?name=家人')).toMatchObject({ code: 0, data: { list: [] } });
    await saveConfig(app, alice, config);
    await seed(app, alice).rooms([room('tech@chatroom', '技术交流群')]);
    expect((await get(app, bob, '/room_related?wxid=tech@chatroom')).data).toEqual({ list: [] });
    expect((await get(app, bob, `/friend_related?name=${encodeURIComponent('张三')}`)).data).toEqual({ list: [] });
  });
});

describe('isolation', () => {
  it("never shows or touches another user's friends and rooms, whatever robotId the query names", async () => {
    const app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    await seed(app, alice).friends([friend('wxid_secret', 'Alice 的好友')]);
    await seed(app, alice).rooms([room('secret@chatroom', 'Alice 的群')]);
    await seed(app, bob).friends([friend('wxid_bobs', 'Bob 的好友', '', { robotId: 'wxid_robot_b' })]);

    for (const q of ['', `?robotId=${ROBOT}`]) {
      expect((await get(app, bob, `/friend${q}`)).data.list.map((f: { wxid: string }) => f.wxid)).toEqual([
        'wxid_bobs',
      ]);
      expect((await get(app, bob, `/room${q}`)).data).toEqual({ count: 0, list: [] });
      expect((await get(app, bob, `/allfriend${q}`)).data).toEqual([
        { wxid: 'wxid_bobs', name: 'Bob 的好友', alias: '' },
      ]);
      expect((await get(app, bob, `/allroom${q}`)).data).toEqual([]);
      const sep = q ? '&' : '?';
      expect((await get(app, bob, `/search${q}${sep}type=room&word=Alice`)).data.sourceList).toEqual([]);
      expect((await get(app, bob, `/search${q}${sep}type=name&word=Alice`)).data.sourceList).toEqual([]);
      expect((await get(app, bob, `/friend${q}${sep}word=Alice`)).data).toEqual({ count: 0, list: [] });
      expect((await get(app, bob, `/room${q}${sep}word=Alice`)).data).toEqual({ count: 0, list: [] });
    }
    // Claiming Alice's userId is refused outright.
    expect((await get(app, bob, `/friend?userId=${alice.userId}`)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get(app, bob, `/allroom?userId=${alice.userId}`)).code).toBe(ErrorCode.FORBIDDEN);

    expect((await get(app, alice, '/allfriend')).data).toEqual([
      { wxid: 'wxid_secret', name: 'Alice 的好友', alias: '' },
    ]);
    expect((await get(app, alice, '/allroom')).data).toEqual([{ wxid: 'secret@chatroom', topic: 'Alice 的群' }]);
  });
});
