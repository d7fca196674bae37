import {
  ErrorCode,
  QUOTA_DEFAULTS,
  type Quotas,
  quotaReachedMessage,
  type RobotFriendItem,
  type RobotRoomItem,
} from '@weassit/contract';
import { robotFriendBatchSchema, robotRoomBatchSchema } from '@weassit/contract/schemas';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { friendsRepository } from '../src/repositories/friends.ts';
import { presetRolesRepository } from '../src/repositories/preset-roles.ts';
import { roomsRepository } from '../src/repositories/rooms.ts';
import { bearer, makeVip, signupAndLogin } from './accounts-helper.ts';
import { filesUnder, issueToken, MB, postUpload, sample, streamingForm, uploadParts } from './fixtures/uploads/form.ts';
import { testConfig } from './helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

/** An app whose caps are the defaults except `caps`, with one signed-up user and their robot's client. */
async function setup(caps: Partial<Quotas>) {
  const config = await testConfig({ quotas: { ...QUOTA_DEFAULTS, ...caps } });
  const app = await buildApp(config, { logger: false });
  onTestFinished(() => app.close());
  const user = await signupAndLogin(app);
  const robot = robotClient(app, await robotKeys(app, user));
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(user) }).then((r) => r.json());
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(user), payload }).then((r) => r.json());
  return { app, config, user, robot, get, post };
}

const friend = (n: number, name = `好友${n}`): RobotFriendItem => ({
  robotId: 'wxid_bot',
  contactId: `wxid_f${n}`,
  wxid: `wxid_f${n}`,
  name,
  alias: '',
  gender: 1,
  avatar: '',
  friend: true,
  type: 1,
  weixin: '',
});
const room = (n: number, topic = `群${n}`): RobotRoomItem => ({
  robotId: 'wxid_bot',
  wxid: `${n}@chatroom`,
  roomId: `${n}@chatroom`,
  topic,
  avatar: '',
  ownerId: 'wxid_f1',
  adminIds: '',
  memberCount: 3,
});

const refusal = (kind: keyof Quotas, cap: number) => ({
  code: ErrorCode.QUOTA_EXCEEDED,
  msg: quotaReachedMessage(kind, cap),
  data: null,
});

describe('runtime contract', () => {
  it('reads the caps from QUOTA_* with sane defaults, and refuses a bad one', () => {
    expect(loadConfig({}).quotas).toEqual({
      friends: 20_000,
      rooms: 5_000,
      materials: 2_000,
      presetRoles: 200,
      reminders: 1_000,
      uploadBytes: 1024 * 1024 * 1024,
      gptConfigs: 100,
      messageBytes: 100 * 1024 * 1024,
    });
    const set = loadConfig({
      QUOTA_FRIENDS: '10000',
      QUOTA_ROOMS: '300',
      QUOTA_MATERIALS: '50',
      QUOTA_PRESET_ROLES: '5',
      QUOTA_REMINDERS: '20',
      QUOTA_UPLOAD_MB: '64',
      QUOTA_GPT_CONFIGS: '3',
      QUOTA_MESSAGE_MB: '10',
    });
    expect(set.quotas).toEqual({
      friends: 10_000,
      rooms: 300,
      materials: 50,
      presetRoles: 5,
      reminders: 20,
      uploadBytes: 64 * 1024 * 1024,
      gptConfigs: 3,
      messageBytes: 10 * 1024 * 1024,
    });
    expect(() => loadConfig({ QUOTA_FRIENDS: '0' })).toThrow(/QUOTA_FRIENDS/);
    expect(() => loadConfig({ QUOTA_UPLOAD_MB: 'lots' })).toThrow(/QUOTA_UPLOAD_MB/);
  });
});

