import {
  BATCH_TASKS_MAX,
  ErrorCode,
  GPT_EXPANDED_TARGETS_MAX,
  LATEST_PLUGIN_VERSION,
  OPEN_API_PREFIX,
  robotBatchTask,
  webImageUrl,
} from '@weassit/contract';
import { gptUsageSchema } from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/envelope.ts';
import { jsonStream } from '../../lib/json-stream.ts';
import { parse } from '../../lib/validate.ts';
import { robotClientIdPrefix, robotMqttPassword } from '../../mqtt/credentials.ts';
import { batchTasksRepository } from '../../repositories/batch-tasks.ts';
import { gptConfigsRepository } from '../../repositories/gpt-configs.ts';
import { materialsRepository } from '../../repositories/materials.ts';
import { presetRolesRepository } from '../../repositories/preset-roles.ts';
import { robotConfigsRepository } from '../../repositories/robot-configs.ts';
import { robotStatesRepository } from '../../repositories/robot-states.ts';
import { userChats, withTargetIds } from '../../services/batch-task-targets.ts';
import { robotGptConfigs } from '../../services/gpt-config-targets.ts';
import { materialToMessageItem, robotConfigText, statusFromQr } from '../../services/robot-view.ts';
import { isVip } from '../../services/vip.ts';
import { requireSignature } from './robot-auth.ts';
import { robotOk } from './robot-envelope.ts';

const shortText = (max: number) => z.coerce.string().max(max);
const qrSchema = z.object({ qrUrl: shortText(4096).default(''), qrStatus: z.coerce.number().int().min(0).max(9) });
const heartSchema = z.object({ heartBeat: z.enum(['live', 'scan', 'dead']) });
const infoSchema = z.object({
  avatar: shortText(4096).default('').transform(webImageUrl),
  robotName: shortText(256).default(''),
  robotId: shortText(128).default(''),
});
const versionSchema = z.object({ version: shortText(64) });
const securitySchema = z.object({ verifyMessage: shortText(20_000).default('') });
const idSchema = z.object({ id: z.coerce.string().min(1).max(64) });
/** `GET /customnews?id=<channel>&taskId=<task>`: bounded, though nothing is looked up with them. */
const customNewsSchema = z.object({ id: shortText(64).optional(), taskId: shortText(64).optional() });

/**
 * Sends an answer that may reach tens of megabytes (a task or AI config list at the caps) serialised in slices
 * (lib/json-stream.ts), so the event loop keeps serving other users meanwhile.
 */
function sendLarge(reply: FastifyReply, answer: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(jsonStream(answer));
}

/** The host a robot used to reach us, without the port (where it will find the broker too). */
function requestHostname(request: FastifyRequest): string {
  return request.hostname.replace(/:\d+$/, '') || '127.0.0.1';
}

/**
 * The robot API (ROBOT-PROTOCOL §2.2, §8 items 1–9): what the unmodified `wechaty-web-panel` plugin calls,
 * signed with the user's API key pair. Every answer is `{code: 200, msg, data}` (see robot-envelope.ts).
 */
