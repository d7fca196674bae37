import { BUILT_IN_EVENTS } from '@weassit/contract';
import { type KeywordRule, keywordsOf } from './keyword-rule';

/** The robot config's lists whose rules answer a message by its keywords (ROBOT-PROTOCOL §4.3). */
export type KeywordListName = 'roomJoinKeywords' | 'callBackEvents' | 'eventKeywords' | 'replyKeywords';

export type ChatKind = 'private' | 'room';

/**
 * The order the robot tries the lists in, per kind of chat: the first that produces a reply wins. 关键词进群
 * (`roomJoinKeywords`) only answers in private chats.
 */
export const EVALUATION_ORDER: Record<ChatKind, readonly KeywordListName[]> = {
  private: ['roomJoinKeywords', 'callBackEvents', 'eventKeywords', 'replyKeywords'],
  room: ['callBackEvents', 'eventKeywords', 'replyKeywords'],
};

const LISTS = EVALUATION_ORDER.private;
const EXACT = 2;

/** The keywords, match and scope of the rule being edited (and its event, for a 技能中心 rule). */
export interface RuleKeywords {
  keywords: readonly string[];
  reg?: number;
  scope?: string;
  event?: string;
}

/** A keyword of the edited rule that a rule of another list also answers. */
export interface KeywordConflict {
  /** The edited rule's keyword. */
  keyword: string;
  /** The other rule's keyword (the same word, or one containing or contained in it). */
  other: string;
  list: KeywordListName;
  /** The chats where both rules answer, in the order private, room. */
  chats: ChatKind[];
  /** Which of the two the robot tries first there (the same in every chat: the lists keep their order). */
  first: 'this' | 'other';
  /**
   * A message both rules answer when only some of the later rule's messages are taken (e.g. a fuzzy 价 and an
   * exact 价格: only “价格” itself); absent when the first rule takes every message of the later one's keyword.
   */
  example?: string;
}

const norm = (word: string) => word.trim().toLowerCase();

const PRIVATE_ONLY_EVENTS = new Set(BUILT_IN_EVENTS.filter((known) => known.privateOnly).map((known) => known.event));

/**
 * The chats a rule of `list` answers in: by its scope ('friend' private, 'room' groups, else both); 关键词进群 and
 * the private-only skills (同步, 更新配置) only in private.
 */
export function chatsOf(list: KeywordListName, rule: { scope?: unknown; event?: unknown }): ChatKind[] {
  if (list === 'roomJoinKeywords') return ['private'];
  if (list === 'eventKeywords' && PRIVATE_ONLY_EVENTS.has(String(rule.event))) return ['private'];
  if (rule.scope === 'friend') return ['private'];
  if (rule.scope === 'room') return ['room'];
  return ['private', 'room'];
}

/**
 * Whether a message can match both keywords: the same word, or a fuzzy (contains) keyword inside the other
 * one (then the other one itself matches both). Two fuzzy keywords that merely can appear in one message are
 * not reported: that is how fuzzy keywords are meant to work.
 */
function overlaps(a: string, aExact: boolean, b: string, bExact: boolean): boolean {
  return a === b || (!bExact && a.includes(b)) || (!aExact && b.includes(a));
}

/** Whether every message the later keyword matches is matched by the earlier one first. */
function covers(earlier: string, earlierExact: boolean, later: string, laterExact: boolean): boolean {
  return earlierExact ? laterExact && earlier === later : later.includes(earlier);
}

/**
 * The keywords of `rule` (of list `list`) that rules of the other keyword lists of `config` also answer, in a
 * chat where both apply, with the list the robot tries first; in the order of the rule's keywords. Words compare trimmed and case-blind. A keyword
 * repeated within the same list is `keywordErrors`' business, not this.
 */
export function keywordConflicts(
  rule: RuleKeywords,
  list: KeywordListName,
  config: Readonly<Record<string, unknown>> | undefined,
): KeywordConflict[] {
  if (!config) return [];
  const ruleExact = rule.reg === EXACT;
  const ruleChats = chatsOf(list, rule);
  const found = new Map<string, KeywordConflict>();
  for (const otherList of LISTS) {
    if (otherList === list) continue;
    const items = config[otherList];
    if (!Array.isArray(items)) continue;
    for (const item of items as KeywordRule[]) {
      if (typeof item !== 'object' || item === null) continue;
      const chats = ruleChats.filter((chat) => chatsOf(otherList, item).includes(chat));
      if (chats.length === 0) continue;
      const otherExact = item.reg === EXACT;
      const first =
        EVALUATION_ORDER[chats[0] as ChatKind].indexOf(list) < EVALUATION_ORDER[chats[0] as ChatKind].indexOf(otherList)
          ? 'this'
          : 'other';
      for (const keyword of rule.keywords) {
        const a = norm(keyword);
        if (a === '') continue;
        for (const otherKeyword of keywordsOf(item)) {
          const b = norm(otherKeyword);
          if (b === '' || !overlaps(a, ruleExact, b, otherExact)) continue;
          const key = `${a}\u0000${otherList}\u0000${b}`;
          const known = found.get(key);
          if (known) {
            for (const chat of chats) if (!known.chats.includes(chat)) known.chats.push(chat);
            known.chats.sort((x, y) => (x === 'private' ? -1 : y === 'private' ? 1 : 0));
            continue;
          }
          const covered = first === 'other' ? covers(b, otherExact, a, ruleExact) : covers(a, ruleExact, b, otherExact);
          found.set(key, {
            keyword: keyword.trim(),
            other: otherKeyword.trim(),
            list: otherList,
            chats: [...chats],
            first,
            ...(covered ? {} : { example: a.length >= b.length ? keyword.trim() : otherKeyword.trim() }),
          });
        }
      }
    }
  }
  // In the order of the rule's keywords, then of the lists.
  const at = (conflict: KeywordConflict) => rule.keywords.findIndex((word) => word.trim() === conflict.keyword);
  return [...found.values()].sort((a, b) => at(a) - at(b) || LISTS.indexOf(a.list) - LISTS.indexOf(b.list));
}