describe('friends and rooms the robot uploads', () => {
  it('keeps new friends only up to the cap, still updates stored ones, and says so in the robot envelope', async () => {
    const { app, user, robot, get } = await setup({ friends: 3 });
    expect((await robot.post('/wechat/friend', { friend: [friend(1), friend(2)] })).body).toMatchObject({
      code: 200,
      data: { saved: 2, overLimit: 0 },
    });
    const over = await robot.post('/wechat/friend', {
      friend: [friend(1, '改名了'), friend(3), friend(4), friend(5)],
    });
    expect(over.body).toEqual({
      code: 200,
      msg: quotaReachedMessage('friends', 3),
      data: { saved: 2, rejected: 0, overLimit: 2 },
    });
    expect(over.body.msg).toBe('好友数量已达上限（3 个），超出的好友未保存');
    const stored = await friendsRepository(app.db.kysely, user.userId).all(100);
    expect(stored.map((f) => f.wxid).sort()).toEqual(['wxid_f1', 'wxid_f2', 'wxid_f3']);
    expect(stored.find((f) => f.wxid === 'wxid_f1')?.name).toBe('改名了');
    expect((await get('/v1/api/wechat/allfriend')).data).toHaveLength(3);
    // A reload starts from an empty list: the cap counts what is stored now.
    await robot.get('/wechat/asyncData', { type: 1 });
    expect((await robot.post('/wechat/friend', { friend: [friend(7), friend(8)] })).body.data).toMatchObject({
      saved: 2,
      overLimit: 0,
    });
  });

  it('keeps new rooms only up to the cap', async () => {
    const { robot, get } = await setup({ rooms: 2 });
    const over = await robot.post('/wechat/room', { room: [room(1), room(2), room(3)] });
    expect(over.body).toMatchObject({
      code: 200,
      msg: '群数量已达上限（2 个），超出的群未保存',
      data: { saved: 2, overLimit: 1 },
    });
    expect((await get('/v1/api/wechat/allroom')).data.map((r: { topic: string }) => r.topic)).toEqual(['群1', '群2']);
  });

  it('never answers more friends or rooms than the cap in the whole lists', async () => {
    const { app, user, get } = await setup({ friends: 3, rooms: 2 });
    // Stored before the caps were lowered: the lists still stop at the cap.
    const names = ['戊', '甲', '丁', '乙', '丙'];
    await friendsRepository(app.db.kysely, user.userId).upsertBatch(
      robotFriendBatchSchema.parse(names.map((name, i) => friend(i, name))),
    );
    await roomsRepository(app.db.kysely, user.userId).upsertBatch(
      robotRoomBatchSchema.parse(names.map((topic, i) => room(i, topic))),
    );
    const everyFriend = await friendsRepository(app.db.kysely, user.userId).all(100);
    const friends = await get('/v1/api/wechat/allfriend');
    expect(friends.data).toEqual(everyFriend.slice(0, 3));
    const rooms = await get('/v1/api/wechat/allroom');
    expect(rooms.data).toHaveLength(2);
  });

  it('reads a whole list in chunks that join up in order, duplicate names included', async () => {
    const { app, user } = await setup({});
    const items = [
      friend(1, '同名'),
      friend(2, '同名'),
      friend(3, '同名'),
      friend(4, 'A'),
      friend(5, 'b'),
      friend(6, '张三'),
      friend(7, '同名'),
    ];
    const repo = friendsRepository(app.db.kysely, user.userId);
    await repo.upsertBatch(robotFriendBatchSchema.parse(items));
    const whole = await app.db.kysely
      .selectFrom('friends')
      .select(['wxid', 'name', 'alias'])
      .where('user_id', '=', user.userId)
      .orderBy('name')
      .orderBy('wxid')
      .execute();
    expect(await repo.all(100, 2)).toEqual(whole);
    expect(await repo.all(5, 2)).toEqual(whole.slice(0, 5));
    expect(await repo.all(4, 2)).toEqual(whole.slice(0, 4));
  });
});

describe('caps on what the console adds', () => {
  it('materials: refuses one more at the cap with a clear message, and allows it again after a removal', async () => {
    const { get, post } = await setup({ materials: 2 });
    const add = (name: string) => post('/v1/api/material/add', { type: 1, name, content: '内容' });
    const first = await add('一');
    expect((await add('二')).code).toBe(0);
    expect(await add('三')).toEqual(refusal('materials', 2));
    expect((await add('三')).msg).toBe('素材数量已达上限（2 个），请删除不需要的素材后再添加');
    expect((await get('/v1/api/material/list?type=1')).data.count).toBe(2);
    // Editing one at the cap is not adding one.
    expect((await post('/v1/api/material/add', { id: first.data.id, type: 1, name: '一', content: '新' })).code).toBe(
      0,
    );
    expect((await get(`/v1/api/material/remove?id=${first.data.id}`)).code).toBe(0);
    expect((await add('三')).code).toBe(0);
  });

  it('preset roles: refuses one more own role at the cap; getall stops at the cap too', async () => {
    const { app, user, get, post } = await setup({ presetRoles: 1 });
    await makeVip(app, user);
    expect((await post('/v1/api/promot_store', { name: '诗人', content: '你是诗人' })).code).toBe(0);
    expect(await post('/v1/api/promot_store', { name: '画家', content: '你是画家' })).toEqual(
      refusal('presetRoles', 1),
    );
    // Roles stored before the cap was lowered: getall still answers at most the cap of the user's own.
    const repo = presetRolesRepository(app.db.kysely, user.userId);
    await repo.insert({ id: 'r-old-1', name: '旧一', content: 'x' }, 1);
    await repo.insert({ id: 'r-old-2', name: '旧二', content: 'x' }, 2);
    const all = (await get('/v1/api/promot_store/getall')).data as { name: string; builtIn: boolean }[];
    expect(all.filter((r) => !r.builtIn).map((r) => r.name)).toEqual(['诗人']);
    expect(all.filter((r) => r.builtIn).length).toBeGreaterThan(0);
  });
});

