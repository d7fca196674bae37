import { MatchType as Match, type MatchType, type MessageItem, type Scope, Scope as Scopes } from '@weassit/contract';
import { type KeywordRule, keywordsMatch, keywordsOf, keywordsUsedElsewhere } from '../../kit/config-list/keyword-rule';
import type { FieldErrors } from '../../kit/form/use-form-state';
import { format } from '../../lib/i18n/format';

/** A 简单问答 rule as stored (`replyKeywords`): keywords, match, scope, needAt and the replies, in order. */
export interface ReplyRule extends KeywordRule {
  replys?: MessageItem[];
}

/** Text replies are edited; the others (materials) are kept as they are, in their place. */
export interface ReplyEntry {
  /** A key for the form's list, never stored. */
  key: string;
  /** A text reply's content. */
  content: string;
  /** A reply that is not text, kept as stored. */
  kept?: MessageItem;
}

export interface ReplyRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
  needAt: boolean;
  replys: ReplyEntry[];
}
export type ReplyRuleField = 'keywords' | 'reg' | 'scope' | 'needAt' | 'replys';

export interface ReplyRuleTexts {
  keywordsRequired: string;
  keywordUsed: string;
  repliesRequired: string;
  replyEmpty: string;
  moreReplies: string;
  /** The kinds of non-text replies, by message type. */
  replyKinds: Record<string, string>;
}

const TEXT = 1;
let nextEntry = 0;
export const newReplyEntry = (content = ''): ReplyEntry => ({ key: `reply-${++nextEntry}`, content });

export const emptyReplyRule = (): ReplyRuleValues => ({
  keywords: [],
  reg: Match.FUZZY,
  scope: Scopes.ALL,
  needAt: false,
  replys: [newReplyEntry()],
});

export function replyRuleToForm(rule: ReplyRule): ReplyRuleValues {
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    scope: rule.scope === Scopes.ROOM || rule.scope === Scopes.FRIEND ? rule.scope : Scopes.ALL,
    needAt: rule.needAt === 1,
    replys: (rule.replys ?? []).map((reply) =>
      reply.type === TEXT ? newReplyEntry(reply.content ?? '') : { ...newReplyEntry(), kept: reply },
    ),
  };
}

/** The rule to store; the fields this form does not show (and the kept replies) stay as they were. */
export function replyRuleToItem(values: ReplyRuleValues, original?: ReplyRule): ReplyRule {
  return {
    ...original,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    scope: values.scope,
    needAt: values.needAt ? 1 : 0,
    replys: values.replys.map((entry) => entry.kept ?? { type: TEXT, content: entry.content }),
  };
}

/** What the schema cannot know: a keyword needed and not used by another rule, a reply needed and not empty. */
export function validateReplyRule(
  values: ReplyRuleValues,
  others: readonly KeywordRule[],
  texts: ReplyRuleTexts,
): FieldErrors<ReplyRuleField> {
  const errors: FieldErrors<ReplyRuleField> = {};
  const used = keywordsUsedElsewhere(values.keywords, others);
  if (values.keywords.length === 0) errors.keywords = texts.keywordsRequired;
  else if (used.length > 0) errors.keywords = format(texts.keywordUsed, { word: used.join('、') });
  if (values.replys.length === 0) errors.replys = texts.repliesRequired;
  else if (values.replys.some((entry) => !entry.kept && entry.content.trim() === '')) errors.replys = texts.replyEmpty;
  return errors;
}

/** One reply in a line: a text's start, or the kind of a material. */
export function replyText(reply: MessageItem, texts: Pick<ReplyRuleTexts, 'replyKinds'>): string {
  if (reply.type === TEXT) return (reply.content ?? '').replace(/\s+/g, ' ').trim();
  const kind = texts.replyKinds[String(reply.type)] ?? texts.replyKinds['0'] ?? '';
  return reply.title ? `[${kind}] ${reply.title}` : `[${kind}]`;
}

/** The replies at a glance: the first one, and how many more follow. */
export function summarizeReplies(replys: readonly MessageItem[] | undefined, texts: ReplyRuleTexts): string {
  const list = replys ?? [];
  const first = list[0];
  if (!first) return '';
  const head = replyText(first, texts);
  return list.length > 1 ? `${head} ${format(texts.moreReplies, { count: list.length - 1 })}` : head;
}

/** Search: a keyword or a text reply containing the word. */
export function matchesReplyRule(rule: ReplyRule, word: string): boolean {
  const lower = word.toLowerCase();
  return (
    keywordsMatch(rule, word) ||
    (rule.replys ?? []).some((reply) => reply.type === TEXT && (reply.content ?? '').toLowerCase().includes(lower))
  );
}
