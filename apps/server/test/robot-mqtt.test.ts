import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { openApiKeys, robotClient, robotKeys } from './robot-helper.ts';

interface Received {
  topic: string;
  payload: unknown;
}

/** A server listening on loopback with its embedded broker on a free port. */
async function listening(): Promise<{ app: FastifyInstance; httpPort: number }> {
  const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.listenBroker();
  const address = app.server.address();
  return { app, httpPort: typeof address === 'object' && address ? address.port : 0 };
}

interface MqttConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  clientId: string;
}

async function mqttConfig(app: FastifyInstance, user: TestUser): Promise<MqttConfig> {
  const robot = robotClient(app, await robotKeys(app, user));
  return (await robot.get('/ws/mqtt/config')).body.data as MqttConfig;
}

let robotNumber = 0;

/** Connects like the plugin (mqtt 3.1.1, `<host>:<port>`, its client id plus a number) and collects what arrives. */
async function connectRobot(url: string, config: Pick<MqttConfig, 'username' | 'password'>) {
  const client = await mqtt.connectAsync(url, {
    username: config.username,
    password: config.password,
    protocolVersion: 4,
    reconnectPeriod: 0,
    clientId: `weassit-${config.username}-${++robotNumber}`,
  });
  onTestFinished(() => client.endAsync(true));
  const received: Received[] = [];
  client.on('message', (topic, payload) => received.push({ topic, payload: JSON.parse(payload.toString()) }));
  return { client, received };
}

async function until<T>(read: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The granted QoS of a SUBACK: 0–2, or 128 for a refused subscription (mqtt.js rejects on that). */
async function subscribed(client: MqttClient, topic: string): Promise<number | undefined> {
  try {
    const granted = await client.subscribeAsync(topic, { qos: 1 });
    return granted[0]?.qos;
  } catch (error) {
    const granted = (error as { packet?: { granted?: number[] } }).packet?.granted;
    if (granted) return granted[0];
    throw error;
  }
}

describe('embedded broker', () => {
  it('lets a robot in with its own credentials only, and only onto its own topics', async () => {
    const { app } = await listening();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    const config = await mqttConfig(app, alice);
    const url = `${config.host}:${config.port}`;
    const { client } = await connectRobot(url, config);
    expect(await subscribed(client, `aibotk/${alice.userId}/+`)).toBe(1);
    expect(await subscribed(client, `aibotk/${bob.userId}/+`)).toBe(128);
    expect(await subscribed(client, '#')).toBe(128);
    expect(await subscribed(client, 'aibotk/+/say')).toBe(128);

    await expect(
      connectRobot(url, { username: alice.userId, password: (await mqttConfig(app, bob)).password }),
    ).rejects.toThrow();
    await expect(connectRobot(url, { username: 'nobody', password: 'x' })).rejects.toThrow();
  });

  it('does not let a robot publish, not even on its own topic', async () => {
    const { app } = await listening();
    const alice = await signupAndLogin(app);
    const config = await mqttConfig(app, alice);
    const listener = await connectRobot(`${config.host}:${config.port}`, config);
    await listener.client.subscribeAsync(`aibotk/${alice.userId}/+`);
    const sender = await connectRobot(`${config.host}:${config.port}`, config);
    // aedes closes the connection of a client whose publish is refused.
    const closed = new Promise((resolve) => sender.client.once('close', () => resolve(undefined)));
    sender.client.publish(`aibotk/${alice.userId}/say`, '{"target":"Contact","name":"x"}', { qos: 1 });
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.received).toEqual([]);
  });

  it('serves MQTT over WebSocket at /mqtt on the HTTP port', async () => {
    const { app, httpPort } = await listening();
    const alice = await signupAndLogin(app);
    const config = await mqttConfig(app, alice);
    const { client, received } = await connectRobot(`ws://127.0.0.1:${httpPort}/mqtt`, config);
    await client.subscribeAsync(`aibotk/${alice.userId}/+`);
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/api/ws/contact/say',
      headers: bearer(alice),
      payload: { name: '张三', message: { type: 1, content: '你好' } },
    });
    expect(sent.json().code).toBe(0);
    expect(await until(() => received[0])).toEqual({
      topic: `aibotk/${alice.userId}/say`,
      payload: { target: 'Contact', name: '张三', message: { type: 1, content: '你好' } },
    });
  });
});

