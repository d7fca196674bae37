import { once } from 'node:events';
import { describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { type Config, loadConfig } from '../src/config.ts';
import { addressKey } from '../src/mqtt/connection-limits.ts';
import { EmbeddedBroker } from '../src/mqtt/embedded.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { connackCode, connectOnLoopback, listenWithBroker, mqttConfig, onLoopback, until } from './broker-helper.ts';
import { build } from './helper.ts';
import { connectPacket, rawConnack, rawSocket, remainingLength } from './raw-mqtt.ts';

/** A server listening on loopback with its embedded broker on a free port. */
async function listening(limits: Partial<Config['mqttLimits']> = {}) {
  const app = await build({ ...onLoopback, mqttLimits: { ...loadConfig({}).mqttLimits, ...limits } });
  const mqttPort = await listenWithBroker(app);
  const address = app.server.address();
  return { app, mqttPort, httpPort: typeof address === 'object' && address ? address.port : 0 };
}

describe('client ids on the embedded broker', () => {
  it('refuses another user’s client id, and the robot using it stays connected', async () => {
    const { app, mqttPort } = await listening();
    const victim = await signupAndLogin(app);
    const attacker = await signupAndLogin(app);
    const victimConfig = await mqttConfig(app, victim);
    const attackerConfig = await mqttConfig(app, attacker);
    expect(victimConfig.clientId).toBe(`weassit-${victim.userId}-`);

    // The victim's robot, connected as the plugin does: its client id plus a number.
    const victimClientId = `${victimConfig.clientId}4711`;
    const robot = await connectOnLoopback(mqttPort, {
      username: victimConfig.username,
      password: victimConfig.password,
      clientId: victimClientId,
    });
    onTestFinished(() => robot.endAsync(true));
    let robotClosed = false;
    robot.on('close', () => {
      robotClosed = true;
    });
    await robot.subscribeAsync(`aibotk/${victim.userId}/+`);
    const received: unknown[] = [];
    robot.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));

    // The attacker logs in with its own valid credentials under the victim's client id: identifier rejected.
    const attackerLogin = { username: attackerConfig.username, password: attackerConfig.password };
    expect(await connackCode(mqttPort, { ...attackerLogin, clientId: victimClientId })).toBe(2);
    // Nor any id outside its own prefix, nor an empty one (which the broker would fill in).
    for (const clientId of ['mqttjs_1234', `${attackerConfig.clientId}x`, `weassit-${victim.userId}-1`]) {
      expect(await connackCode(mqttPort, { ...attackerLogin, clientId })).toBe(2);
    }
    const empty = await rawSocket(mqttPort);
    expect(await rawConnack(empty.socket, connectPacket('', attackerConfig.username, attackerConfig.password))).toBe(2);

    // The victim's robot was not knocked off: still connected, and commands still reach it.
    await app.bus.publish(victim.userId, 'say', {
      target: 'Contact',
      name: '张三',
      message: { type: 1, content: '在' },
    });
    expect(await until('the command', () => received[0])).toMatchObject({ message: { content: '在' } });
    expect(robotClosed).toBe(false);
    expect(app.bus.robotConnected(victim.userId)).toBe(true);

    // Under its own prefix the attacker's robot connects as usual.
    expect(await connackCode(mqttPort, { ...attackerLogin, clientId: `${attackerConfig.clientId}4711` })).toBe(0);
  });
});

