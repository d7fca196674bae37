import { API_PREFIX, CUSTOM_GPT_CHAT_ROUTE, ErrorCode } from '@weassit/contract';
import { customConfigSchema, customConfigUpdateSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { customConfigsRepository } from '../../repositories/custom-configs.ts';
import { usersRepository } from '../../repositories/users.ts';
import { toUserInfo } from '../../services/accounts.ts';

/**
 * The custom centre (spec §7 `wechat/custom`): only for users whose custom entitlement lists its page (gptChat),
 * checked against the stored user on every request, so a withdrawn entitlement takes effect at once.
 */
export async function customRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', async (request) => {
    const user = await usersRepository(app.db.kysely).findById(request.userId);
    if (!user || !toUserInfo(user).customRole.router.includes(CUSTOM_GPT_CHAT_ROUTE)) {
      throw new AppError(ErrorCode.FORBIDDEN, '你没有开通定制中心');
    }
  });

  app.get(`${API_PREFIX}/wechat/custom`, async (request) => {
    return ok((await customConfigsRepository(app.db.kysely, request.userId).find()) ?? null);
  });

  app.post(`${API_PREFIX}/wechat/custom/update`, async (request) => {
    const body = parse(customConfigUpdateSchema, request.body);
    let value: unknown = body.config;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new AppError(ErrorCode.INVALID_PARAMETER, '配置不是合法的 JSON');
      }
    }
    const config = parse(customConfigSchema, value);
    const id = await customConfigsRepository(app.db.kysely, request.userId).save(config, Date.now());
    return ok({ id }, '更新成功');
  });
}
