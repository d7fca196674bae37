import os from 'node:os';
import {
  ErrorCode,
  MESSAGE_STATS_MESSAGES,
  MESSAGE_STATS_SIMULATED_CHARS,
  MESSAGE_STATS_SIMULATED_MAX,
  MESSAGE_STATS_SIMULATION_MS,
  MESSAGE_STATS_TIME_ZONE,
  type MessageStats,
  type MessageStatsDay,
  type MessageStatsPeriod,
  type SimulatedConfig,
  type SimulatedGptConfig,
  statsDate,
  statsDayStart,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { ConcurrencyLimit, LimitFullError } from '../lib/concurrency-limit.ts';
import { AppError } from '../lib/envelope.ts';
import { WorkerPool, WorkerTimeoutError } from '../lib/worker-pool.ts';
import { gptConfigsRepository } from '../repositories/gpt-configs.ts';
import { type AnsweredText, messageStatsRepository } from '../repositories/message-stats.ts';
import { type OnlinePeriod, robotOnlineRepository } from '../repositories/robot-online.ts';
import { robotStatesRepository } from '../repositories/robot-states.ts';
import { userChats } from './batch-task-targets.ts';
import { robotGptConfigs } from './gpt-config-targets.ts';
import type { Attribution, AttributionJob } from './reply-attribution.ts';
import { robotConfigText } from './robot-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Answered texts read per query: at most 50 × 30 000 characters hold the event loop at once. */
const TEXTS_PER_READ = 50;
/** A simulation thread that has not answered by then is stuck on one text: it is stopped. */
const SIMULATION_DEADLINE_MS = MESSAGE_STATS_SIMULATION_MS + 10_000;
/** Online periods read per answer: a robot flapping every minute for 30 days stays under it. */
const PERIODS_MAX = 50_000;

/** Milliseconds of each day in [from, until) covered by the periods (an open one lasts until `until`). */
export function onlineByDay(periods: readonly OnlinePeriod[], from: number, until: number): Map<number, number> {
  const byDay = new Map<number, number>();
  for (const p of periods) {
    let start = Math.max(p.startedAt, from);
    const end = Math.min(p.endedAt ?? until, until);
    while (start < end) {
      const dayStart = statsDayStart(start);
      const stop = Math.min(end, dayStart + DAY_MS);
      byDay.set(dayStart, (byDay.get(dayStart) ?? 0) + (stop - start));
      start = stop;
    }
  }
  return byDay;
}

/** The per-target AI configs as the robot gets them, with the console's names for the reasons. */
async function gptConfigsFor(app: FastifyInstance, userId: string): Promise<SimulatedGptConfig[]> {
  const configs = await gptConfigsRepository(app.db.kysely, userId).list(app.quotas.gptConfigs);
  const names = new Map(configs.map((c) => [c.id, c.name]));
  const served = await robotGptConfigs(configs, userChats(app, userId));
  return served.map((c) => ({ ...c, name: names.get(c.id) ?? '' }));
}

/**
 * The rule simulation runs in worker threads shared by the server: one per spare core (at least one), a few
 * requests waiting, others refused at once. Each job stops after MESSAGE_STATS_SIMULATION_MS and answers with
 * the texts attributed by then (a partial result the answer labels with `simulated`).
 */
const simulations = new WorkerPool<AttributionJob, Attribution>(
  new URL('./reply-attribution.worker.ts', import.meta.url),
  Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  8,
);
/**
 * Each user's 数据统计 requests: one computed at a time and one more waiting (the console switching periods),
 * others refused, so no one fills the shared queue alone.
 */
const perUser = new Map<string, ConcurrencyLimit>();

/**
 * The newest answered texts, read a few at a time with a turn of the event loop between reads, until their
 * characters would pass MESSAGE_STATS_SIMULATED_CHARS.
 */
async function readTexts(repo: ReturnType<typeof messageStatsRepository>, ids: readonly number[]) {
  const texts: AnsweredText[] = [];
  let chars = 0;
  for (let i = 0; i < ids.length; i += TEXTS_PER_READ) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const text of await repo.texts(ids.slice(i, i + TEXTS_PER_READ))) {
      chars += text.content.length;
      if (chars > MESSAGE_STATS_SIMULATED_CHARS) return texts;
      texts.push(text);
    }
  }
  return texts;
}

