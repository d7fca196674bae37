import { API_PREFIX, ErrorCode } from '@weassit/contract';
import { pageQuerySchema, presetRoleSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { sendJson } from '../../lib/json-stream.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presetRolesRepository } from '../../repositories/preset-roles.ts';
import { ensureRoomFor } from '../../services/quotas.ts';

const idParams = z.object({ id: z.string().min(1).max(64, '角色不存在') });
const NOT_FOUND = '角色不存在';

/**
 * The preset roles of GPT dialogue (spec §7 "Preset roles"): built-in ones plus each user's own, at most
 * QUOTA_PRESET_ROLES. Writing them is for vip users (plugins/vip.ts).
 */
export async function presetRoleRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/promot_store`;
  const roles = (userId: string) => presetRolesRepository(app.db.kysely, userId);

  app.get(base, async (request) => ok(await roles(request.userId).page(parse(pageQuerySchema, request.query))));

  // Megabytes at the cap: serialised in slices (lib/json-stream.ts).
  app.get(`${base}/getall`, async (request, reply) =>
    sendJson(reply, ok(await roles(request.userId).all(app.quotas.presetRoles))),
  );

  app.get(`${base}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const role = await roles(request.userId).find(id);
    if (!role) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    return ok(role);
  });

  app.post(base, async (request) => {
    const body = parse(presetRoleSchema, request.body);
    ensureRoomFor('presetRoles', await roles(request.userId).countOwn(), app.quotas.presetRoles);
    const id = newId();
    await roles(request.userId).insert({ id, name: body.name, content: body.content }, Date.now());
    return ok({ id }, '添加成功');
  });

  app.put(`${base}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const body = parse(presetRoleSchema, request.body);
    if (body.id !== undefined && body.id !== id) throw new AppError(ErrorCode.INVALID_PARAMETER, '角色编号不一致');
    const repo = roles(request.userId);
    if (await repo.update(id, { name: body.name, content: body.content }, Date.now())) return ok(null, '修改成功');
    const visible = await repo.find(id);
    throw visible?.builtIn
      ? new AppError(ErrorCode.FORBIDDEN, '内置角色不可修改')
      : new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  });

  app.delete(`${base}/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const repo = roles(request.userId);
    if (await repo.remove(id)) return ok(null, '删除成功');
    const visible = await repo.find(id);
    throw visible?.builtIn
      ? new AppError(ErrorCode.FORBIDDEN, '内置角色不可删除')
      : new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  });
}
