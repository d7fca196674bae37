import { ErrorCode, RobotStatus } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { signedParams } from '../src/lib/signature.ts';
import { bearer, makeVip, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

async function setup() {
  const app = await build();
  const user = await signupAndLogin(app);
  const keys = await robotKeys(app, user);
  return { app, user, keys, robot: robotClient(app, keys) };
}

const status = async (app: Awaited<ReturnType<typeof setup>>['app'], user: { token: string }) =>
  (await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(user) })).json().data;

describe('robot API authentication', () => {
  it('accepts a correctly signed call and answers {code: 200, data}', async () => {
    const { robot } = await setup();
    expect(await robot.get('/webPanel/version')).toEqual({
      status: 200,
      body: { code: 200, msg: 'ok', data: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/) } },
    });
  });

  it('refuses a wrong signature, an unknown key, a stale timestamp and missing fields with JSON and the right data shape', async () => {
    const { app, keys } = await setup();
    const good = signedParams({}, keys);
    const query = (params: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const cases = [
      { ...good, sign: 'A'.repeat(32) },
      { ...signedParams({}, { apiKey: 'nope', apiSecret: keys.apiSecret }) },
      signedParams({}, keys, Date.now() - 11 * 60 * 1000),
      { apiKey: keys.apiKey },
      { ...good, timestamp: 'yesterday' },
    ];
    for (const params of cases) {
      const list = await app.inject({ method: 'GET', url: '/open/v1/api/user/task', query: query(params) });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ code: expect.any(Number), data: [] });
      expect(list.json().code).not.toBe(200);
      const object = await app.inject({ method: 'GET', url: '/open/v1/api/wechat/config', query: query(params) });
      expect(object.json()).toMatchObject({ data: {} });
      expect(object.json().code).not.toBe(200);
    }
  });

  it('accepts a GET whose undefined parameter was signed but dropped from the query string', async () => {
    const { app, keys } = await setup();
    const signed = signedParams({ type: 1, robotId: undefined }, keys);
    const { robotId: _dropped, ...sent } = signed;
    const res = await app.inject({
      method: 'GET',
      url: '/open/v1/api/webPanel/version',
      query: Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)])),
    });
    expect(res.json().code).toBe(200);
  });

  it('answers broken JSON, a non-object body and unknown paths with JSON, changing nothing', async () => {
    const { app, robot, user } = await setup();
    const broken = await app.inject({
      method: 'POST',
      url: '/open/v1/api/wechat/info',
      payload: '{"robotName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ code: 400, data: {} });
    const array = await app.inject({ method: 'POST', url: '/open/v1/api/wechat/info', payload: [1, 2] });
    expect(array.json()).toMatchObject({ code: 400 });
    expect((await robot.get('/no/such/path')).body).toMatchObject({ code: 404, data: {} });
    expect((await app.inject({ method: 'GET', url: '/open/v1/api/nothing' })).json()).toMatchObject({ code: 404 });
    expect(await status(app, user)).toMatchObject({ robotName: '', status: RobotStatus.BLANK });
  });

  it('ties every call to the key owner: a userId in the parameters changes nothing', async () => {
    const { app, user, robot } = await setup();
    const other = await signupAndLogin(app);
    await robot.post('/wechat/info', { robotName: '小助手', avatar: '', robotId: 'wxid_bot', userId: other.userId });
    expect(await status(app, user)).toMatchObject({ robotName: '小助手' });
    expect(await status(app, other)).toMatchObject({ robotName: '' });
  });
});

