import { SyncMode } from '@weassit/contract';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import { manyOf, type RoomSyncRule, SyncForward, syncForwardOf, syncModeOf } from '../room-sync-rule';
import type { RoomSyncFormMessages } from './messages';

/* The 多群消息同步 dialog's values, mappers and checks: loaded with the dialog, not with the list. */

export interface RoomSyncValues {
  model: SyncMode;
  /** Model 1: the source group; model 2: the group everything goes to; model 3: unused. */
  one: string;
  many: string[];
  forward: SyncForward;
}
export type RoomSyncField = keyof RoomSyncValues;

export type RoomSyncTexts = Pick<
  RoomSyncFormMessages,
  | 'oneSource'
  | 'oneTarget'
  | 'oneSourceRequired'
  | 'oneTargetRequired'
  | 'manyTargetsRequired'
  | 'manySourcesRequired'
  | 'manyPeersRequired'
  | 'sameGroup'
>;

export const emptyRoomSync = (): RoomSyncValues => ({
  model: SyncMode.ONE_TO_MANY,
  one: '',
  many: [],
  forward: SyncForward.TEXT,
});

export function roomSyncToForm(rule: RoomSyncRule): RoomSyncValues {
  return {
    model: syncModeOf(rule.model),
    one: typeof rule.one === 'string' ? rule.one : '',
    many: manyOf(rule),
    forward: syncForwardOf(rule.forward),
  };
}

const cleanNames = (names: readonly string[]) => [...new Set(names.map((name) => name.trim()).filter(Boolean))];

/** The rule to store: trimmed topics, no `one` for model 3 (the robot does not read it); other fields kept. */
export function roomSyncToItem(values: RoomSyncValues, original?: RoomSyncRule): RoomSyncRule {
  const { one: _unused, ...kept } = original ?? {};
  const rule: RoomSyncRule = { ...kept, model: values.model, many: cleanNames(values.many), forward: values.forward };
  if (values.model !== SyncMode.MANY_TO_MANY) rule.one = values.one.trim();
  return rule;
}

/**
 * What each mode needs: a `one` for models 1 and 2, one group or more on the other side (two or more for model 3),
 * and `one` not also among `many` (it would get its own messages back).
 */
export function validateRoomSync(values: RoomSyncValues, texts: RoomSyncTexts): FieldErrors<RoomSyncField> {
  const errors: FieldErrors<RoomSyncField> = {};
  const one = values.one.trim();
  const many = cleanNames(values.many);
  if (values.model === SyncMode.MANY_TO_MANY) {
    if (many.length < 2) errors.many = texts.manyPeersRequired;
    return errors;
  }
  const isOneToMany = values.model === SyncMode.ONE_TO_MANY;
  if (one === '') errors.one = isOneToMany ? texts.oneSourceRequired : texts.oneTargetRequired;
  if (many.length === 0) errors.many = isOneToMany ? texts.manyTargetsRequired : texts.manySourcesRequired;
  else if (one !== '' && many.includes(one)) {
    errors.many = format(texts.sameGroup, { name: one, role: isOneToMany ? texts.oneSource : texts.oneTarget });
  }
  return errors;
}
