import {
  API_PREFIX,
  CONFIG_LIST_CONFLICT_MESSAGE,
  type ConfigListName,
  ErrorCode,
  VIP_CONFIG_SECTIONS,
  vipSectionsMessage,
} from '@weassit/contract';
import {
  configListAddSchema,
  configListIndexSchema,
  configListItemSchema,
  configListMoveSchema,
  configListQuerySchema,
  configListReplaceSchema,
} from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { changeConfigList, type ListChange, listChanges, readConfigList } from '../../services/config-lists.ts';
import { notifyRobot } from '../../services/robot-push.ts';
import { isVip } from '../../services/vip.ts';

/**
 * Item operations on one list of the robot config (docs/api/config-lists.md): the list editors save one item
 * at a time, so two tabs on two lists never undo each other, and two tabs on one list get a conflict.
 */
export async function configListRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/wechat/config/list`;

  /** The vip lists (spec §2 /vip pages) stay closed to a free user, for reading as for writing. */
  async function allow(request: FastifyRequest, name: ConfigListName): Promise<void> {
    if (name in VIP_CONFIG_SECTIONS && !(await isVip(app.db.kysely, request.userId))) {
      throw new AppError(ErrorCode.FORBIDDEN, vipSectionsMessage([name as keyof typeof VIP_CONFIG_SECTIONS]));
    }
  }

  /** Applies one change; the robot re-fetches its config at once, as after a whole-config save. */
  async function apply(request: FastifyRequest, name: ConfigListName, version: string, change: ListChange) {
    const result = await changeConfigList(app.db.kysely, request.userId, name, version, change);
    if (!result.ok) {
      return {
        code: ErrorCode.CONFLICT,
        msg: CONFIG_LIST_CONFLICT_MESSAGE,
        data: { name, version: result.list.version },
      };
    }
    await notifyRobot(app, request.userId, 'event', { target: 'system', event: 'updateConfig' });
    return ok(result.list, '更新成功');
  }

  app.get(base, async (request) => {
    const { name } = parse(configListQuerySchema, request.query);
    await allow(request, name);
    return ok(await readConfigList(app.db.kysely, request.userId, name));
  });

  app.post(`${base}/add`, async (request) => {
    const body = parse(configListAddSchema, request.body);
    await allow(request, body.name);
    const { item } = parse(configListItemSchema(body.name), body);
    return apply(request, body.name, body.version, listChanges.add(item));
  });

  app.post(`${base}/replace`, async (request) => {
    const body = parse(configListReplaceSchema, request.body);
    await allow(request, body.name);
    const { item } = parse(configListItemSchema(body.name), body);
    return apply(request, body.name, body.version, listChanges.replace(body.index, item));
  });

  app.post(`${base}/delete`, async (request) => {
    const body = parse(configListIndexSchema, request.body);
    await allow(request, body.name);
    return apply(request, body.name, body.version, listChanges.remove(body.index));
  });

  app.post(`${base}/duplicate`, async (request) => {
    const body = parse(configListIndexSchema, request.body);
    await allow(request, body.name);
    return apply(request, body.name, body.version, listChanges.duplicate(body.index));
  });

  app.post(`${base}/move`, async (request) => {
    const body = parse(configListMoveSchema, request.body);
    await allow(request, body.name);
    return apply(request, body.name, body.version, listChanges.move(body.from, body.to));
  });
}
