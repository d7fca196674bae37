import { BUILT_IN_EVENTS, DEFAULT_EVENT_KEYWORDS, type Scope, Scope as Scopes } from '@weassit/contract';
import { type KeywordRule, keywordsMatch, keywordsOf } from '../../../kit/config-list/keyword-rule';
import { format } from '../../../lib/i18n/format';

/** A 技能中心 rule as stored (`eventKeywords`): keywords, match, scope and the event the robot runs. */
export interface SkillRule extends KeywordRule {
  event?: string;
}

export const builtInEvent = (event: string | undefined) => BUILT_IN_EVENTS.find((known) => known.event === event);

/** Events only a private chat may trigger (syncing friends, reloading the config). */
export const isPrivateOnly = (event: string | undefined): boolean => builtInEvent(event)?.privateOnly === true;

/** The robot's content skills call 天行数据 with `txApiKey` (ROBOT-PROTOCOL §4.3); its system events do not. */
export const needsTianxingKey = (event: string | undefined): boolean => builtInEvent(event)?.privateOnly === false;

/** The event's Chinese name; an event the console does not know (event-…, outapi-…) by its id. */
export const eventLabel = (event: string | undefined, texts: { customEvent: string }): string =>
  builtInEvent(event)?.label ?? format(texts.customEvent, { event: event ?? '' });

/** A rule stored without a scope runs everywhere, except the private-only events, which only run in private. */
export const skillScope = (rule: SkillRule): Scope =>
  rule.scope === Scopes.ALL || rule.scope === Scopes.ROOM || rule.scope === Scopes.FRIEND
    ? rule.scope
    : isPrivateOnly(rule.event)
      ? Scopes.FRIEND
      : Scopes.ALL;

/** The default skills (更新, 同步) the list no longer has: same event and keyword. */
export function missingDefaultSkills(rules: readonly SkillRule[]): SkillRule[] {
  return DEFAULT_EVENT_KEYWORDS.filter(
    (skill) =>
      !rules.some((rule) => rule.event === skill.event && keywordsOf(rule).includes(keywordsOf(skill)[0] ?? '')),
  ).map((skill) => ({ ...skill, keywords: [...keywordsOf(skill)] }));
}

/** Search: a keyword, the event's id or its name containing the word. */
export function matchesSkillRule(rule: SkillRule, word: string, texts: { customEvent: string }): boolean {
  const lower = word.toLowerCase();
  return (
    keywordsMatch(rule, word) ||
    (rule.event ?? '').toLowerCase().includes(lower) ||
    eventLabel(rule.event, texts).toLowerCase().includes(lower)
  );
}
