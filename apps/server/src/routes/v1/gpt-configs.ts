import { ErrorCode, GPT_CONFIG_PATH } from '@weassit/contract';
import { gptConfigInputSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { objectBody, parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { gptConfigsRepository } from '../../repositories/gpt-configs.ts';
import { ensureRoomFor } from '../../services/quotas.ts';
import { notifyRobot } from '../../services/robot-push.ts';

const NOT_FOUND = '配置不存在';
const idParams = z.object({ id: z.string().min(1).max(64, NOT_FOUND) });

const configBody = (body: unknown) => parse(gptConfigInputSchema, objectBody(body));

/**
 * 自定义对话: the user's per-target AI configs, which the robot fetches with `GET /gpt/config`. Writing them is
 * for vip users (the contract's VIP_ROUTES, plugins/vip.ts). Like the robot config, a config comes back with
 * its secrets (the service token): this is the owner's console.
 */
export async function gptConfigRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const configs = (userId: string) => gptConfigsRepository(app.db.kysely, userId);
  // The robot re-fetches on `gptconfig`; with `update`/`delete` it also drops the conversations (and the
  // client built from the old token and URL) of that config.
  const tellRobot = (userId: string, payload: Record<string, unknown> = {}) =>
    notifyRobot(app, userId, 'gptconfig', payload);

  // Megabytes at the cap: serialised in slices (lib/json-stream.ts).
  app.get(GPT_CONFIG_PATH, async (request, reply) =>
    sendJson(reply, ok(await configs(request.userId).list(app.quotas.gptConfigs))),
  );

  app.post(GPT_CONFIG_PATH, async (request) => {
    const values = configBody(request.body);
    const repo = configs(request.userId);
    ensureRoomFor('gptConfigs', await repo.count(), app.quotas.gptConfigs);
    const id = newId();
    await repo.insert(id, values, Date.now());
    await tellRobot(request.userId);
    return ok({ id }, '添加成功');
  });

  app.put(`${GPT_CONFIG_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const values = configBody(request.body);
    if (!(await configs(request.userId).replace(id, values, Date.now()))) {
      throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    }
    await tellRobot(request.userId, { event: 'update', updateId: id });
    return ok(null, '修改成功');
  });

  app.delete(`${GPT_CONFIG_PATH}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await configs(request.userId).remove(id))) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    await tellRobot(request.userId, { event: 'delete', updateId: id });
    return ok(null, '删除成功');
  });

  app.post(`${GPT_CONFIG_PATH}/:id/reset`, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!(await configs(request.userId).setUsed(id, 0))) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    await tellRobot(request.userId);
    return ok(null, '已重置');
  });
}
