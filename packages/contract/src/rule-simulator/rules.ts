/** The keyword layers: forwards, callbacks, prevent words, summaries, skills and Q&A. */
import type { MessageItem } from '../robot-config.ts';
import {
  answersDescribed,
  answersWith,
  type Layer,
  type LayerResult,
  notApplicable,
  SILENT_ITEM,
  skipped,
} from './layer.ts';
import { gateBlock, list, matchKeyword, resolveItems, type SimContext, str, targetsInclude } from './match.ts';
import { SIM_MESSAGES as M, PLUGIN_TEXTS } from './messages.ts';
import type { SimulatedTarget } from './types.ts';

interface KeywordRule {
  keywords?: unknown;
  reg?: unknown;
  needAt?: unknown;
  scope?: unknown;
}

/**
 * The plugin's keyword loop (callbacks, skills, Q&A): rules in order, the first rule with a matching keyword
 * decides. If its needAt/scope gate fails the plugin returns nothing for the whole layer: later rules that
 * would apply are never tried.
 */
function firstMatch<T extends KeywordRule>(
  rules: readonly T[],
  ctx: SimContext,
  accept: (rule: T) => boolean = () => true,
): { rule: T; word: string } | { missed: string } | undefined {
  const misses: string[] = [];
  for (const rule of rules) {
    const word = matchKeyword(list<string>(rule.keywords), rule.reg, ctx.text);
    if (word === undefined) {
      misses.push(M.keywordMissed(list<string>(rule.keywords), rule.reg));
      continue;
    }
    if (!accept(rule)) continue;
    return { rule, word };
  }
  return misses.length ? { missed: misses.join('；') } : undefined;
}

/** The gate's verdict on a matched rule, or null when it applies. */
function blocked(rule: KeywordRule, word: string, ctx: SimContext, absentNeedAtRequires = true): LayerResult | null {
  const why = gateBlock(rule, ctx, absentNeedAtRequires);
  return why ? skipped(`${M.keywordHit(word, rule.reg)}，但${why}${M.blockedStops}`) : null;
}

interface Forward extends KeywordRule {
  type?: unknown;
  targets?: unknown;
  forwardType?: unknown;
  forwardTargets?: unknown;
}

/**
 * Forwards send a "【关键词转发】…" text to the forward targets, then return nothing: they never answer, the
 * next layers always run. In groups the keywords are matched against the text as sent (mentions included).
 */
export const forwards: Layer = (ctx) => {
  const items = list<Forward>(ctx.config.forwards);
  if (items.length === 0) return notApplicable(M.noRules);
  const text = ctx.isRoom ? ctx.rawText : ctx.text;
  const hit = items.find((item) => {
    const targets = list<SimulatedTarget>(item.targets);
    const fromHere = ctx.isRoom
      ? item.type === 'room' && targetsInclude(targets, ctx.roomTopic, ctx.roomId)
      : item.type === 'contact' && targetsInclude(targets, ctx.senderName, ctx.senderId);
    return fromHere && matchKeyword(list<string>(item.keywords), item.reg, text) !== undefined;
  });
  if (!hit) return skipped(M.forwardMiss);
  const names = list<SimulatedTarget>(hit.forwardTargets).map((t) => t.name ?? t.id ?? '');
  if (names.length === 0) return skipped(M.forwardNoTargets);
  return skipped(M.forwardHit, { sideEffect: M.forwardTo(str(hit.forwardType), names) });
};

interface Callback extends KeywordRule {
  type?: unknown;
  postUrl?: unknown;
  customUrl?: unknown;
}

/**
 * Callbacks POST the message to their URL and answer with what it returns. A matched rule whose type is
 * neither 100 nor 1 is passed over (the plugin goes on with the next keyword), unlike a gate failure.
 */
export const callbacks: Layer = (ctx) => {
  const items = list<Callback>(ctx.config.callBackEvents);
  if (items.length === 0) return notApplicable(M.noRules);
  const notes: string[] = [];
  const found = firstMatch(items, ctx, (rule) => {
    // The gate runs before the type check: a gated rule stops the layer even with a bad type.
    if (gateBlock(rule, ctx) !== null || rule.type === 100 || rule.type === 1) return true;
    notes.push(M.callbackBadType(rule.type));
    return false;
  });
  if (!found) return skipped(notes.join('；') || M.noRules);
  if ('missed' in found) return skipped([found.missed, ...notes].join('；'));
  const stop = blocked(found.rule, found.word, ctx);
  if (stop) return stop;
  const url = str(found.rule.type === 100 ? found.rule.customUrl : found.rule.postUrl);
  return answersDescribed(M.keywordHit(found.word, found.rule.reg), M.callbackReply, {
    question: ctx.text,
    sideEffect: M.callbackAsk(url),
  });
};

