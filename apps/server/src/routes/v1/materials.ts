import { API_PREFIX, ErrorCode, type Material, type MaterialInput, MaterialType } from '@weassit/contract';
import { materialListSchema, materialSchema } from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../../lib/envelope.ts';
import { newId } from '../../lib/ids.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { materialsRepository } from '../../repositories/materials.ts';
import { robotConfigsRepository } from '../../repositories/robot-configs.ts';
import { materialFileKeys, releaseMaterialFiles } from '../../services/material-files.ts';
import { findMaterialUsage } from '../../services/material-usage.ts';
import { ensureRoomFor } from '../../services/quotas.ts';

const idSchema = z.object({ id: z.string({ error: '缺少素材编号' }).min(1, '缺少素材编号').max(64, '素材不存在') });
const NOT_FOUND = '素材不存在';

/**
 * The material library (spec §7 "Materials"): text and file via `add`, H5 and mini program via `rich/add` (vip:
 * plugins/vip.ts). At most QUOTA_MATERIALS per user; a removed or replaced file is deleted once unused.
 */
export async function materialRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/material`;
  const repo = (userId: string) => materialsRepository(app.db.kysely, userId);

  // Files the material no longer points at go when nothing else uses them.
  const release = (request: FastifyRequest, before: Material | undefined, after?: MaterialInput) => {
    if (!before) return Promise.resolve();
    const kept = after ? materialFileKeys({ ...after }, request.userId) : [];
    const dropped = materialFileKeys({ ...before }, request.userId).filter((k) => !kept.includes(k));
    return releaseMaterialFiles(app.db.kysely, app.blobStore, request.userId, dropped, request.log);
  };

  const save = (allowed: readonly number[]) => async (request: FastifyRequest) => {
    const input = parse(materialSchema, request.body);
    if (!allowed.includes(input.type)) throw new AppError(ErrorCode.INVALID_PARAMETER, '素材类型不正确');
    const materials = repo(request.userId);
    const now = Date.now();
    if (input.id) {
      const before = await materials.find(input.id);
      if (!(await materials.update(input.id, input, now))) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
      await release(request, before, input);
      return ok({ id: input.id }, '修改成功');
    }
    ensureRoomFor('materials', await materials.count(), app.quotas.materials);
    const id = newId();
    await materials.insert(id, input, now);
    return ok({ id }, '添加成功');
  };
  app.post(`${base}/add`, save([MaterialType.TEXT, MaterialType.FILE]));
  app.post(`${base}/rich/add`, save([MaterialType.H5, MaterialType.MINI_PROGRAM]));

  app.get(`${base}/list`, async (request) =>
    ok(await repo(request.userId).page(parse(materialListSchema, request.query))),
  );

  app.get(`${base}/detail/:id`, async (request) => {
    const { id } = parse(idSchema, request.params);
    const material = await repo(request.userId).find(id);
    if (!material) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    return ok(material);
  });

  // Refuses to remove a material that a rule or schedule still sends, and says where (beyond the original).
  app.get(`${base}/remove`, async (request) => {
    const { id } = parse(idSchema, request.query);
    const config = await robotConfigsRepository(app.db.kysely).findByUser(request.userId);
    const usage = config ? findMaterialUsage(JSON.parse(config.config), id) : [];
    if (usage.length > 0) throw new AppError(ErrorCode.CONFLICT, `素材正在被使用：${usage.join('、')}`);
    const before = await repo(request.userId).find(id);
    if (!(await repo(request.userId).remove(id))) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
    await release(request, before);
    return ok(null, '删除成功');
  });
}
