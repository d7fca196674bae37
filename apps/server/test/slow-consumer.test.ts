import { ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../src/config.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { stalledRobot } from './raw-mqtt.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

/** How long another user's delivery, or any console request, may take while a robot does not read. */
const BOUND_MS = 2000;
/** The publish hand-over bound of services/robot-push.ts, plus slack for a loaded machine. */
const ANSWER_MS = 3500;

/** A server on loopback with its embedded broker on a free port. */
async function listening(overrides: Partial<Config> = {}) {
  const app = await build({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined }, ...overrides });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (await app.listenBroker()) ?? 0;
  return { app, port };
}

interface MqttLogin {
  username: string;
  password: string;
  clientId: string;
}

async function mqttLogin(app: FastifyInstance, user: TestUser): Promise<MqttLogin> {
  const config = (await robotClient(app, await robotKeys(app, user)).get('/ws/mqtt/config')).body.data as MqttLogin;
  return { username: config.username, password: config.password, clientId: `${config.clientId}1` };
}

/** A robot that reads normally (mqtt.js, as the plugin connects), with the arrival time of each command. */
async function healthyRobot(port: number, login: MqttLogin) {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    ...login,
    protocolVersion: 4,
    reconnectPeriod: 0,
  });
  onTestFinished(() => client.endAsync(true));
  const arrivals: { content: unknown; at: number }[] = [];
  client.on('message', (_topic, payload) => {
    const body = JSON.parse(payload.toString()) as { message?: { content?: unknown }; event?: unknown };
    arrivals.push({ content: body.message?.content ?? body.event, at: Date.now() });
  });
  await client.subscribeAsync(`aibotk/${login.username}/+`);
  return arrivals;
}

/** Resolves to what `work` gave and how long it took, or to `timedOut` once `deadlineMs` is over. */
async function timed<T>(work: Promise<T>, deadlineMs: number) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timedOut'>((resolve) => {
    timer = setTimeout(() => resolve('timedOut'), deadlineMs);
  });
  try {
    const value = await Promise.race([work, deadline]);
    return { value, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

function say(app: FastifyInstance, user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url: '/v1/api/ws/contact/say', headers: bearer(user), payload });
}

function saveConfig(app: FastifyInstance, user: TestUser, defaultReply: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/api/wechat/config/update',
    headers: bearer(user),
    payload: { config: JSON.stringify({ defaultReply }) },
  });
}

/** The largest console send the contract allows: 20 items, each field at its longest (~620 KB). */
const LARGE = {
  wxid: 'wxid_flood',
  messages: Array.from({ length: 20 }, () => ({
    type: 1,
    content: 'x'.repeat(20_000),
    url: `https://example.com/${'u'.repeat(4070)}`,
    description: 'd'.repeat(2000),
    thumbUrl: `https://example.com/${'t'.repeat(4070)}`,
    pagePath: 'p'.repeat(1024),
  })),
};

