import { MatchType as Match, type MatchType, type Scope, Scope as Scopes } from '@weassit/contract';
import { type KeywordRule, keywordErrors, keywordsOf } from '../../../../kit/config-list/keyword-rule';
import {
  fromMessageEntries,
  type MessageEntry,
  type MessageItemsTexts,
  messageEntriesError,
  newMessageEntry,
  toMessageEntries,
} from '../../../../kit/config-list/message-items';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import type { ReplyRule } from '../reply-rule';

/* A 简单问答 rule in its dialog: the form's values, the mappers and the checks (loaded with the dialog). */

export interface ReplyRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
  needAt: boolean;
  /** Texts typed in the form and materials of the library (by id), in the order the robot sends them. */
  replys: MessageEntry[];
}
export type ReplyRuleField = 'keywords' | 'reg' | 'scope' | 'needAt' | 'replys';

export interface ReplyRuleTexts {
  keywordsRequired: string;
  keywordUsed: string;
  repliesRequired: string;
  replyEmpty: string;
}

export const emptyReplyRule = (): ReplyRuleValues => ({
  keywords: [],
  reg: Match.FUZZY,
  scope: Scopes.ALL,
  needAt: false,
  replys: [newMessageEntry()],
});

export function replyRuleToForm(rule: ReplyRule): ReplyRuleValues {
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    scope: rule.scope === Scopes.ROOM || rule.scope === Scopes.FRIEND ? rule.scope : Scopes.ALL,
    needAt: rule.needAt === 1,
    replys: toMessageEntries(rule.replys),
  };
}

/** The rule to store; the fields this form does not show stay as they were. */
export function replyRuleToItem(values: ReplyRuleValues, original?: ReplyRule): ReplyRule {
  return {
    ...original,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    scope: values.scope,
    needAt: values.needAt ? 1 : 0,
    replys: fromMessageEntries(values.replys),
  };
}

/** What the schema cannot know: a keyword needed and not used by another rule, a reply needed and no empty text. */
export function validateReplyRule(
  values: ReplyRuleValues,
  others: readonly KeywordRule[],
  texts: ReplyRuleTexts,
): FieldErrors<ReplyRuleField> {
  const errors: FieldErrors<ReplyRuleField> = {};
  const keywords = keywordErrors(values.keywords, others, texts);
  if (keywords) errors.keywords = keywords;
  const messages: MessageItemsTexts = { itemsRequired: texts.repliesRequired, textEmpty: texts.replyEmpty };
  const replys = messageEntriesError(values.replys, messages, true);
  if (replys) errors.replys = replys;
  return errors;
}
