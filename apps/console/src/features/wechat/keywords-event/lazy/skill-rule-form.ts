import { MatchType as Match, type MatchType, type Scope, Scope as Scopes } from '@weassit/contract';
import { type KeywordRule, keywordErrors, keywordsOf } from '../../../../kit/config-list/keyword-rule';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import { isPrivateOnly, type SkillRule, skillScope } from '../skill-rule';

/* A 技能中心 rule in its dialog: the form's values, the mappers and the checks (loaded with the dialog). */

export interface SkillRuleValues {
  keywords: string[];
  reg: MatchType;
  scope: Scope;
  event: string;
}
export type SkillRuleField = 'keywords' | 'reg' | 'scope' | 'event';

export interface SkillRuleTexts {
  keywordsRequired: string;
  keywordUsed: string;
  eventRequired: string;
  privateOnly: string;
}

export const emptySkillRule = (): SkillRuleValues => ({
  keywords: [],
  reg: Match.FUZZY,
  scope: Scopes.ALL,
  event: '',
});

export function skillRuleToForm(rule: SkillRule): SkillRuleValues {
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    scope: skillScope(rule),
    event: rule.event ?? '',
  };
}

/** The rule to store; the fields this form does not show (needAt, otherInfo …) stay as they were. */
export function skillRuleToItem(values: SkillRuleValues, original?: SkillRule): SkillRule {
  return {
    ...original,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    scope: values.scope,
    event: values.event,
  };
}

/** What the schema cannot know: a keyword no other skill has, an event, 仅私聊 for a private-only event. */
export function validateSkillRule(
  values: SkillRuleValues,
  others: readonly KeywordRule[],
  texts: SkillRuleTexts,
): FieldErrors<SkillRuleField> {
  const errors: FieldErrors<SkillRuleField> = {};
  const keywords = keywordErrors(values.keywords, others, texts);
  if (keywords) errors.keywords = keywords;
  if (values.event === '') errors.event = texts.eventRequired;
  if (isPrivateOnly(values.event) && values.scope !== Scopes.FRIEND) errors.scope = texts.privateOnly;
  return errors;
}