describe('robot status reports feed the console', () => {
  it('maps QR reports to the login status codes and keeps the QR only while it can be scanned', async () => {
    const { app, user, robot } = await setup();
    expect(await status(app, user)).toMatchObject({ status: RobotStatus.BLANK, qrUrl: '', online: false });
    await robot.get('/wechat/qrcode', { qrUrl: 'https://login.weixin.qq.com/l/abc', qrStatus: 2 });
    expect(await status(app, user)).toMatchObject({
      status: RobotStatus.SCAN_TO_LOGIN,
      qrUrl: 'https://login.weixin.qq.com/l/abc',
    });
    await robot.get('/wechat/qrcode', { qrUrl: 'https://login.weixin.qq.com/l/abc', qrStatus: 3 });
    expect((await status(app, user)).status).toBe(RobotStatus.SCANNED);
    await robot.get('/wechat/qrcode', { qrUrl: '', qrStatus: 4 });
    expect(await status(app, user)).toMatchObject({ status: RobotStatus.LOGGED_IN, qrUrl: '' });
    await robot.get('/wechat/qrcode', { qrUrl: 'qrcode', qrStatus: '6' });
    expect((await status(app, user)).status).toBe(RobotStatus.LOGGED_OUT);
    await robot.get('/wechat/qrcode', { qrUrl: 'x', qrStatus: 5 });
    expect((await status(app, user)).status).toBe(RobotStatus.TIMED_OUT);
  });

  it('stores heartbeat, robot info and plugin version, and refuses bad values', async () => {
    const { app, user, robot } = await setup();
    expect((await robot.get('/wechat/heart', { heartBeat: 'live' })).body.code).toBe(200);
    expect((await robot.get('/wechat/heart', { heartBeat: 'zombie' })).body.code).toBe(400);
    await robot.post('/wechat/info', { avatar: 'https://img/a.png', robotName: '小秘书', robotId: 'wxid_bot' });
    await robot.post('/webPanel/version', { version: '1.6.126' });
    expect(await status(app, user)).toMatchObject({
      robotName: '小秘书',
      avatar: 'https://img/a.png',
      robotWxid: 'wxid_bot',
      pluginVersion: '1.6.126',
      heartbeatAt: expect.any(Number),
    });
    expect((await robot.post('/wechat/info', { robotName: 'x'.repeat(300) })).body.code).toBe(400);
  });

  it('hands out the verify code typed in the console, and clears it at login', async () => {
    const { app, user, robot } = await setup();
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(user),
      payload: { config: '{}' },
    });
    expect((await robot.get('/worker/verifycode')).body).toMatchObject({ code: 200, data: { code: '' } });
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/worker/setverifycode',
      headers: bearer(user),
      payload: { verifyCode: '246810' },
    });
    expect((await robot.get('/worker/verifycode')).body.data).toEqual({ code: '246810' });
    await robot.get('/worker/clearverifycode');
    expect((await robot.get('/worker/verifycode')).body.data).toEqual({ code: '' });
    expect((await robot.post('/wechat/setSecurityInfo', { verifyMessage: '{"a":1}' })).body.code).toBe(200);
    expect((await robot.post('/wechat/clearSecurityInfo', { verifyMessage: '' })).body.code).toBe(200);
  });
});