describe('sending from the console', () => {
  async function online() {
    const { app } = await listening();
    const user = await signupAndLogin(app);
    // Bulk send is a vip feature.
    await makeVip(app, user);
    const config = await mqttConfig(app, user);
    const robot = await connectRobot(`${config.host}:${config.port}`, config);
    await robot.client.subscribeAsync(`aibotk/${user.userId}/+`);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(user), payload }).then((r) => r.json());
    return { app, user, robot, post };
  }

  it('turns say, bulk send and events into the plugin’s MQTT commands', async () => {
    const { user, robot, post } = await online();
    const text = { type: 1, content: '早上好' };
    expect(await post('/v1/api/ws/room/say', { wxid: 'r1@chatroom', message: text })).toMatchObject({ code: 0 });
    expect(await post('/v1/api/ws/contact/say', { wxid: 'wxid_a', messages: [text, text] })).toMatchObject({
      code: 0,
    });
    expect(
      await post('/v1/api/ws/messages', {
        target: 'Room',
        groups: [{ wxid: 'r1@chatroom' }],
        messages: [text],
      }),
    ).toMatchObject({ code: 0, msg: '消息发送成功，以手机收到消息为准' });
    // A bulk send is a job the server runs a moment later (one multisay per recipient, ~1 s apart: bulk-send.test.ts).
    await until(() => (robot.received.length >= 3 ? true : undefined));
    expect(await post('/v1/api/ws/event', { target: 'system', event: 'reloadFriend' })).toMatchObject({ code: 0 });
    await until(() => (robot.received.length >= 4 ? true : undefined));
    const topic = (cmd: string) => `aibotk/${user.userId}/${cmd}`;
    expect(robot.received).toEqual([
      { topic: topic('say'), payload: { target: 'Room', wxid: 'r1@chatroom', message: text } },
      {
        topic: topic('multisay'),
        payload: { target: 'Contact', groups: [{ wxid: 'wxid_a' }], messages: [text, text] },
      },
      {
        topic: topic('multisay'),
        payload: { target: 'Room', groups: [{ wxid: 'r1@chatroom' }], messages: [text] },
      },
      { topic: topic('event'), payload: { target: 'system', event: 'reloadFriend' } },
    ]);
  });

  it('sets message.type on run-now events and keeps events 5 s apart', async () => {
    const { robot, post } = await online();
    const runNow = { target: 'Contact', event: 'custom', message: { name: '张三', contents: [] } };
    expect(await post('/v1/api/ws/event', runNow)).toMatchObject({ code: 0 });
    const again = await post('/v1/api/ws/event', runNow);
    expect(again).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: '5s内请勿再次发送' });
    const first = await until(() => robot.received[0]);
    expect(first.payload).toEqual({
      target: 'Contact',
      event: 'custom',
      message: { type: 'contact', name: '张三', contents: [] },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(robot.received).toHaveLength(1);
  });

  it('never publishes an unsafe system event, and validates every send', async () => {
    const { robot, post } = await online();
    for (const event of ['removeRecord', 'news', 'event-x', '']) {
      expect((await post('/v1/api/ws/event', { target: 'system', event })).code).toBe(ErrorCode.INVALID_PARAMETER);
    }
    expect((await post('/v1/api/ws/event', { target: 'Everyone' })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await post('/v1/api/ws/room/say', { message: { type: 1, content: 'x' } })).msg).toMatch(/群组必选/);
    expect((await post('/v1/api/ws/contact/say', { name: '张三' })).msg).toMatch(/素材必选/);
    expect((await post('/v1/api/ws/messages', { target: 'Room', groups: [], messages: [] })).code).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    const notice = await post('/v1/api/ws/messages', {
      target: 'RoomNotice',
      groups: [{ wxid: 'r1@chatroom' }],
      messages: [{ type: 2, url: 'https://a.example/f.pdf' }],
    });
    expect(notice.msg).toMatch(/群公告只支持文字消息/);
    expect((await post('/v1/api/ws/room/say', { wxid: 'r'.repeat(500), message: { type: 1 } })).code).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(robot.received).toEqual([]);
  });

  it('answers 机器人不在线 when no robot is connected', async () => {
    const { app } = await listening();
    const user = await signupAndLogin(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/ws/contact/say',
      headers: bearer(user),
      payload: { name: '张三', message: { type: 1, content: '你好' } },
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.ROBOT_OFFLINE, msg: expect.stringMatching(/^机器人不在线/) });
  });

  it('tells the robot to re-fetch its config after every save, and reports it online', async () => {
    const { app, user, robot, post } = await online();
    expect(await post('/v1/api/wechat/config/update', { config: '{"defaultReply":"在的"}' })).toMatchObject({
      code: 0,
      msg: '更新成功',
    });
    expect(await until(() => robot.received[0])).toEqual({
      topic: `aibotk/${user.userId}/event`,
      payload: { target: 'system', event: 'updateConfig' },
    });
    const status = await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(user) });
    expect(status.json().data.online).toBe(true);
  });

  it('keeps one user’s commands away from another user’s robot', async () => {
    const { app, robot } = await online();
    const other = await signupAndLogin(app);
    const otherConfig = await mqttConfig(app, other);
    const otherRobot = await connectRobot(`${otherConfig.host}:${otherConfig.port}`, otherConfig);
    await otherRobot.client.subscribeAsync(`aibotk/${other.userId}/+`);
    await app.inject({
      method: 'POST',
      url: '/v1/api/ws/contact/say',
      headers: bearer(other),
      payload: { name: '李四', message: { type: 1, content: 'hi' } },
    });
    await until(() => otherRobot.received[0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(robot.received).toEqual([]);
  });
});

