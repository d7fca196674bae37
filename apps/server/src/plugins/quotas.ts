import type { Quotas } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-user caps from the runtime contract (QUOTA_*). */
    quotas: Quotas;
  }
}

/** Makes the configured per-user caps available to every route. */
export const quotasPlugin = fp(
  async (app: FastifyInstance, options: { quotas: Quotas }) => {
    app.decorate('quotas', options.quotas);
  },
  { name: 'quotas' },
);
