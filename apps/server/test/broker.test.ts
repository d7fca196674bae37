import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build, freshDatabase } from './helper.ts';
import { databaseEnv, startServer, waitForUrl } from './process-helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
  explain: () => string = () => '',
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return res.json() as Promise<{ code: number; msg: string; data: Record<string, unknown> }>;
}

describe('embedded broker restart', () => {
  it('the robot reconnects by itself after a server restart, and later commands arrive', async () => {
    const database = await freshDatabase();
    const env = { ...databaseEnv(database), PORT: String(await freePort()), MQTT_PORT: String(await freePort()) };
    const first = startServer(env);
    const base = await waitForUrl(first);
    const account = { name: '重启', email: 'restart@example.com', password: 'restart password' };
    await json(`${base}/v1/api/signup`, { method: 'POST', body: JSON.stringify(account) });
    const token = ((await json(`${base}/v1/api/login`, { method: 'POST', body: JSON.stringify(account) })).data.token ??
      '') as string;
    const auth = { authorization: `Bearer ${token}` };
    const keys = (
      await json(`${base}/v1/api/apiauth/get`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ password: account.password }),
      })
    ).data.robot as { apiKey: string; apiSecret: string };
    const { signedParams } = await import('../src/lib/signature.ts');
    const query = new URLSearchParams(
      Object.entries(signedParams({}, keys)).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const config = (await json(`${base}/open/v1/api/ws/mqtt/config?${query}`)).data as {
      host: string;
      port: number;
      username: string;
      password: string;
      clientId: string;
    };
    // Like the plugin's mqtt client: reconnects every second, resubscribes (clean session).
    const robot = mqtt.connect(`${config.host}:${config.port}`, {
      username: config.username,
      password: config.password,
      clientId: `${config.clientId}7`,
      protocolVersion: 4,
      reconnectPeriod: 300,
    });
    onTestFinished(() => robot.endAsync(true));
    const received: string[] = [];
    robot.on('connect', () => robot.subscribe(`aibotk/${config.username}/+`));
    robot.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString()).message.content));
    const say = (content: string) =>
      json(`${base}/v1/api/ws/contact/say`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: '张三', message: { type: 1, content } }),
      });

    // The server calls a robot online once it is connected, a moment before its SUBSCRIBE lands: a command
    // sent in that moment is lost (clean session), so each command is sent again until it arrives.
    let last: unknown;
    let server = first;
    const explain = () =>
      `last answer ${JSON.stringify(last)}, robot connected ${robot.connected}, received ${received}\n${server.output()}`;
    const sendUntilReceived = (content: string) =>
      until(
        async () => {
          if (received.includes(content)) return true;
          last = await say(content);
          return undefined;
        },
        30_000,
        explain,
      );

    await sendUntilReceived('before');
    first.child.kill('SIGKILL');
    await first.exited;
    server = startServer(env);
    await waitForUrl(server);
    // Until the robot is back, sends are refused as offline; then they arrive.
    await sendUntilReceived('after');
    expect(last).toMatchObject({ code: 0 });
  }, 90_000);
});

/** A separate broker process stands in for Mosquitto/EMQX: any MQTT 3.1.1 broker; answers its port. */
async function standInBroker(): Promise<number> {
  const external = await Aedes.createBroker();
  const listener = net.createServer(external.handle).listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  onTestFinished(async () => {
    await new Promise((resolve) => external.close(() => resolve(undefined)));
    await new Promise((resolve) => listener.close(() => resolve(undefined)));
  });
  const address = listener.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('external broker (MQTT_URL)', () => {
  it('publishes to the external broker, tells robots MQTT_PUBLIC_URL, and judges online by heartbeat', async () => {
    const port = await standInBroker();
    const app = await build({
      mqtt: { port: 0, url: `mqtt://127.0.0.1:${port}`, publicUrl: 'mqtts://mqtt.example.com:8883' },
    });
    const user = await signupAndLogin(app);
    const robot = robotClient(app, await robotKeys(app, user));
    expect((await robot.get('/ws/mqtt/config')).body.data).toMatchObject({
      host: 'mqtts://mqtt.example.com',
      port: 8883,
      username: user.userId,
    });

    const subscriber = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { protocolVersion: 4 });
    onTestFinished(() => subscriber.endAsync(true));
    await subscriber.subscribeAsync(`aibotk/${user.userId}/+`);
    const received: unknown[] = [];
    subscriber.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));

    const say = () =>
      app.inject({
        method: 'POST',
        url: '/v1/api/ws/contact/say',
        headers: bearer(user),
        payload: { wxid: 'wxid_a', message: { type: 1, content: '外部' } },
      });
    expect((await say()).json().code).toBe(40600);
    await robot.get('/wechat/qrcode', { qrUrl: '', qrStatus: 4 });
    await robot.get('/wechat/heart', { heartBeat: 'live' });
    expect((await say()).json().code).toBe(0);
    expect(await until(() => received[0])).toEqual({
      target: 'Contact',
      wxid: 'wxid_a',
      message: { type: 1, content: '外部' },
    });
  });
});

