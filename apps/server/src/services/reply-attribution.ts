import {
  LAYER_LABELS,
  MESSAGE_STATS_MESSAGES,
  type MessageStatsReply,
  type SimulatedConfig,
  type SimulatedGptConfig,
  simulateMessage,
  type Verdict,
} from '@weassit/contract';
import type { AnsweredText } from '../repositories/message-stats.ts';

/** What 数据统计 hands the simulation thread (services/reply-attribution.worker.ts). */
export interface AttributionJob {
  config: SimulatedConfig;
  gptConfigs: SimulatedGptConfig[];
  robotName: string;
  /** Newest first. */
  texts: AnsweredText[];
  /** Stop after this long: the texts attributed by then make the answer. */
  budgetMs: number;
}

export interface Attribution {
  byRule: MessageStatsReply[];
  /** How many of the texts (the newest) were attributed within the budget. */
  simulated: number;
}

/** Which rule or service of the answering layer: the AI layers name their service, the others their rule. */
function detailOf(verdict: Verdict): string {
  const layer = verdict.layers.find((l) => l.layer === verdict.answeredBy);
  if (!layer) return '';
  if ((layer.layer === 'globalAi' || layer.layer === 'customBot') && typeof layer.reply === 'string')
    return layer.reply;
  return layer.reason;
}

/**
 * Runs each text through the rule simulator, newest first, until the texts or the time budget run out. A text's
 * cost grows with its length times the config's keywords, so the budget (not the count) bounds the work.
 */
export function attribute(job: AttributionJob, now: () => number = () => performance.now()): Attribution {
  const started = now();
  const counts = new Map<string, MessageStatsReply>();
  let simulated = 0;
  for (const text of job.texts) {
    if (now() - started > job.budgetMs) break;
    const verdict = simulateMessage({
      config: job.config,
      gptConfigs: job.gptConfigs,
      role: 'vip',
      robotName: job.robotName,
      message: {
        text: text.content,
        from: { id: text.senderId, name: text.senderName },
        room: text.isRoom ? { id: text.conversationId, topic: text.conversationName } : undefined,
        mentionsRobot: text.isMention,
      },
    });
    simulated += 1;
    const layer = verdict.silent ? null : verdict.answeredBy;
    const label = layer ? LAYER_LABELS[layer] : MESSAGE_STATS_MESSAGES.unmatched;
    const detail = layer ? detailOf(verdict) : '';
    const key = `${label}\u0000${detail}`;
    const entry = counts.get(key) ?? { layer, label, detail, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const byRule = [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { byRule, simulated };
}
