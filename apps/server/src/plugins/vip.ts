import { ErrorCode, VIP_REQUIRED_MESSAGE, VIP_ROUTES } from '@weassit/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/envelope.ts';
import { isVip } from '../services/vip.ts';

const routeId = (method: string, path: string) => `${method} ${path}`;

/**
 * Refuses the contract's VIP_ROUTES to free users with the spec's vip message (code 40300). The check is added
 * to each of those routes as it is registered, after the route's own hooks, so the session is resolved first.
 * Register before the routes; the server does not start if a listed route was never registered (a renamed
 * path must not silently lose its check).
 */
export const vipPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set(VIP_ROUTES.map((r) => routeId(r.method, r.path)));
    const requireVip: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request: FastifyRequest) {
      if (!request.userId) throw new AppError(ErrorCode.NOT_LOGGED_IN);
      if (!(await isVip(this.db.kysely, request.userId))) throw new AppError(ErrorCode.FORBIDDEN, VIP_REQUIRED_MESSAGE);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const matched = methods.filter((m) => pending.has(routeId(m, route.url)));
      if (matched.length === 0) return;
      for (const m of matched) pending.delete(routeId(m, route.url));
      const own =
        route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...own, requireVip];
    });
    app.addHook('onReady', async () => {
      if (pending.size > 0) throw new Error(`vip routes not registered: ${[...pending].join(', ')}`);
    });
  },
  { name: 'vip', dependencies: ['db', 'auth'] },
);
