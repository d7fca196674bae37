import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { robotMqttPassword, sameSecret } from '../../mqtt/credentials.ts';
import { mayRobotSubscribe } from '../../mqtt/embedded.ts';
import { apiCredentialsRepository } from '../../repositories/api-credentials.ts';

/** Where an external broker asks about robots (EMQX "HTTP authentication" and "HTTP authorization"). */
export const MQTT_AUTH_PREFIX = '/open/mqtt';

const authSchema = z.object({ username: z.string().max(128), password: z.string().max(256) });
const aclSchema = z.object({
  username: z.string().max(128),
  topic: z.string().max(512),
  action: z.enum(['publish', 'subscribe']),
});

type Verdict = { result: 'allow' | 'deny' | 'ignore'; is_superuser?: boolean };

/**
 * With an external broker (MQTT_URL) the broker, not this server, checks robots. These two hooks give it
 * the same rules as the embedded broker: a robot logs in as its user id with the password from
 * `GET /open/v1/api/ws/mqtt/config`, may subscribe only to `aibotk/<its id>/+`, and publishes nothing. The
 * server's own account (the user of MQTT_URL) is left to the broker's other authenticators ('ignore').
 * Answers are EMQX's JSON; anything malformed is denied.
 */
export async function mqttAuthRoutes(app: FastifyInstance, options: { config: Config }) {
  const serverUser = options.config.mqtt.url ? decodeURIComponent(new URL(options.config.mqtt.url).username) : '';

  app.post('/auth', async (request): Promise<Verdict> => {
    const body = authSchema.safeParse(request.body);
    if (!body.success) return { result: 'deny' };
    if (serverUser && body.data.username === serverUser) return { result: 'ignore' };
    const row = await apiCredentialsRepository(app.db.kysely).findByUser(body.data.username);
    const ok = row !== undefined && sameSecret(body.data.password, robotMqttPassword(row.api_secret, row.user_id));
    return { result: ok ? 'allow' : 'deny', is_superuser: false };
  });

  app.post('/acl', async (request): Promise<Verdict> => {
    const body = aclSchema.safeParse(request.body);
    if (!body.success) return { result: 'deny' };
    if (serverUser && body.data.username === serverUser) return { result: 'ignore' };
    const allowed = body.data.action === 'subscribe' && mayRobotSubscribe(body.data.username, body.data.topic);
    return { result: allowed ? 'allow' : 'deny' };
  });
}