describe('robot config and follow-ups', () => {
  it('serves the config as a JSON string with a stable id, the user and role vip, and every list field', async () => {
    const { app, user, robot } = await setup();
    const first = (await robot.get('/wechat/config')).body.data as { config: string };
    expect(typeof first.config).toBe('string');
    const before = JSON.parse(first.config);
    expect(before).toMatchObject({
      id: user.userId,
      userInfo: { userId: user.userId, role: 'vip' },
      defaultReply: '我在呢',
      replyKeywords: [],
      roomJoinKeywords: [],
      privateForwards: [],
      roomAsyncList: [],
      dayTaskSchedule: [],
      callBackEvents: [],
    });
    expect(before.eventKeywords).toHaveLength(2);
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(user),
      payload: { config: JSON.stringify({ defaultReply: '稍等' }) },
    });
    const after = JSON.parse(((await robot.get('/wechat/config')).body.data as { config: string }).config);
    expect(after).toMatchObject({ id: user.userId, defaultReply: '稍等', userInfo: { role: 'vip' } });
    expect((await status(app, user)).configFetchedAt).toEqual(expect.any(Number));
  });

  it('answers the vip follow-ups with lists', async () => {
    const { robot } = await setup();
    for (const path of ['/gpt/config', '/rss/config', '/user/task', '/wordcloudroom']) {
      expect((await robot.get(path)).body).toEqual({ code: 200, msg: 'ok', data: [] });
    }
    expect((await robot.get('/wechat/qitoken')).body.data).toEqual({ token: '' });
  });

  it('resolves materials by id as message items, only the key owner’s', async () => {
    const { app, user, robot } = await setup();
    const other = await signupAndLogin(app);
    // H5 materials are a vip feature.
    await makeVip(app, user);
    await makeVip(app, other);
    const add = async (owner: { token: string }, payload: object) =>
      (await app.inject({ method: 'POST', url: '/v1/api/material/rich/add', headers: bearer(owner), payload })).json()
        .data.id as string;
    const link = {
      type: 4,
      name: '官网',
      url: 'https://a.example',
      title: '标题',
      description: '描述',
      thumbUrl: 'https://a.example/t.png',
    };
    const mine = await add(user, link);
    const theirs = await add(other, link);
    expect((await robot.get('/wechat/material', { id: mine })).body).toEqual({
      code: 200,
      msg: 'ok',
      data: {
        id: mine,
        type: 4,
        url: 'https://a.example',
        title: '标题',
        description: '描述',
        thumbUrl: 'https://a.example/t.png',
      },
    });
    expect((await robot.get('/wechat/material', { id: theirs })).body).toMatchObject({ code: 404, data: {} });
    expect((await robot.get('/wechat/material')).body).toMatchObject({ code: 400 });
  });

  it('resolves a preset role prompt', async () => {
    const { app, user, robot } = await setup();
    const roles = (
      await app.inject({ method: 'GET', url: '/v1/api/promot_store/getall', headers: bearer(user) })
    ).json().data as { id: string; name: string; content: string }[];
    const role = roles[0];
    expect(role).toBeDefined();
    expect((await robot.get('/promot/info', { id: role?.id })).body.data).toEqual({
      promot: role?.content,
      name: role?.name,
    });
  });

  it('hands out per-user MQTT credentials that change when the key pair is rotated', async () => {
    const { app, user, robot } = await setup();
    const first = (await robot.get('/ws/mqtt/config')).body.data as Record<string, unknown>;
    expect(first).toMatchObject({
      host: expect.stringMatching(/^mqtt:\/\//),
      port: expect.any(Number),
      username: user.userId,
      password: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await app.inject({
      method: 'POST',
      url: '/v1/api/apiauth/reset',
      headers: bearer(user),
      payload: { password: user.password, kind: 'robot' },
    });
    const rotated = robotClient(app, await robotKeys(app, user));
    const second = (await rotated.get('/ws/mqtt/config')).body.data as Record<string, unknown>;
    expect(second.password).not.toBe(first.password);
    expect((await robot.get('/ws/mqtt/config')).body.code).toBe(401);
  });
});

describe('console status endpoint', () => {
  it('answers blank for a user whose robot never reported', async () => {
    const { app, user } = await setup();
    const res = await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(user) });
    expect(res.json()).toEqual({
      code: ErrorCode.OK,
      msg: expect.any(String),
      data: {
        status: RobotStatus.BLANK,
        qrUrl: '',
        robotName: '',
        avatar: '',
        robotWxid: '',
        online: false,
        heartbeatAt: null,
        configFetchedAt: null,
        pluginVersion: '',
      },
    });
  });
});

