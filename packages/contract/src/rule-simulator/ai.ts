/** The AI layers: per-target AI (自定义对话), the custom bot, and the global AI. */
import { ROBOT_TYPE_OPTIONS } from '../ai-options.ts';
import { labelOf } from '../options.ts';
import { answersDescribed, answersWith, type Layer, notApplicable, SILENT_ITEM, skipped } from './layer.ts';
import { findGptConfig, gateBlock, gptNeedAtPasses, str } from './match.ts';
import { SIM_MESSAGES as M } from './messages.ts';

/** The global AI services the plugin dispatches to; any other `defaultBot` answers with nothing. */
const GLOBAL_BOTS = [0, 5, 6, 8, 9, 11, 12, 13];

const serviceName = (type: unknown) =>
  typeof type === 'number' ? labelOf(ROBOT_TYPE_OPTIONS, type as never, String(type)) : String(type);

/**
 * Per-target AI (vip: the plugin fetches these configs only for vip accounts). The first config for this chat
 * decides; a closed one (openChat false) answers with its default reply, or with nothing, and so silences every
 * later layer for its targets.
 */
export const targetAi: Layer = (ctx) => {
  if (!ctx.vip) return notApplicable(M.notVip);
  if (ctx.gptConfigs.length === 0) return notApplicable(M.noRules);
  const item = findGptConfig(ctx);
  if (!item) return skipped(M.targetNone);
  const matched = M.targetMatched(item.name || item.id || '');
  if (!gptNeedAtPasses(item, ctx.mentioned)) return skipped(`${matched}，${M.targetNeedAt}`);
  if (!item.openChat) {
    const reply = item.defaultReply ? [{ type: 1 as const, content: item.defaultReply }] : [SILENT_ITEM];
    return answersWith(`${matched}，${M.targetClosed}`, reply);
  }
  // `keywords.find` on a missing list throws; the plugin catches it and returns nothing.
  if (!Array.isArray(item.keywords)) return skipped(`${matched}，${M.targetNoKeywords}`);
  const keyword = item.keywords.find((k) => ctx.text.includes(k));
  if (keyword === undefined && item.keywords.length > 0) {
    return skipped(`${matched}，${M.targetKeywordMiss(item.keywords)}`);
  }
  const limit = item.limitNum ?? 0;
  const used = item.usedNum ?? 0;
  if (limit > 0 && limit <= used) {
    return answersWith(`${matched}，${M.targetLimit(used, limit)}`, [{ type: 1, content: item.rechargeTip || '' }]);
  }
  // replaceKeyword removes the first occurrence of the trigger word from the question.
  const question = item.replaceKeyword && keyword ? ctx.text.replace(keyword, '') : ctx.text;
  return answersDescribed(matched, M.targetAsk(serviceName(item.robotType)), { question });
};

interface CustomBot {
  open?: unknown;
  needAt?: unknown;
  scope?: unknown;
  customUrl?: unknown;
}

/** The custom bot: the keyword rules' needAt/scope gate (absent needAt requires an @), then its URL answers. */
export const customBot: Layer = (ctx) => {
  const item = ctx.config.customBot as CustomBot | null | undefined;
  if (!item?.open) return notApplicable(M.off);
  const why = gateBlock(item, ctx);
  if (why) return skipped(why);
  return answersDescribed(M.customBotPass, M.customBotAsk(str(item.customUrl)), {
    question: ctx.text.trim(),
  });
};

/**
 * The global AI: `autoReply` with `botScope` not excluding this kind of chat; in groups `roomAt` requires an
 * @-mention, and without it `friendNoReplyInRoom` still skips friends who do not mention the robot.
 */
export const globalAi: Layer = (ctx) => {
  const { config } = ctx;
  if (!config.autoReply) return notApplicable(M.off);
  if (ctx.isRoom && config.botScope === 'friend') return notApplicable(M.globalScopeFriend);
  if (!ctx.isRoom && config.botScope === 'room') return notApplicable(M.globalScopeRoom);
  if (ctx.isRoom && !ctx.mentioned && config.roomAt) return skipped(M.globalNeedAt);
  if (ctx.isRoom && !ctx.mentioned && !config.roomAt && ctx.isFriend && config.friendNoReplyInRoom) {
    return skipped(M.globalFriendNoReply);
  }
  const bot = config.defaultBot;
  if (!GLOBAL_BOTS.includes(bot as number)) return answersWith(M.globalUnknown(bot), [SILENT_ITEM]);
  return answersDescribed(M.globalPass, M.globalAsk(serviceName(bot)), { question: ctx.text });
};
