import { MATCH_TYPE_OPTIONS, MatchType, SCOPE_OPTIONS, Scope } from '@weassit/contract';
import { format } from '../../lib/i18n/format';

/** The fields every keyword rule shares (ROBOT-PROTOCOL §4.3): keywords, match type, scope, needAt. */
export interface KeywordRule extends Record<string, unknown> {
  keywords?: string[];
  reg?: number;
  scope?: string;
  needAt?: number;
}

export const matchLabel = (reg: unknown): string =>
  MATCH_TYPE_OPTIONS.find((option) => option.value === reg)?.label ??
  (MATCH_TYPE_OPTIONS.find((option) => option.value === MatchType.FUZZY)?.label as string);

export const scopeLabel = (scope: unknown): string =>
  SCOPE_OPTIONS.find((option) => option.value === scope)?.label ??
  (SCOPE_OPTIONS.find((option) => option.value === Scope.ALL)?.label as string);

export const keywordsOf = (rule: KeywordRule): string[] => (Array.isArray(rule.keywords) ? rule.keywords : []);

/** A rule's name in labels and questions: its keywords. */
export const describeRule = (rule: KeywordRule): string => keywordsOf(rule).join('、');

/**
 * The keywords of `keywords` that another rule of the list already has: the robot answers with the first rule
 * that matches, so a second rule with the same keyword would never run. Compared trimmed and case-blind.
 */
export function keywordsUsedElsewhere(keywords: readonly string[], others: readonly KeywordRule[]): string[] {
  const norm = (word: string) => word.trim().toLowerCase();
  const used = new Set(others.flatMap((rule) => keywordsOf(rule).map(norm)));
  return keywords.filter((word) => used.has(norm(word)));
}

/** Whether the word is in one of the rule's keywords. */
export const keywordsMatch = (rule: KeywordRule, word: string): boolean => {
  const lower = word.toLowerCase();
  return keywordsOf(rule).some((keyword) => keyword.toLowerCase().includes(lower));
};

/** The words of `keywordErrors`; `keywordUsed` names the words in `{word}`. */
export interface KeywordErrorTexts {
  keywordsRequired: string;
  keywordUsed: string;
}

/**
 * Why a rule's keywords cannot be saved: none at all, or some another rule of the same list already has (the
 * robot would never reach this rule with them). Undefined when they can.
 */
export function keywordErrors(
  keywords: readonly string[],
  others: readonly KeywordRule[],
  texts: KeywordErrorTexts,
): string | undefined {
  if (keywords.every((word) => word.trim() === '')) return texts.keywordsRequired;
  const used = keywordsUsedElsewhere(keywords, others);
  return used.length > 0 ? format(texts.keywordUsed, { word: used.join('、') }) : undefined;
}