describe('friend and room uploads, reminders', () => {
  const friend = (i: number) => ({
    robotId: 'wxid_bot',
    contactId: `wxid_f${i}`,
    wxid: `wxid_f${i}`,
    name: `好友${i}`,
    alias: '',
    gender: 1,
    avatar: '',
    friend: true,
    type: 1,
    weixin: '',
  });
  const room = (i: number) => ({
    robotId: 'wxid_bot',
    wxid: `${i}@chatroom`,
    roomId: `${i}@chatroom`,
    topic: `群${i}`,
    avatar: '',
    ownerId: 'wxid_f1',
    adminIds: 'wxid_f1,wxid_f2',
    memberCount: 12,
  });

  it('upserts batches by wxid, keeps the valid items of a batch, and clears before a reload', async () => {
    const { app, user, robot } = await setup();
    const other = await signupAndLogin(app);
    const first = await robot.post('/wechat/friend', { friend: Array.from({ length: 80 }, (_, i) => friend(i)) });
    expect(first.body).toMatchObject({ code: 200, data: { saved: 80, rejected: 0 } });
    const renamed = { ...friend(1), name: '改名了' };
    const second = await robot.post('/wechat/friend', { friend: [renamed, { ...friend(99), name: 'x'.repeat(300) }] });
    expect(second.body).toMatchObject({ code: 200, data: { saved: 1, rejected: 1 } });
    await robot.post('/wechat/room', { room: [room(1), room(2)] });

    const friends = await app.db.kysely.selectFrom('friends').selectAll().where('user_id', '=', user.userId).execute();
    expect(friends).toHaveLength(80);
    expect(friends.find((f) => f.wxid === 'wxid_f1')?.name).toBe('改名了');
    expect(await app.db.kysely.selectFrom('friends').selectAll().where('user_id', '=', other.userId).execute()).toEqual(
      [],
    );

    expect((await robot.get('/wechat/asyncData', { type: 1, robotId: 'wxid_bot' })).body.code).toBe(200);
    expect(
      await app.db.kysely.selectFrom('friends').select('wxid').where('user_id', '=', user.userId).execute(),
    ).toEqual([]);
    const rooms = await app.db.kysely.selectFrom('rooms').select('topic').where('user_id', '=', user.userId).execute();
    expect(rooms).toHaveLength(2);
    expect((await robot.get('/wechat/asyncData', { type: 3 })).body.code).toBe(400);
    expect((await robot.post('/wechat/friend', { friend: 'everyone' })).body.code).toBe(400);
    expect((await robot.post('/wechat/room', { room: Array.from({ length: 101 }, (_, i) => room(i)) })).body.code).toBe(
      400,
    );
  });

  it('saves a reminder with its id, lists it while pending, and marks it done', async () => {
    const { app, robot } = await setup();
    const saved = await robot.post('/task', {
      setter: '张三',
      subscribe: '张三',
      isLoop: false,
      time: '2030-5-10 8:00',
      content: '开会',
    });
    expect(saved.body).toMatchObject({
      code: 200,
      data: { id: expect.any(String), subscribe: '张三', content: '开会' },
    });
    const id = (saved.body.data as { id: string }).id;
    expect((await robot.get('/task')).body.data).toEqual([expect.objectContaining({ id, time: '2030-5-10 8:00' })]);
    expect((await robot.get('/task/update', { id })).body.code).toBe(200);
    expect((await robot.get('/task')).body).toEqual({ code: 200, msg: 'ok', data: [] });

    const other = await signupAndLogin(app);
    const otherRobot = robotClient(app, await robotKeys(app, other));
    const theirs = await otherRobot.post('/task', {
      setter: 'a',
      subscribe: 'b',
      isLoop: true,
      time: '0 0 8 * * *',
      content: 'c',
    });
    const theirId = (theirs.body.data as { id: string }).id;
    expect((await robot.get('/task/update', { id: theirId })).body.code).toBe(404);
    expect((await otherRobot.get('/task')).body.data).toHaveLength(1);
    expect((await robot.post('/task', { setter: 'a', subscribe: '', time: '', content: 'x' })).body.code).toBe(400);
  });
});
