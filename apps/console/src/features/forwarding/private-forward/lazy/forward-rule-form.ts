import { MatchType as Match, type MatchType, TargetKind } from '@weassit/contract';
import { keywordsOf } from '../../../../kit/config-list/keyword-rule';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import {
  type ForwardTarget,
  type KeywordForwardRule,
  names,
  type PrivateForwardMode,
  type PrivateForwardRule,
  privateForwardMode,
} from '../forward-rule';

const kindOf = (value: unknown): TargetKind => (value === TargetKind.CONTACT ? TargetKind.CONTACT : TargetKind.ROOM);

/** The stored targets with a name or an id, each as `{id, name}` (an extra field of the entry is kept). */
const targetsOf = (value: unknown): ForwardTarget[] =>
  (Array.isArray(value) ? value : []).filter(
    (target): target is ForwardTarget =>
      typeof target === 'object' &&
      target !== null &&
      Boolean((target as ForwardTarget).name || (target as ForwardTarget).id),
  );

export interface KeywordForwardValues {
  keywords: string[];
  reg: MatchType;
  type: TargetKind;
  targets: ForwardTarget[];
  forwardType: TargetKind;
  forwardTargets: ForwardTarget[];
}
export type KeywordForwardField = keyof KeywordForwardValues;

export interface KeywordForwardTexts {
  keywordsRequired: string;
  roomRequired: string;
  contactRequired: string;
  forwardRoomRequired: string;
  forwardContactRequired: string;
}

export const emptyKeywordForward = (): KeywordForwardValues => ({
  keywords: [],
  reg: Match.FUZZY,
  type: TargetKind.ROOM,
  targets: [],
  forwardType: TargetKind.CONTACT,
  forwardTargets: [],
});

export function keywordForwardToForm(rule: KeywordForwardRule): KeywordForwardValues {
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    type: kindOf(rule.type),
    targets: targetsOf(rule.targets),
    forwardType: kindOf(rule.forwardType),
    forwardTargets: targetsOf(rule.forwardTargets),
  };
}

/** The rule to store: fields the form does not show are kept from `original`. */
export function keywordForwardToItem(values: KeywordForwardValues, original?: KeywordForwardRule): KeywordForwardRule {
  return {
    ...original,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    type: values.type,
    targets: values.targets,
    forwardType: values.forwardType,
    forwardTargets: values.forwardTargets,
  };
}

/** Keywords, whom to listen to and where to forward are all needed (spec §5 "Forward rules"). */
export function validateKeywordForward(
  values: KeywordForwardValues,
  texts: KeywordForwardTexts,
): FieldErrors<KeywordForwardField> {
  const errors: FieldErrors<KeywordForwardField> = {};
  if (values.keywords.every((word) => word.trim() === '')) errors.keywords = texts.keywordsRequired;
  if (values.targets.length === 0) {
    errors.targets = values.type === TargetKind.ROOM ? texts.roomRequired : texts.contactRequired;
  }
  if (values.forwardTargets.length === 0) {
    errors.forwardTargets =
      values.forwardType === TargetKind.ROOM ? texts.forwardRoomRequired : texts.forwardContactRequired;
  }
  return errors;
}

export interface PrivateForwardValues {
  name: string;
  type: PrivateForwardMode;
  rooms: string[];
  contacts: string[];
}
export type PrivateForwardField = keyof PrivateForwardValues;

export interface PrivateForwardTexts {
  nameRequired: string;
  destinationRequired: string;
}

export const emptyPrivateForward = (): PrivateForwardValues => ({ name: '', type: 1, rooms: [], contacts: [] });

export function privateForwardToForm(rule: PrivateForwardRule): PrivateForwardValues {
  return {
    name: typeof rule.name === 'string' ? rule.name : '',
    type: privateForwardMode(rule.type),
    rooms: names(rule.rooms),
    contacts: names(rule.contacts),
  };
}

const trimmed = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

export function privateForwardToItem(values: PrivateForwardValues, original?: PrivateForwardRule): PrivateForwardRule {
  return {
    ...original,
    name: values.name.trim(),
    type: values.type,
    rooms: trimmed(values.rooms),
    contacts: trimmed(values.contacts),
  };
}

/** The user is needed (spec §5), and somewhere to forward to: a rule without either does nothing. */
export function validatePrivateForward(
  values: PrivateForwardValues,
  texts: PrivateForwardTexts,
): FieldErrors<PrivateForwardField> {
  const errors: FieldErrors<PrivateForwardField> = {};
  if (values.name.trim() === '') errors.name = texts.nameRequired;
  if (trimmed(values.rooms).length === 0 && trimmed(values.contacts).length === 0) {
    errors.rooms = texts.destinationRequired;
  }
  return errors;
}
