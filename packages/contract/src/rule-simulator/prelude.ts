/**
 * The layers before the keyword rules: private forwards, empty messages, the vision flow, and the private-only
 * checks (official accounts, length, new friends, join keywords, reminders).
 */

import type { MessageItem } from '../robot-config.ts';
import { answersDescribed, answersWith, type Layer, notApplicable, SILENT_ITEM, skipped } from './layer.ts';
import { findGptConfig, gptNeedAtPasses, list, str } from './match.ts';
import { SIM_MESSAGES as M, PLUGIN_TEXTS } from './messages.ts';

/** Senders the plugin never answers (its WEIXINOFFICIAL list). */
const OFFICIAL_NAMES = ['朋友推荐消息', '微信支付', '微信运动', '微信团队', 'recommendation message'];

interface PrivateForward {
  name?: unknown;
  rooms?: unknown;
  contacts?: unknown;
}

/** vip: every private message of a listed nickname is forwarded, and the plugin then stops (no reply at all). */
export const privateForward: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  const items = list<PrivateForward>(ctx.config.privateForwards);
  if (!ctx.vip) return notApplicable(M.notVip);
  if (items.length === 0) return notApplicable(M.noRules);
  // The plugin skips its own "[…请在手机上查看]" placeholders.
  if (ctx.rawText.includes('请在手机上查看]')) return skipped(M.privateForwardMiss(ctx.senderName));
  const hits = items.filter((item) => item.name === ctx.senderName);
  if (hits.length === 0) return skipped(M.privateForwardMiss(ctx.senderName));
  const rooms = hits.flatMap((item) => list<string>(item.rooms));
  const contacts = hits.flatMap((item) => list<string>(item.contacts));
  return {
    outcome: 'answers',
    reason: M.privateForwardHit(ctx.senderName),
    silent: true,
    sideEffect: M.privateForwardTo(rooms, contacts),
  };
};

/**
 * Private: the plugin runs nothing for a message that is empty once trimmed (so `defaultReply` never answers a
 * private text). Group: an empty text (after the mentions are stripped) that @-mentions the robot gets
 * `defaultReply`; one that does not goes on through the rules as ''.
 */
export const empty: Layer = (ctx) => {
  if (ctx.text !== '') return skipped(M.notEmpty);
  if (!ctx.isRoom) return { outcome: 'answers', reason: M.privateEmpty, silent: true };
  if (!ctx.mentioned) return skipped(M.roomEmptyNoMention);
  return answersWith(M.roomEmptyMention, [{ type: 1, content: str(ctx.config.defaultReply) }]);
};

/**
 * The vision (4V) flow runs before the rules for every text, but answers a text only when the same sender sent
 * an image within the last ten minutes: the simulator assumes none was sent.
 */
export const vision: Layer = (ctx) => {
  if (!ctx.vip || ctx.gptConfigs.length === 0) return notApplicable(ctx.vip ? M.visionNone : M.notVip);
  const item = findGptConfig(ctx, true);
  if (!item) return notApplicable(M.visionNone);
  if (!gptNeedAtPasses(item, ctx.mentioned)) return skipped(M.targetNeedAt);
  return skipped(M.visionWaiting);
};

export const official: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  if (ctx.text.includes('开启了朋友验证') || OFFICIAL_NAMES.includes(ctx.senderName)) {
    return answersWith(M.officialHit, [SILENT_ITEM]);
  }
  return skipped(M.officialMiss);
};

export const tooLong: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  const max = ctx.config.preventLength;
  // The plugin tests `preventLength && length > preventLength`: 0 (or none) means no limit.
  if (!max || typeof max !== 'number') return notApplicable(M.tooLongOff);
  // JavaScript's length: UTF-16 units, as the plugin counts.
  if (ctx.text.length > max) return answersWith(M.tooLongHit(ctx.text.length, max), [SILENT_ITEM]);
  return skipped(M.tooLongMiss(ctx.text.length, max));
};

/** A "你已添加" text answers with `newFriendReplys`; the plugin lets an empty list through to the next layer. */
export const newFriend: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  if (!ctx.text.includes('你已添加')) return skipped(M.newFriendMiss);
  const replies = ctx.config.newFriendReplys;
  const items = replies === undefined || replies === null ? [SILENT_ITEM] : list<MessageItem>(replies);
  if (items.length === 0) return skipped(M.newFriendEmpty);
  return answersWith(M.newFriendHit, items);
};

interface JoinKeyword {
  keywords?: unknown;
  roomName?: unknown;
  replys?: unknown;
}

/**
 * Join keywords: the plugin checks `reg === 2 && equals`, else falls back to "contains" for every item, so an
 * exact keyword matches as contained too. It sends the replies (only when it finds the group) and answers with
 * nothing itself.
 */
export const roomInvite: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  const items = list<JoinKeyword>(ctx.config.roomJoinKeywords);
  if (items.length === 0) return notApplicable(M.noRules);
  for (const item of items) {
    const word = list<string>(item.keywords).find((k) => ctx.text.includes(k));
    if (word === undefined) continue;
    const room = str(item.roomName);
    return {
      outcome: 'answers',
      reason: M.roomInviteHit(word, room),
      reply: list<MessageItem>(item.replys),
      sideEffect: M.roomInviteSide(room),
    };
  }
  return skipped(M.noneMatched(items.length));
};

/**
 * "提醒 …": with four or more space-separated parts the plugin parses a reminder and answers with the outcome;
 * with fewer it answers with its format hint.
 */
export const reminder: Layer = (ctx) => {
  if (ctx.isRoom) return notApplicable(M.onlyPrivate);
  if (ctx.config.no_remind) return notApplicable(M.reminderOff);
  if (!ctx.text.startsWith('提醒')) return skipped(M.reminderMiss);
  if (ctx.text.replace(/\s+/g, ' ').split(' ').length <= 3) {
    return answersWith(M.reminderFormat, [{ type: 1, content: PLUGIN_TEXTS.reminderFormat }]);
  }
  return answersDescribed(M.reminderSet, M.reminderReply);
};
