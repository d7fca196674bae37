import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { robotApiRoutes } from './robot.ts';
import { signedCallGuards } from './robot-auth.ts';
import { robotContactRoutes } from './robot-contacts.ts';
import { useRobotEnvelope } from './robot-envelope.ts';
import { robotRssRoutes } from './robot-rss.ts';
import { userApiRoutes } from './user-api.ts';

/**
 * Everything under `/open/v1/api`, signed with the user's key pair and answered in the robot envelope: the
 * robot API, and the open API for the user's own programs.
 */
export async function openApiScope(app: FastifyInstance, options: { config: Config }) {
  app.decorate(
    'signedCallGuards',
    signedCallGuards(options.config.robotWritesPerMinute, options.config.robotReadsPerMinute),
  );
  app.decorateRequest('apiKey', '');
  app.decorateRequest('apiSecret', '');
  useRobotEnvelope(app);
  await app.register(robotApiRoutes);
  await app.register(robotContactRoutes);
  await app.register(robotRssRoutes);
  await app.register(userApiRoutes);
}
