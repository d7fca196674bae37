/** 数据统计's query schema; the paths, limits, helpers and answer types are in message-stats-constants.ts. */
import { z } from 'zod';
import { MESSAGE_STATS_MESSAGES, type MessageStatsPeriod } from './message-stats-constants.ts';

export const messageStatsQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? '7' : v),
    z
      .enum(['7', '30'], { error: MESSAGE_STATS_MESSAGES.periodInvalid })
      .transform((v) => Number(v) as MessageStatsPeriod),
  ),
});
