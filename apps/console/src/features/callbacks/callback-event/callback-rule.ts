import { type KeywordRule, keywordsMatch } from '../../../kit/config-list/keyword-rule';
import { format } from '../../../lib/i18n/format';

/*
 * A 回调事件 rule as the list shows it (`callBackEvents`, ROBOT-PROTOCOL §4.3). Plain functions only: the dialog's
 * values, mappers and checks are in callback-rule-form.ts, which loads with the dialog.
 */

/** Type 1 calls a built-in platform event (`postUrl`), type 100 the user's own address (`customUrl`). */
export const CallbackType = { BUILT_IN: 1, CUSTOM: 100 } as const;
export type CallbackType = (typeof CallbackType)[keyof typeof CallbackType];

/** A custom parameter as stored: the robot reads `key`; `name` is how older configs may have it. */
export interface CallbackParameter extends Record<string, unknown> {
  key?: string;
  name?: string;
  value?: string;
}

export interface CallbackRule extends KeywordRule {
  type?: number;
  postUrl?: string;
  customUrl?: string;
  timeout?: number;
  moreData?: CallbackParameter[];
}

/** What the rule calls: the address of a custom rule, the event of a built-in one. */
export const callbackTarget = (rule: CallbackRule): string =>
  (rule.type === CallbackType.BUILT_IN ? rule.postUrl : rule.customUrl) ?? '';

/** The rule's target as the table shows it. */
export function describeTarget(
  rule: CallbackRule,
  texts: { builtIn: string; noTarget: string },
  eventLabel: (event: string) => string = (event) => event,
): string {
  const target = callbackTarget(rule);
  if (target === '') return texts.noTarget;
  return rule.type === CallbackType.BUILT_IN ? format(texts.builtIn, { event: eventLabel(target) }) : target;
}

/** Search: a keyword, or the address or event containing the word. */
export const matchesCallbackRule = (rule: CallbackRule, word: string): boolean =>
  keywordsMatch(rule, word) || callbackTarget(rule).toLowerCase().includes(word.toLowerCase());
