import {
  BUILT_IN_EVENTS,
  DEFAULT_EVENT_KEYWORDS,
  MatchType as Match,
  type MatchType,
  type Scope,
  Scope as Scopes,
} from '@weassit/contract';
import { type KeywordRule, keywordsMatch, keywordsOf, keywordsUsedElsewhere } from '../../kit/config-list/keyword-rule';
import type { FieldErrors } from '../../kit/form/use-form-state';
import { format } from '../../lib/i18n/format';

/** A 技能中心 rule as stored (`eventKeywords`): keywords, match, scope and the event the robot runs. */
export interface SkillRule extends KeywordRule {
  event?: string;
}

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
  customEvent: string;
}

export const builtInEvent = (event: string | undefined) => BUILT_IN_EVENTS.find((known) => known.event === event);

/** Events only a private chat may trigger (syncing friends, reloading the config). */
export const isPrivateOnly = (event: string | undefined): boolean => builtInEvent(event)?.privateOnly === true;

/** The robot's content skills call 天行数据 with `txApiKey` (ROBOT-PROTOCOL §4.3); its system events do not. */
export const needsTianxingKey = (event: string | undefined): boolean => builtInEvent(event)?.privateOnly === false;

/** The event's Chinese name; an event the console does not know (event-…, outapi-…) by its id. */
export const eventLabel = (event: string | undefined, texts: Pick<SkillRuleTexts, 'customEvent'>): string =>
  builtInEvent(event)?.label ?? format(texts.customEvent, { event: event ?? '' });

export const emptySkillRule = (): SkillRuleValues => ({
  keywords: [],
  reg: Match.FUZZY,
  scope: Scopes.ALL,
  event: '',
});

/** A rule stored without a scope runs everywhere, except the private-only events, which only run in private. */
export const skillScope = (rule: SkillRule): Scope =>
  rule.scope === Scopes.ALL || rule.scope === Scopes.ROOM || rule.scope === Scopes.FRIEND
    ? rule.scope
    : isPrivateOnly(rule.event)
      ? Scopes.FRIEND
      : Scopes.ALL;

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

export function validateSkillRule(
  values: SkillRuleValues,
  others: readonly KeywordRule[],
  texts: SkillRuleTexts,
): FieldErrors<SkillRuleField> {
  const errors: FieldErrors<SkillRuleField> = {};
  const used = keywordsUsedElsewhere(values.keywords, others);
  if (values.keywords.length === 0) errors.keywords = texts.keywordsRequired;
  else if (used.length > 0) errors.keywords = format(texts.keywordUsed, { word: used.join('、') });
  if (values.event === '') errors.event = texts.eventRequired;
  if (isPrivateOnly(values.event) && values.scope !== Scopes.FRIEND) errors.scope = texts.privateOnly;
  return errors;
}

/** The default skills (更新, 同步) the list no longer has: same event and keyword. */
export function missingDefaultSkills(rules: readonly SkillRule[]): SkillRule[] {
  return DEFAULT_EVENT_KEYWORDS.filter(
    (skill) =>
      !rules.some((rule) => rule.event === skill.event && keywordsOf(rule).includes(keywordsOf(skill)[0] ?? '')),
  ).map((skill) => ({ ...skill, keywords: [...keywordsOf(skill)] }));
}

/** Search: a keyword, the event's id or its name containing the word. */
export function matchesSkillRule(rule: SkillRule, word: string, texts: Pick<SkillRuleTexts, 'customEvent'>): boolean {
  const lower = word.toLowerCase();
  return (
    keywordsMatch(rule, word) ||
    (rule.event ?? '').toLowerCase().includes(lower) ||
    eventLabel(rule.event, texts).toLowerCase().includes(lower)
  );
}