describe('broker limits before login', () => {
  it('closes a connection whose CONNECT announces 200 MiB instead of buffering it', async () => {
    const { mqttPort } = await listening();
    const { socket, state } = await rawSocket(mqttPort);
    const announced = 200 * 1024 * 1024;
    const rssBefore = process.memoryUsage().rss;
    socket.write(Buffer.concat([Buffer.from([0x10]), remainingLength(announced)]));
    // The announced body follows in 1 MiB chunks, as fast as the server reads them, until it hangs up.
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    while (!state.closed && sent < announced) {
      sent += chunk.length;
      if (!socket.write(chunk)) {
        await new Promise((resolve) => {
          socket.once('drain', resolve);
          socket.once('close', resolve);
        });
      }
    }
    await until('the server to hang up', () => (state.closed ? true : undefined), 2000);
    // Only what was in flight when the server hung up got out: nowhere near the announced size.
    expect(sent).toBeLessThan(announced / 4);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(announced / 4);
  });

  it('closes a WebSocket message over the packet cap (1009), and a packet announced over several messages', async () => {
    const { httpPort } = await listening();
    const open = async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${httpPort}/mqtt`, 'mqtt');
      onTestFinished(() => ws.terminate());
      ws.on('error', () => undefined);
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      await once(ws, 'open');
      return { ws, closed };
    };
    const big = await open();
    const body = Buffer.alloc(100 * 1024);
    big.ws.send(Buffer.concat([Buffer.from([0x10]), remainingLength(body.length), body]));
    expect(await big.closed).toBe(1009);

    const split = await open();
    split.ws.send(Buffer.concat([Buffer.from([0x10]), remainingLength(200 * 1024 * 1024)]));
    for (let i = 0; i < 3; i++) split.ws.send(Buffer.alloc(32 * 1024));
    expect([1005, 1006]).toContain(await split.closed);
  });

  it('closes a connection that never sends CONNECT once the connect time-out is over', async () => {
    const { mqttPort } = await listening({ connectTimeoutMs: 200 });
    const { state } = await rawSocket(mqttPort);
    // Without the time-out the broker would wait 30 s (aedes's default) for the CONNECT.
    await until('the connect time-out', () => (state.closed ? true : undefined), 3000);
  });

  it('caps connections per client address and in total, and frees the slot when one closes', async () => {
    const { app, mqttPort } = await listening({ maxConnectionsPerAddress: 2, maxConnections: 3 });
    const user = await signupAndLogin(app);
    const config = await mqttConfig(app, user);
    const login = (n: number) => connectPacket(`${config.clientId}${n}`, config.username, config.password);

    const first = await rawSocket(mqttPort, '127.0.0.1');
    const second = await rawSocket(mqttPort, '127.0.0.1');
    expect(await rawConnack(first.socket, login(1))).toBe(0);
    expect(await rawConnack(second.socket, login(2))).toBe(0);
    // A third from the same address is dropped without an answer.
    const third = await rawSocket(mqttPort, '127.0.0.1');
    await until('the third connection to close', () => (third.state.closed ? true : undefined));
    // Another address still gets in, up to the total.
    const elsewhere = await rawSocket(mqttPort, '127.0.0.2');
    expect(await rawConnack(elsewhere.socket, login(3))).toBe(0);
    const overTotal = await rawSocket(mqttPort, '127.0.0.3');
    await until('the connection over the total to close', () => (overTotal.state.closed ? true : undefined));

    // Once a connection closes its slot is free again.
    first.socket.destroy();
    let again: Awaited<ReturnType<typeof rawSocket>> | undefined;
    await until('a free slot', async () => {
      const attempt = await rawSocket(mqttPort, '127.0.0.1');
      const code = await rawConnack(attempt.socket, login(4));
      if (code === 0) again = attempt;
      return code === 0 ? true : undefined;
    });
    expect(again?.state.closed).toBe(false);
    expect(second.state.closed).toBe(false);

    // An IPv4-mapped address counts as the IPv4 one; IPv6 counts per /64, which one host usually holds whole.
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:2::5')).not.toBe(addressKey('2001:db8:0:1::5'));
  });

  it('refuses a CONNECT that carries a Will', async () => {
    const { app, mqttPort } = await listening();
    const user = await signupAndLogin(app);
    const config = await mqttConfig(app, user);
    const code = await connackCode(mqttPort, {
      username: config.username,
      password: config.password,
      clientId: `${config.clientId}1`,
      will: { topic: `aibotk/${user.userId}/say`, payload: Buffer.from('{"target":"Contact"}'), qos: 0, retain: false },
    });
    expect(code).toBe(5);
    expect(app.bus.robotConnected(user.userId)).toBe(false);
  });

  it('cuts a keep-alive of 0 ("never") or an absurdly long one, so an idle connection ends', async () => {
    const broker = await EmbeddedBroker.create({
      authenticate: async (username, password) => (username === 'u' && password === 'p' ? 'abcdef0123456789' : null),
      onError: () => undefined,
      connectTimeoutMs: 10_000,
      maxConnections: 10,
      maxConnectionsPerAddress: 10,
      maxKeepaliveSeconds: 1,
    });
    onTestFinished(() => broker.close());
    const port = await broker.listen('127.0.0.1', 0);
    for (const keepalive of [0, 3600]) {
      // A client that never pings (keepalive 0), or would ping after an hour.
      const client = await connectOnLoopback(port, {
        username: 'u',
        password: 'p',
        clientId: `weassit-abcdef0123456789-${keepalive}`,
        keepalive,
      });
      onTestFinished(() => client.endAsync(true));
      let closed = false;
      client.on('close', () => {
        closed = true;
      });
      // The broker ends it after 1.5 × the capped keep-alive of 1 s.
      await until('the idle connection to end', () => (closed ? true : undefined), 4000);
    }
  });
});