describe('a robot that stops reading', () => {
  it('cannot delay another user’s delivery or console saves by more than the bound', async () => {
    const { app, port } = await listening({ consoleSendsPerMinute: 100_000 } as Partial<Config>);
    const attacker = await signupAndLogin(app);
    const victim = await signupAndLogin(app);
    const stalled = await stalledRobot(port, await mqttLogin(app, attacker));
    const victimArrivals = await healthyRobot(port, await mqttLogin(app, victim));

    // Large sends fill the kernel's and the server's buffers of the stalled connection; then small ones pile up
    // behind them (before the fix: one in-flight delivery each, for the whole 60 s drain time-out).
    const flood: Promise<{ code: number; ms: number }>[] = [];
    const started = Date.now();
    const track = (request: ReturnType<typeof say>) =>
      request.then((res) => ({ code: res.json().code as number, ms: Date.now() - started }));
    for (let i = 0; i < 20; i++) flood.push(track(say(app, attacker, LARGE)));
    for (let i = 0; i < 110; i++) {
      flood.push(track(say(app, attacker, { wxid: 'wxid_flood', message: { type: 1, content: `small ${i}` } })));
    }
    // Every flood request answers within the bound (sent, refused as offline once the robot is cut off, or told
    // that the hand-over timed out), instead of hanging.
    const settled = await timed(Promise.all(flood), 15_000);
    const answers = settled.value === 'timedOut' ? [] : settled.value;
    console.log(
      `flood: ${answers.length}/${flood.length} answered in ${settled.ms} ms, codes ${JSON.stringify(
        Object.fromEntries(
          [...new Set(answers.map((a) => a.code))].map((c) => [c, answers.filter((a) => a.code === c).length]),
        ),
      )}, stalled robot still connected: ${app.bus.robotConnected(attacker.userId)}`,
    );

    // The other user's robot gets its send within the bound.
    const sent = Date.now();
    const victimSend = await timed(
      say(app, victim, { wxid: 'wxid_friend', message: { type: 1, content: '准时' } }),
      10_000,
    );
    const arrival = await timed(
      (async () => {
        while (!victimArrivals.some((a) => a.content === '准时')) await new Promise((r) => setTimeout(r, 10));
      })(),
      10_000,
    );
    const deliveredMs = (victimArrivals.find((a) => a.content === '准时')?.at ?? Number.POSITIVE_INFINITY) - sent;
    // A console save that notifies a robot answers within the bound: the victim's and the attacker's own.
    const victimSave = await timed(saveConfig(app, victim, '在的'), 10_000);
    const attackerSave = await timed(saveConfig(app, attacker, '在的'), 10_000);
    console.log(
      `victim send answered in ${victimSend.ms} ms, delivered in ${arrival.value === 'timedOut' ? '> 10 s' : `${deliveredMs} ms`}; ` +
        `victim save ${victimSave.ms} ms, attacker save ${attackerSave.ms} ms`,
    );

    expect(settled.value).not.toBe('timedOut');
    for (const { code } of answers) expect([0, ErrorCode.ROBOT_OFFLINE, ErrorCode.UNAVAILABLE]).toContain(code);
    expect(victimSend.value).not.toBe('timedOut');
    expect(deliveredMs).toBeLessThanOrEqual(BOUND_MS);
    expect(victimSave.ms).toBeLessThanOrEqual(BOUND_MS);
    expect(attackerSave.ms).toBeLessThanOrEqual(ANSWER_MS);
    expect(victimSave.value).not.toBe('timedOut');
    if (victimSave.value !== 'timedOut') expect(victimSave.value.json().code).toBe(0);
    if (attackerSave.value !== 'timedOut') expect(attackerSave.value.json().code).toBe(0);
    // The stalled connection was cut off: its unsent bytes passed the server's bound. The stalled robot sees
    // the end of its connection once it reads what the kernel still held for it.
    const offline = await timed(
      (async () => {
        while (app.bus.robotConnected(attacker.userId)) await new Promise((r) => setTimeout(r, 10));
      })(),
      10_000,
    );
    expect(offline.value).not.toBe('timedOut');
    expect(answers.filter((a) => a.code === ErrorCode.ROBOT_OFFLINE).length).toBeGreaterThan(0);
    stalled.socket.resume();
    const ended = await timed(
      (async () => {
        while (!stalled.state.closed) await new Promise((r) => setTimeout(r, 10));
      })(),
      10_000,
    );
    expect(ended.value).not.toBe('timedOut');
  }, 120_000);

  it('answers a save and a send to the stalled robot itself within the bound, and says the send did not get through', async () => {
    const { app, port } = await listening({ consoleSendsPerMinute: 100_000 } as Partial<Config>);
    const attacker = await signupAndLogin(app);
    const stalled = await stalledRobot(port, await mqttLogin(app, attacker));
    // Publishes 256 KiB commands until one is not handed over within a second: the connection's buffers are
    // full and the broker waits for them to drain (well under the server's bound of unsent bytes).
    const payload = { target: 'Contact', wxid: 'wxid_flood', message: { type: 1, content: 'y'.repeat(256 * 1024) } };
    let pending = false;
    for (let i = 0; i < 200 && !pending && !stalled.state.closed; i++) {
      const done = await timed(app.bus.publish(attacker.userId, 'say', payload), 1000);
      pending = done.value === 'timedOut';
    }
    expect(pending).toBe(true);
    expect(stalled.state.closed).toBe(false);

    const save = await timed(saveConfig(app, attacker, '在的'), 10_000);
    const send = await timed(say(app, attacker, { wxid: 'wxid_a', message: { type: 1, content: '你好' } }), 10_000);
    console.log(`stalled robot: save answered in ${save.ms} ms, send answered in ${send.ms} ms`);
    expect(save.ms).toBeLessThanOrEqual(ANSWER_MS);
    expect(send.ms).toBeLessThanOrEqual(ANSWER_MS);
    if (save.value === 'timedOut' || send.value === 'timedOut') throw new Error('no answer');
    // The save is stored; telling the robot is best effort.
    expect(save.value.json()).toMatchObject({ code: 0, msg: '更新成功' });
    // The send could not be handed over in time: the user is told, in the envelope.
    expect(send.value.statusCode).toBe(503);
    expect(send.value.json()).toMatchObject({
      code: ErrorCode.UNAVAILABLE,
      msg: expect.stringMatching(/未能及时/),
      data: null,
    });
  }, 60_000);
});

describe('console sends per user', () => {
  it('refuses more than CONSOLE_SENDS_PER_MINUTE sends a minute with a 429, for that user only', async () => {
    const { app, port } = await listening({ consoleSendsPerMinute: 3 } as Partial<Config>);
    const user = await signupAndLogin(app);
    const other = await signupAndLogin(app);
    // 机器人不在线 publishes nothing and is not counted.
    for (let i = 0; i < 5; i++) {
      expect((await say(app, user, { wxid: 'wxid_a', message: { type: 1, content: '你好' } })).json().code).toBe(
        ErrorCode.ROBOT_OFFLINE,
      );
    }
    await healthyRobot(port, await mqttLogin(app, user));
    await healthyRobot(port, await mqttLogin(app, other));
    const room = (who: TestUser) =>
      app.inject({
        method: 'POST',
        url: '/v1/api/ws/room/say',
        headers: bearer(who),
        payload: { wxid: 'r@chatroom', message: { type: 1, content: '群里好' } },
      });
    const contact = (who: TestUser) => say(app, who, { wxid: 'wxid_a', message: { type: 1, content: '你好' } });

    // Refused input does not count.
    for (let i = 0; i < 5; i++) {
      const refused = (await say(app, user, { message: { type: 1, content: 'x' } })).json().code;
      expect([ErrorCode.MISSING_PARAMETER, ErrorCode.INVALID_PARAMETER]).toContain(refused);
    }
    // Both routes share one budget.
    expect((await room(user)).json().code).toBe(0);
    expect((await contact(user)).json().code).toBe(0);
    expect((await room(user)).json().code).toBe(0);
    const limited = await contact(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      msg: '发送过于频繁：每分钟最多发送 3 条，请稍后再试',
      data: null,
    });
    expect((await room(user)).statusCode).toBe(429);
    // Another user's budget is their own.
    expect((await contact(other)).json().code).toBe(0);
    // Without a session nothing is counted or sent.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v1/api/ws/contact/say',
      payload: { wxid: 'wxid_a', message: { type: 1, content: '你好' } },
    });
    expect(anonymous.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