describe('open API for the user’s own programs', () => {
  async function vipWithRobot() {
    const { app } = await listening();
    const user = await signupAndLogin(app);
    await app.db.kysely.updateTable('users').set({ role: 'vip' }).where('id', '=', user.userId).execute();
    const config = await mqttConfig(app, user);
    const robot = await connectRobot(`${config.host}:${config.port}`, config);
    await robot.client.subscribeAsync(`aibotk/${user.userId}/+`);
    const program = robotClient(app, await openApiKeys(app, user));
    return { app, user, robot, program };
  }

  it('sends text, files and links by name or wxid, bulk-sends, and lists contacts — each call audited', async () => {
    const { app, user, robot, program } = await vipWithRobot();
    const sendText = await program.post('/message/send', {
      target: 'contact',
      name: '张三',
      messages: [{ type: 1, content: '来自程序' }],
    });
    expect(sendText.body).toMatchObject({ code: 200, msg: '发送成功' });
    const sendMany = await program.post('/message/send', {
      target: 'room',
      wxid: 'r1@chatroom',
      messages: [
        { type: 2, url: 'https://a.example/report.pdf' },
        { type: 4, url: 'https://a.example', title: 't', description: 'd', thumbUrl: 'https://a.example/t.png' },
      ],
    });
    expect(sendMany.body.code).toBe(200);
    const bulk = await program.post('/message/bulk', {
      target: 'Contact',
      groups: [{ name: '张三' }, { wxid: 'wxid_b' }],
      messages: [{ type: 1, content: '通知' }],
    });
    expect(bulk.body.code).toBe(200);
    await until(() => (robot.received.length >= 3 ? true : undefined));
    expect(robot.received.map((m) => [m.topic.split('/')[2], m.payload])).toEqual([
      ['say', { target: 'Contact', name: '张三', message: { type: 1, content: '来自程序' } }],
      [
        'multisay',
        {
          target: 'Room',
          groups: [{ wxid: 'r1@chatroom' }],
          messages: [
            { type: 2, url: 'https://a.example/report.pdf' },
            { type: 4, url: 'https://a.example', title: 't', description: 'd', thumbUrl: 'https://a.example/t.png' },
          ],
        },
      ],
      [
        'multisay',
        { target: 'Contact', groups: [{ name: '张三' }, { wxid: 'wxid_b' }], messages: [{ type: 1, content: '通知' }] },
      ],
    ]);
    expect((await program.get('/contacts/friends')).body).toEqual({ code: 200, msg: 'ok', data: [] });
    expect((await program.get('/contacts/rooms')).body.data).toEqual([]);
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select('event')
      .where('user_id', '=', user.userId)
      .where('event', '=', 'open_api_call')
      .execute();
    expect(audit).toHaveLength(5);
  });

  it('refuses non-vip users, bad messages, and more than 60 calls a minute per key', async () => {
    const { app, program, robot, user } = await vipWithRobot();
    expect(
      (await program.post('/message/send', { target: 'contact', name: 'x', messages: [{ type: 5, appid: 'a' }] })).body
        .code,
    ).toBe(400);
    expect(
      (await program.post('/message/send', { target: 'contact', messages: [{ type: 1, content: 'x' }] })).body.code,
    ).toBe(400);
    for (let i = 0; i < 58; i++) await program.get('/contacts/rooms');
    expect((await program.get('/contacts/rooms')).body).toMatchObject({ code: 429, data: [] });
    await app.db.kysely.updateTable('users').set({ role: 'user' }).where('id', '=', user.userId).execute();
    await app.db.kysely.deleteFrom('rate_limits').execute();
    expect((await program.get('/contacts/friends')).body).toMatchObject({ code: 403, data: [] });
    expect(robot.received).toEqual([]);
  });
});
