import type { FastifyInstance } from 'fastify';
import { bearer } from '../accounts-helper.ts';
import { connectRobotMqtt, robotClient } from '../robot-helper.ts';
import type { Attacker } from './seed.ts';

/**
 * The attacker's robot, connected over the embedded broker as the plugin connects and reading everything, so
 * the sends are handed over instead of refused as offline. It only counts what it gets (the payloads of a worst
 * bulk send are megabytes: parsing them would cost the measured process). Resolves once the console shows it
 * online (10 s at most).
 */
export async function connectRobot(app: FastifyInstance, attacker: Attacker) {
  let received = 0;
  const client = await connectRobotMqtt(robotClient(app, attacker.robotKeys), attacker.user.userId, () => {
    received += 1;
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: '/v1/api/wechat/status', headers: bearer(attacker.user) });
    if ((res.json().data as { online?: boolean } | null)?.online) break;
    if (Date.now() > deadline) throw new Error('the robot is not online after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { received: () => received, close: () => client.endAsync(true) };
}