describe('reminders the robot saves', () => {
  it('refuses one more at the cap in the robot envelope, and lists no more than the cap', async () => {
    const { app, user, robot } = await setup({ reminders: 2 });
    const reminder = (content: string) => ({
      setter: '张三',
      subscribe: '张三',
      isLoop: false,
      time: '2030-5-10 8:00',
      content,
    });
    expect((await robot.post('/task', reminder('一'))).body.code).toBe(200);
    expect((await robot.post('/task', reminder('二'))).body.code).toBe(200);
    expect((await robot.post('/task', reminder('三'))).body).toEqual({
      code: 403,
      msg: '提醒数量已达上限（2 条），请在控制台删除不需要的提醒',
      data: {},
    });
    // Rows stored before the cap was lowered: the robot still gets at most the cap.
    await app.db.kysely
      .insertInto('reminders')
      .values({
        id: 'old',
        user_id: user.userId,
        setter: '',
        subscribe: '张三',
        is_loop: 0,
        time: '2030-1-1 8:00',
        content: '旧',
        status: 0,
        done_at: null,
        created_at: 1,
      })
      .execute();
    expect((await robot.get('/task')).body.data).toHaveLength(2);
  });
});

describe('stored upload bytes', () => {
  it('refuses an upload past the cap with a clear message and stores nothing', async () => {
    const { app, config, user } = await setup({ uploadBytes: 100 * 1024 });
    const { token, keyPrefix } = await issueToken(app, user);
    const stored = () => filesUnder(`${config.dataDir}/uploads`);
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}a.png`, sample.png(60 * 1024)))).json().code).toBe(0);
    const over = await postUpload(app, uploadParts(token, `${keyPrefix}b.png`, sample.png(60 * 1024)));
    expect(over.json()).toEqual({
      code: ErrorCode.QUOTA_EXCEEDED,
      msg: '文件存储空间已满（上限 100 KB），请删除不需要的素材后再上传',
      data: null,
    });
    expect(stored()).toHaveLength(1);
    // What still fits is taken.
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}c.png`, sample.png(30 * 1024)))).json().code).toBe(0);
    expect(stored()).toHaveLength(2);
  });

  it('refuses before reading the file once the cap is reached, and takes uploads again once files are deleted', async () => {
    const { app, config, user, post, get } = await setup({ uploadBytes: 50 * 1024 });
    const { token, keyPrefix } = await issueToken(app, user);
    const stored = () => filesUnder(`${config.dataDir}/uploads`);
    const full = (await postUpload(app, uploadParts(token, `${keyPrefix}a.png`, sample.png(50 * 1024)))).json();
    expect(full.code).toBe(0);
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}b.png`, sample.png(10)))).json()).toMatchObject({
      code: ErrorCode.QUOTA_EXCEEDED,
    });
    expect(stored()).toEqual([full.data.key]);
    // Not a byte more than the multipart headers is read of a file that cannot be kept.
    const huge = streamingForm({ key: `${keyPrefix}huge.zip`, token }, 'huge.zip', sample.zip(1024), 50 * MB);
    const refused = await app.inject({ method: 'POST', url: '/upload', headers: huge.headers, payload: huge.payload });
    expect(refused.json()).toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED });
    expect(huge.pulled()).toBeLessThan(5 * MB);
    const material = await post('/v1/api/material/add', { type: 2, name: '图', url: full.data.url });
    expect((await get(`/v1/api/material/remove?id=${material.data.id}`)).code).toBe(0);
    expect(stored()).toEqual([]);
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}b.png`, sample.png(10 * 1024)))).json().code).toBe(0);
  });
});
