import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { bearer } from '../accounts-helper.ts';
import { robotClient } from '../robot-helper.ts';
import type { Attacker } from './seed.ts';

/**
 * The attacker's robot, connected over the embedded broker as the plugin connects (mqtt 3.1.1, subscribed to
 * every command of its user) and reading everything, so the sends are handed over instead of refused as
 * offline. It counts what it gets (the payloads of a worst bulk send are megabytes). Resolves once the console
 * shows it online (10 s at most).
 */
export async function connectRobot(app: FastifyInstance, attacker: Attacker) {
  const config = (await robotClient(app, attacker.robotKeys).get('/ws/mqtt/config')).body.data as {
    host: string;
    port: number;
    username: string;
    password: string;
  };
  const client = await mqtt.connectAsync(`${config.host}:${config.port}`, {
    username: config.username,
    password: config.password,
    protocolVersion: 4,
    reconnectPeriod: 0,
    clientId: `weassit-${config.username}-1`,
  });
  let received = 0;
  client.on('message', () => {
    received += 1;
  });
  await client.subscribeAsync(`aibotk/${attacker.user.userId}/+`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(attacker.user) });
    if ((res.json().data as { online?: boolean } | null)?.online) break;
    if (Date.now() > deadline) throw new Error('the robot is not online after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { received: () => received, close: () => client.endAsync(true) };
}
