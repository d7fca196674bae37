import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PURGE_INTERVAL_MS, purgeExpiredRows } from '../services/purge.ts';

/** Runs the purge of expired rows (services/purge.ts) every PURGE_INTERVAL_MS while the server runs. */
export const purgePlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> = Promise.resolve();
    const purge = () => {
      running = purgeExpiredRows(app.db.kysely, Date.now()).then(
        (deleted) => app.log.info({ deleted }, 'expired rows purged'),
        (error: unknown) => app.log.warn({ err: error }, 'purge of expired rows failed'),
      );
    };
    // Unref'd: the timer alone never keeps the process alive.
    const timer = setInterval(purge, PURGE_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // The database closes after this hook: let a purge under way finish first.
      await running;
    });
  },
  { name: 'purge', dependencies: ['db'] },
);
