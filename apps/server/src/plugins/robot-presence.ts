import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { robotOnlineRepository } from '../repositories/robot-online.ts';

/** Records when each user's robot is online (数据统计's online time; migration 0018). */
export interface RobotPresence {
  /** A sign of life: login, a `live` heartbeat, its first push connection. */
  online(userId: string): void;
  /** It went away: logout, a `scan`/`dead` heartbeat, its last push connection closing. */
  offline(userId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    presence: RobotPresence;
  }
}

/**
 * Writes are fire-and-forget for the callers (a heartbeat answer never waits on them) but chained per user, so
 * an `online` and an `offline` arriving together are applied in order and never open two periods. At startup
 * periods a crash left open are closed at their last sign of life; at shutdown every open one ends then.
 * Register after the database and before the broker (whose connections report here).
 */
export const robotPresencePlugin = fp(
  async (app: FastifyInstance) => {
    const repo = robotOnlineRepository(app.db.kysely);
    await repo.closeLeftOpen();
    const chains = new Map<string, Promise<void>>();
    let closing = false;
    const enqueue = (userId: string, write: () => Promise<void>) => {
      if (closing) return;
      const next = (chains.get(userId) ?? Promise.resolve())
        .then(write)
        .catch((error: unknown) => app.log.warn({ err: error, userId }, 'robot presence not recorded'));
      chains.set(userId, next);
      // Forget the chain once it is idle, so the map holds only users with a write under way.
      void next.then(() => {
        if (chains.get(userId) === next) chains.delete(userId);
      });
    };
    app.decorate('presence', {
      online: (userId: string) => enqueue(userId, () => repo.seen(userId, Date.now())),
      offline: (userId: string) => enqueue(userId, () => repo.gone(userId, Date.now())),
    } satisfies RobotPresence);
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.all(chains.values());
      // A database that is down must not stop the shutdown: the next start closes the periods instead.
      await repo
        .closeAll(Date.now())
        .catch((error: unknown) => app.log.warn({ err: error }, 'online periods left open'));
    });
  },
  { name: 'robot-presence', dependencies: ['db'] },
);