/**
 * Attributes answered texts by running each through the rule simulator with the user's CURRENT config: the
 * config in force when an answer was sent is not kept, so this is an estimate (按当前配置推算), and answers the
 * current config would not give are counted apart.
 */
async function attribute(app: FastifyInstance, userId: string, texts: AnsweredText[]): Promise<Attribution> {
  if (texts.length === 0) return { byRule: [], simulated: 0 };
  const [configText, gptConfigs, state] = await Promise.all([
    robotConfigText(app.db.kysely, userId),
    gptConfigsFor(app, userId),
    robotStatesRepository(app.db.kysely).find(userId),
  ]);
  const job: AttributionJob = {
    config: JSON.parse(configText) as SimulatedConfig,
    gptConfigs,
    robotName: state?.robot_name ?? '',
    texts,
    budgetMs: MESSAGE_STATS_SIMULATION_MS,
  };
  try {
    return await simulations.run(job, SIMULATION_DEADLINE_MS);
  } catch (error) {
    if (error instanceof LimitFullError) throw new AppError(ErrorCode.RATE_LIMITED, MESSAGE_STATS_MESSAGES.busy, 429);
    if (error instanceof WorkerTimeoutError) throw new AppError(ErrorCode.UNAVAILABLE, MESSAGE_STATS_MESSAGES.timeout);
    throw error;
  }
}

/** 数据统计 of `userId` for the `days` China calendar days up to today. */
export async function messageStats(
  app: FastifyInstance,
  userId: string,
  days: MessageStatsPeriod,
  now: number,
): Promise<MessageStats> {
  let limit = perUser.get(userId);
  if (!limit) {
    limit = new ConcurrencyLimit(1, 1);
    perUser.set(userId, limit);
  }
  try {
    return await limit.run(() => computeStats(app, userId, days, now));
  } catch (error) {
    if (error instanceof LimitFullError)
      throw new AppError(ErrorCode.RATE_LIMITED, MESSAGE_STATS_MESSAGES.running, 429);
    throw error;
  } finally {
    if (limit.load === 0) perUser.delete(userId);
  }
}

async function computeStats(
  app: FastifyInstance,
  userId: string,
  days: MessageStatsPeriod,
  now: number,
): Promise<MessageStats> {
  const today = statsDayStart(now);
  const from = today - (days - 1) * DAY_MS;
  const to = today + DAY_MS;
  const repo = messageStatsRepository(app.db.kysely, userId, from, to);
  const [counts, topGroups, topFriends, answered, periods] = await Promise.all([
    repo.daily(),
    repo.top(true),
    repo.top(false),
    repo.answered(MESSAGE_STATS_SIMULATED_MAX),
    robotOnlineRepository(app.db.kysely).overlapping(userId, from, now, PERIODS_MAX),
  ]);
  const attribution = await attribute(app, userId, await readTexts(repo, answered.ids));
  const byDay = new Map(counts.map((c) => [c.day, c]));
  const online = onlineByDay(periods, from, now);
  const daily: MessageStatsDay[] = [];
  for (let start = from; start < to; start += DAY_MS) {
    const date = statsDate(start);
    const count = byDay.get(Date.parse(date) / DAY_MS);
    daily.push({
      date,
      in: count?.in ?? 0,
      out: count?.out ?? 0,
      onlineSeconds: Math.round((online.get(start) ?? 0) / 1000),
    });
  }
  return {
    days,
    timeZone: MESSAGE_STATS_TIME_ZONE,
    from,
    daily,
    topGroups,
    topFriends,
    replies: {
      answered: answered.count,
      simulated: attribution.simulated,
      byCurrentConfig: true,
      byRule: attribution.byRule,
    },
  };
}
