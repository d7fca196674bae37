import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeMessageRecordsBefore } from '../repositories/message-records.ts';
import { robotOnlineRepository } from '../repositories/robot-online.ts';
import { PURGE_INTERVAL_MS, purgeExpiredRows } from '../services/purge.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 数据统计 shows 30 days of online time at most: older periods are kept a while longer, then deleted. */
const ONLINE_PERIODS_KEPT_DAYS = 60;

/**
 * Runs the purge of expired rows (services/purge.ts), of 消息记录 older than their retention and of old robot
 * online periods, every PURGE_INTERVAL_MS while the server runs.
 */
export const purgePlugin = fp(
  async (app: FastifyInstance, options: { messageRetentionDays?: number }) => {
    let running: Promise<unknown> = Promise.resolve();
    const purge = () => {
      const now = Date.now();
      const retention = options.messageRetentionDays;
      running = Promise.all([
        purgeExpiredRows(app.db.kysely, now),
        retention === undefined ? 0 : purgeMessageRecordsBefore(app.db.kysely, now - retention * DAY_MS),
        robotOnlineRepository(app.db.kysely).purgeEndedBefore(now - ONLINE_PERIODS_KEPT_DAYS * DAY_MS),
      ])
        .then(([deleted, messageRecords, onlinePeriods]) => ({ ...deleted, messageRecords, onlinePeriods }))
        .then(
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