describe('HTTP auth hooks for an external broker (EMQX format)', () => {
  it('allows a robot its own credentials, client ids and subscriptions only, and leaves the server account to the broker', async () => {
    const port = await standInBroker();
    const app = await build({
      mqtt: { port: 0, url: `mqtt://server:server-secret@127.0.0.1:${port}`, publicUrl: undefined },
    });
    const user = await signupAndLogin(app);
    const other = await signupAndLogin(app);
    const robot = robotClient(app, await robotKeys(app, user));
    const { password, clientId } = (await robot.get('/ws/mqtt/config')).body.data as {
      password: string;
      clientId: string;
    };
    const otherClientId = `weassit-${other.userId}-42`;
    const hook = async (path: string, payload: object) =>
      (await app.inject({ method: 'POST', url: `/open/mqtt/${path}`, payload })).json();
    const auth = (fields: object) =>
      hook('auth', { username: user.userId, password, clientid: `${clientId}42`, ...fields });

    expect(await auth({})).toEqual({ result: 'allow', is_superuser: false });
    expect(await auth({ username: other.userId })).toMatchObject({ result: 'deny' });
    expect(await auth({ password: 'guess' })).toMatchObject({ result: 'deny' });
    expect(await hook('auth', { username: 42 })).toEqual({ result: 'deny' });
    expect(await hook('auth', { username: 'server', password: 'x', clientid: 'weassit-server-1' })).toEqual({
      result: 'ignore',
    });
    // Taking over another robot's connection: right credentials, the victim's client id.
    expect(await auth({ clientid: otherClientId })).toMatchObject({ result: 'deny' });
    for (const clientid of [clientId, `${clientId}x`, 'mqttjs_1a2b', '', `${clientId}${'9'.repeat(300)}`]) {
      expect(await auth({ clientid })).toMatchObject({ result: 'deny' });
    }
    expect(await hook('auth', { username: user.userId, password })).toEqual({ result: 'deny' });

    const acl = (topic: string, action: string, clientid?: string) =>
      hook('acl', { username: user.userId, topic, action, clientid });
    expect(await acl(`aibotk/${user.userId}/+`, 'subscribe')).toEqual({ result: 'allow' });
    expect(await acl(`aibotk/${user.userId}/+`, 'subscribe', `${clientId}42`)).toEqual({ result: 'allow' });
    expect(await acl(`aibotk/${user.userId}/+`, 'subscribe', otherClientId)).toEqual({ result: 'deny' });
    expect(await acl(`aibotk/${other.userId}/+`, 'subscribe')).toEqual({ result: 'deny' });
    expect(await acl('#', 'subscribe')).toEqual({ result: 'deny' });
    expect(await acl(`aibotk/${user.userId}/say`, 'publish')).toEqual({ result: 'deny' });
    expect(await hook('acl', { topic: '#' })).toEqual({ result: 'deny' });
  });

  it('does not exist without an external broker: the paths answer as unknown paths do', async () => {
    const app = await build({ mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    const user = await signupAndLogin(app);
    const { password } = (await robotClient(app, await robotKeys(app, user)).get('/ws/mqtt/config')).body.data as {
      password: string;
    };
    const unknown = await app.inject({ method: 'POST', url: '/open/mqtt/nothing', payload: {} });
    expect(unknown.statusCode).toBe(404);
    for (const path of ['auth', 'acl']) {
      const res = await app.inject({
        method: 'POST',
        url: `/open/mqtt/${path}`,
        payload: {
          username: user.userId,
          password,
          clientid: `weassit-${user.userId}-1`,
          topic: '#',
          action: 'subscribe',
        },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        ...unknown.json(),
        msg: unknown.json().msg.replace('/open/mqtt/nothing', `/open/mqtt/${path}`),
      });
    }
  });
});