export async function robotApiRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSignature);
  const states = () => robotStatesRepository(app.db.kysely);
  const list = { config: { robotEmpty: 'list' as const } };
  const write = { config: { robotCall: 'write' as const } };

  // Login and status (items 1–4): the dashboard reads what these store.
  app.get('/webPanel/version', async () => robotOk({ version: LATEST_PLUGIN_VERSION }));
  app.post('/webPanel/version', write, async (request) => {
    const { version } = parse(versionSchema, request.body);
    await states().patch(request.userId, { plugin_version: version }, Date.now());
    return robotOk({});
  });
  app.get('/wechat/qrcode', write, async (request) => {
    const { qrUrl, qrStatus } = parse(qrSchema, request.query);
    const status = statusFromQr(qrStatus);
    // Only a code still waiting to be scanned is worth showing; logged-in and logged-out clear it.
    const showQr = qrStatus === 2 || qrStatus === 3;
    await states().patch(request.userId, { status, qr_url: showQr ? qrUrl : '' }, Date.now());
    // Logged in (4) starts an online period, logged out (6) ends it.
    if (qrStatus === 4) app.presence.online(request.userId);
    if (qrStatus === 6) app.presence.offline(request.userId);
    return robotOk({});
  });
  app.get('/wechat/heart', write, async (request) => {
    const { heartBeat } = parse(heartSchema, request.query);
    const now = Date.now();
    await states().patch(request.userId, { heartbeat: heartBeat, heartbeat_at: now }, now);
    if (heartBeat === 'live') app.presence.online(request.userId);
    else app.presence.offline(request.userId);
    return robotOk({});
  });
  app.post('/wechat/info', write, async (request) => {
    const info = parse(infoSchema, request.body);
    await states().patch(
      request.userId,
      { avatar: info.avatar, robot_name: info.robotName, robot_wxid: info.robotId },
      Date.now(),
    );
    return robotOk({});
  });

  // Verify code and security challenge (item 5).
  app.get('/worker/verifycode', async (request) => {
    const row = await robotConfigsRepository(app.db.kysely).findByUser(request.userId);
    return robotOk({ code: row?.verify_code ?? '' });
  });
  app.get('/worker/clearverifycode', write, async (request) => {
    await robotConfigsRepository(app.db.kysely).setVerifyCode(request.userId, '', Date.now());
    return robotOk({});
  });
  app.post('/wechat/setSecurityInfo', write, async (request) => {
    const { verifyMessage } = parse(securitySchema, request.body);
    await states().patch(request.userId, { security_info: verifyMessage }, Date.now());
    return robotOk({});
  });
  app.post('/wechat/clearSecurityInfo', write, async (request) => {
    await states().patch(request.userId, { security_info: '' }, Date.now());
    return robotOk({});
  });

  // Config (item 3) and the vip follow-ups (item 6): `[]` until those console features exist.
  app.get('/wechat/config', async (request) => {
    const now = Date.now();
    const [config] = await Promise.all([
      robotConfigText(app.db.kysely, request.userId),
      states().patch(request.userId, { config_fetched_at: now }, now),
    ]);
    return robotOk({ config });
  });
  // `/rss/config` is in robot-rss.ts.
  app.get('/wordcloudroom', list, async () => robotOk([]));

  // Batch tasks (§5.3), rebuilt by the robot on each `tasks` push. Paused ones are left out (the plugin reads no
  // pause field); a former member's stay stored but do not run, as for the vip sections of the robot config.
  app.get('/user/task', list, async (request, reply) => {
    if (!(await isVip(app.db.kysely, request.userId))) return robotOk([]);
    const tasks = await batchTasksRepository(app.db.kysely, request.userId).list(BATCH_TASKS_MAX);
    const running = tasks.filter((task) => !task.paused).map(robotBatchTask);
    return sendLarge(reply, robotOk(await withTargetIds(running, userChats(app, request.userId))));
  });
  // 自定义内容 channels other than the robot's own Dify workflow (30001, isLocal) ask here for their contents.
  // The server has no content service behind any channel id and offers none (CUSTOM_CHANNELS), so the honest
  // answer is an empty list, which the robot sends nothing for (docs/decisions/018-batch-tasks.md).
  app.get('/customnews', list, async (request) => {
    parse(customNewsSchema, request.query);
    return robotOk([]);
  });

  // Per-target AI configs (item 11, §4.6). A former member's stay stored but do not run, as for the vip
  // sections of the robot config.
  app.get('/gpt/config', list, async (request, reply) => {
    if (!(await isVip(app.db.kysely, request.userId))) return robotOk([]);
    const configs = await gptConfigsRepository(app.db.kysely, request.userId).list(app.quotas.gptConfigs);
    const served = await robotGptConfigs(configs, userChats(app, request.userId), (cut) =>
      request.log.warn({ cut, max: GPT_EXPANDED_TARGETS_MAX }, 'gpt config expansion cut at its cap'),
    );
    return sendLarge(reply, robotOk(served));
  });
  // The robot's answer count after each reply from a config (item 12), in the signed JSON body.
  app.post('/gpt/config', write, async (request) => {
    const { id, usedNum } = parse(gptUsageSchema, request.body);
    if (!(await gptConfigsRepository(app.db.kysely, request.userId).setUsed(id, usedNum))) {
      throw new AppError(ErrorCode.NOT_FOUND, '配置不存在');
    }
    return robotOk({});
  });
  app.get('/promot/info', async (request) => {
    const { id } = parse(idSchema, request.query);
    const role = await presetRolesRepository(app.db.kysely, request.userId).find(id);
    if (!role) throw new AppError(ErrorCode.NOT_FOUND, '预设角色不存在');
    return robotOk({ promot: role.content, name: role.name });
  });

  // The push channel (item 7): the broker checks these credentials. The answer holds the MQTT password, so
  // a copy of the request (from a log of URLs) must not fetch it again.
  app.get('/ws/mqtt/config', { config: { robotCall: 'single-use' } }, async (request) => {
    const { host, port } = app.bus.brokerAddress(requestHostname(request));
    return robotOk({
      host,
      port,
      username: request.userId,
      password: robotMqttPassword(request.apiSecret, request.userId),
      clientId: robotClientIdPrefix(request.userId),
    });
  });

  // Materials by id (item 8): the robot swaps a `{id}` item for the full one.
  app.get('/wechat/material', async (request) => {
    const { id } = parse(idSchema, request.query);
    const material = await materialsRepository(app.db.kysely, request.userId).find(id);
    if (!material) throw new AppError(ErrorCode.NOT_FOUND, '素材不存在');
    return robotOk(materialToMessageItem(material));
  });

  // Avatar upload to Qiniu is the upstream's service: an empty token makes the plugin skip it.
  app.get('/wechat/qitoken', async () => robotOk({ token: '' }));
}

export const ROBOT_API_PREFIX = OPEN_API_PREFIX;
