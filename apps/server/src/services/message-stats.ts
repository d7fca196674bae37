import {
  LAYER_LABELS,
  MESSAGE_STATS_MESSAGES,
  MESSAGE_STATS_SIMULATED_MAX,
  MESSAGE_STATS_TIME_ZONE,
  type MessageStats,
  type MessageStatsDay,
  type MessageStatsPeriod,
  type MessageStatsReply,
  type SimulatedConfig,
  type SimulatedGptConfig,
  simulateMessage,
  statsDate,
  statsDayStart,
  type Verdict,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { gptConfigsRepository } from '../repositories/gpt-configs.ts';
import { type AnsweredText, messageStatsRepository } from '../repositories/message-stats.ts';
import { type OnlinePeriod, robotOnlineRepository } from '../repositories/robot-online.ts';
import { robotStatesRepository } from '../repositories/robot-states.ts';
import { userChats } from './batch-task-targets.ts';
import { robotGptConfigs } from './gpt-config-targets.ts';
import { robotConfigText } from './robot-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages simulated between two turns of the event loop. */
const SIMULATED_SLICE = 250;
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

/** Which rule or service of the answering layer: the AI layers name their service, the others their rule. */
function detailOf(verdict: Verdict): string {
  const layer = verdict.layers.find((l) => l.layer === verdict.answeredBy);
  if (!layer) return '';
  if ((layer.layer === 'globalAi' || layer.layer === 'customBot') && typeof layer.reply === 'string')
    return layer.reply;
  return layer.reason;
}

/** The per-target AI configs as the robot gets them, with the console's names for the reasons. */
async function gptConfigsFor(app: FastifyInstance, userId: string): Promise<SimulatedGptConfig[]> {
  const configs = await gptConfigsRepository(app.db.kysely, userId).list(app.quotas.gptConfigs);
  const names = new Map(configs.map((c) => [c.id, c.name]));
  const served = await robotGptConfigs(configs, userChats(app, userId));
  return served.map((c) => ({ ...c, name: names.get(c.id) ?? '' }));
}

/**
 * Attributes answered texts by running each through the rule simulator with the user's CURRENT config: the
 * config in force when an answer was sent is not kept, so this is an estimate (按当前配置推算), and answers the
 * current config would not give are counted apart.
 */
async function attribute(app: FastifyInstance, userId: string, texts: readonly AnsweredText[]) {
  if (texts.length === 0) return [];
  const [configText, gptConfigs, state] = await Promise.all([
    robotConfigText(app.db.kysely, userId),
    gptConfigsFor(app, userId),
    robotStatesRepository(app.db.kysely).find(userId),
  ]);
  const config = JSON.parse(configText) as SimulatedConfig;
  const counts = new Map<string, MessageStatsReply>();
  for (const [i, text] of texts.entries()) {
    // 5 000 runs against a config of 50 rules take about a quarter of a second: other requests go in between.
    if (i > 0 && i % SIMULATED_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const verdict = simulateMessage({
      config,
      gptConfigs,
      role: 'vip',
      robotName: state?.robot_name ?? '',
      message: {
        text: text.content,
        from: { id: text.senderId, name: text.senderName },
        room: text.isRoom ? { id: text.conversationId, topic: text.conversationName } : undefined,
        mentionsRobot: text.isMention,
      },
    });
    const layer = verdict.silent ? null : verdict.answeredBy;
    const label = layer ? LAYER_LABELS[layer] : MESSAGE_STATS_MESSAGES.unmatched;
    const detail = layer ? detailOf(verdict) : '';
    const key = `${label}\u0000${detail}`;
    const entry = counts.get(key) ?? { layer, label, detail, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** 数据统计 of `userId` for the `days` China calendar days up to today. */
export async function messageStats(
  app: FastifyInstance,
  userId: string,
  days: MessageStatsPeriod,
  now: number,
): Promise<MessageStats> {
  const today = statsDayStart(now);
  const from = today - (days - 1) * DAY_MS;
  const to = today + DAY_MS;
  const repo = messageStatsRepository(app.db.kysely, userId, from, to);
  const [counts, topGroups, topFriends, answered, texts, periods] = await Promise.all([
    repo.daily(),
    repo.top(true),
    repo.top(false),
    repo.answeredCount(),
    repo.answeredTexts(MESSAGE_STATS_SIMULATED_MAX),
    robotOnlineRepository(app.db.kysely).overlapping(userId, from, now, PERIODS_MAX),
  ]);
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
      answered,
      simulated: texts.length,
      byCurrentConfig: true,
      byRule: await attribute(app, userId, texts),
    },
  };
}