/** Prevent words: comma-separated (， too); in groups only for messages that @-mention the robot. */
export const preventWords: Layer = (ctx) => {
  const raw = str(ctx.config.preventWords);
  if (!raw) return notApplicable(M.noRules);
  if (ctx.isRoom && !ctx.mentioned) return skipped(M.preventNoMention);
  const words = raw.replaceAll('，', ',').split(',');
  const word = words.find((w) => w !== '' && ctx.text.includes(w));
  if (word !== undefined) return answersWith(M.preventHit(word), [{ type: 1, content: PLUGIN_TEXTS.prevent }]);
  return skipped(M.preventMiss(words.filter(Boolean)));
};

/**
 * Chat summaries (vip). Unlike the other keyword rules, an absent needAt does not require an @. An open config
 * without a keyword list makes the plugin throw, and the throw ends the whole evaluation with no reply.
 */
export const summary: Layer = (ctx) => {
  const item = ctx.config.summerConfig as (KeywordRule & { open?: unknown }) | null | undefined;
  if (!item) return notApplicable(M.off);
  if (!item.open) return notApplicable(M.off);
  if (!Array.isArray(item.keywords)) return { outcome: 'answers', reason: M.summaryBroken, silent: true };
  const word = matchKeyword(item.keywords as string[], item.reg, ctx.text);
  if (word === undefined) return skipped(M.keywordMissed(item.keywords as string[], item.reg));
  if (!ctx.vip) return notApplicable(M.notVip);
  const stop = blocked(item, word, ctx, false);
  if (stop) return skipped(stop.reason.replace(M.blockedStops, ''));
  return answersDescribed(M.keywordHit(word, item.reg), M.summaryReply);
};

interface Skill extends KeywordRule {
  event?: unknown;
  otherInfo?: { tips?: unknown };
}

/** The events with a fixed answer of the plugin's own, or none (its other events ask a service). */
const BUILT_IN_SERVICE_EVENTS = new Set([
  'rubbish',
  'mingyan',
  'sweetword',
  'star',
  'news',
  'xing',
  'skl',
  'lunar',
  'goldreply',
  'xhy',
  'rkl',
  'emo',
  'meinv',
  'cname',
]);

/** Skills (event keywords): the matched keyword is removed from the text and the event runs with the rest. */
export const skills: Layer = (ctx) => {
  const items = list<Skill>(ctx.config.eventKeywords);
  if (items.length === 0) return notApplicable(M.noRules);
  const found = firstMatch(items, ctx);
  if (!found) return skipped(M.noRules);
  if ('missed' in found) return skipped(found.missed);
  const stop = blocked(found.rule, found.word, ctx);
  if (stop) return stop;
  const event = str(found.rule.event);
  const hit = M.keywordHit(found.word, found.rule.reg);
  const question = ctx.text.replace(found.word, '');
  if (event.includes('event-') || event.includes('outapi-') || BUILT_IN_SERVICE_EVENTS.has(event)) {
    return answersDescribed(hit, M.skillReply(event), { question });
  }
  if (event === 'removeRecord') {
    // It reads the group's topic: in a private chat that throws, the plugin catches it and returns nothing.
    if (!ctx.isRoom) return skipped(`${hit}，${M.skillRoomOnly(event)}`);
    return answersDescribed(hit, M.skillReply(event));
  }
  if (event === 'autoRoomCreate') {
    const tips = str(found.rule.otherInfo?.tips) || (PLUGIN_TEXTS.events.autoRoomCreate ?? '');
    return answersWith(hit, [{ type: 1, content: tips }]);
  }
  const fixed = PLUGIN_TEXTS.events[event];
  if (fixed !== undefined) return answersWith(hit, [{ type: 1, content: fixed }]);
  return answersWith(`${hit}，${M.skillUnknown(event)}`, [SILENT_ITEM]);
};

interface Reply extends KeywordRule {
  replys?: unknown;
}

/**
 * Q&A (简单问答): the first rule whose keyword matches answers with its replies; an empty reply list lets the
 * next layer try.
 */
export const keywords: Layer = (ctx) => {
  const items = list<Reply>(ctx.config.replyKeywords);
  if (items.length === 0) return notApplicable(M.noRules);
  const found = firstMatch(items, ctx);
  if (!found) return skipped(M.noRules);
  if ('missed' in found) return skipped(found.missed);
  const stop = blocked(found.rule, found.word, ctx);
  if (stop) return stop;
  const hit = M.keywordHit(found.word, found.rule.reg);
  const replies = resolveItems(list<MessageItem>(found.rule.replys), ctx);
  if (replies.length === 0) return skipped(`${hit}，${M.repliesEmpty}`);
  return answersWith(hit, replies);
};
