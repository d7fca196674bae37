import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { isRobotClientId, robotMqttPassword, sameSecret } from '../../mqtt/credentials.ts';
import { mayRobotSubscribe } from '../../mqtt/embedded.ts';
import { apiCredentialsRepository } from '../../repositories/api-credentials.ts';

/** Where an external broker asks about robots (EMQX "HTTP authentication" and "HTTP authorization"). */
export const MQTT_AUTH_PREFIX = '/open/mqtt';

const authSchema = z.object({
  username: z.string().max(128),
  password: z.string().max(256),
  clientid: z.string().max(256),
});
const aclSchema = z.object({
  username: z.string().max(128),
  topic: z.string().max(512),
  action: z.enum(['publish', 'subscribe']),
  clientid: z.string().max(256).optional(),
});

type Verdict = { result: 'allow' | 'deny' | 'ignore'; is_superuser?: boolean };

/**
 * With an external broker (MQTT_URL) the broker, not this server, checks robots. These two hooks give it
 * the same rules as the embedded broker: a robot logs in as its user id with the password from
 * `GET /open/v1/api/ws/mqtt/config` and a client id under its own prefix (the broker must send `clientid`,
 * e.g. EMQX's `${clientid}` placeholder: a connection under another robot's id would knock that robot off),
 * may subscribe only to `aibotk/<its id>/+`, and publishes nothing. The server's own account (the user of
 * MQTT_URL) is left to the broker's other authenticators ('ignore'). Answers are EMQX's JSON; anything
 * malformed is denied. Without an external broker nothing here is mounted: the paths are unknown.
 */
export async function mqttAuthRoutes(app: FastifyInstance, options: { config: Config }) {
  if (!options.config.mqtt.url) return;
  const serverUser = decodeURIComponent(new URL(options.config.mqtt.url).username);

  app.post('/auth', async (request): Promise<Verdict> => {
    const body = authSchema.safeParse(request.body);
    if (!body.success) return { result: 'deny' };
    const { username, password, clientid } = body.data;
    if (serverUser && username === serverUser) return { result: 'ignore' };
    const row = await apiCredentialsRepository(app.db.kysely).findByUser(username);
    const ok =
      row !== undefined &&
      sameSecret(password, robotMqttPassword(row.api_secret, row.user_id)) &&
      isRobotClientId(row.user_id, clientid);
    return { result: ok ? 'allow' : 'deny', is_superuser: false };
  });

  app.post('/acl', async (request): Promise<Verdict> => {
    const body = aclSchema.safeParse(request.body);
    if (!body.success) return { result: 'deny' };
    const { username, topic, action, clientid } = body.data;
    if (serverUser && username === serverUser) return { result: 'ignore' };
    const allowed =
      action === 'subscribe' &&
      mayRobotSubscribe(username, topic) &&
      (clientid === undefined || isRobotClientId(username, clientid));
    return { result: allowed ? 'allow' : 'deny' };
  });
}
