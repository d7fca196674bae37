import { SYNC_MODE_OPTIONS, SyncMode } from '@weassit/contract';
import { Alert, NameAutocomplete, NameTagPicker, Radio, RadioGroup } from '@weassit/ui';
import { useState } from 'react';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import type { FormState } from '../../../../kit/form/use-form-state';
import type { Locale } from '../../../../lib/i18n/catalogues';
import { format } from '../../../../lib/i18n/format';
import { searchRobotNames } from '../../../../lib/search-robot-names';
import { missingTopics, type RoomSyncRule, SYNC_FORWARD_OPTIONS, syncForwardOf, syncModeOf } from '../room-sync-rule';
import { roomSyncFormMessages, useRoomSyncFormMessages } from './messages';
import {
  emptyRoomSync,
  type RoomSyncField,
  type RoomSyncValues,
  roomSyncToForm,
  roomSyncToItem,
  validateRoomSync,
} from './room-sync-rule-form';

export interface RoomSyncRuleFormProps {
  form: FormState<RoomSyncValues, RoomSyncField>;
  /** The robot's group topics, when known: a chosen group not among them is flagged. */
  topics: ReadonlySet<string> | undefined;
}

/** Most groups in one rule (the contract's bound). */
const MANY_MAX = 500;

/**
 * The fields of one 多群消息同步 rule: the mode, the groups of each side as the mode names them (picked from the
 * robot's groups by topic, or typed), and what is copied. A chosen topic the robot's list does not have is flagged.
 */
export function RoomSyncRuleForm({ form, topics }: RoomSyncRuleFormProps) {
  const t = useRoomSyncFormMessages();
  const { values, set, touch, errorOf } = form;
  // A name being typed is a partial name: flag it once the field is left.
  const [isTypingOne, setTypingOne] = useState(false);
  const hasOne = values.model !== SyncMode.MANY_TO_MANY;
  const isOneToMany = values.model === SyncMode.ONE_TO_MANY;
  const manyLabel = isOneToMany ? t.manyTargets : values.model === SyncMode.MANY_TO_ONE ? t.manySources : t.manyPeers;
  const missing = missingTopics([...(hasOne && !isTypingOne ? [values.one] : []), ...values.many], topics);

  return (
    <>
      <RadioGroup
        label={t.model}
        description={t.modelHints[values.model]}
        orientation="horizontal"
        value={String(values.model)}
        onChange={(value) => set('model', syncModeOf(Number(value)))}
      >
        {SYNC_MODE_OPTIONS.map((option) => (
          <Radio key={option.value} value={String(option.value)}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {hasOne && (
        // biome-ignore lint/a11y/noStaticElementInteractions: listens to the field's focus as it bubbles; takes no input itself
        <div onFocus={() => setTypingOne(true)} onBlur={() => setTypingOne(false)}>
          <NameAutocomplete
            name="one"
            label={isOneToMany ? t.oneSource : t.oneTarget}
            description={t.oneHint}
            search={searchRobotNames}
            searchType="room"
            value={values.one}
            onChange={(name) => {
              set('one', name);
              touch('one');
            }}
            allowsCustomValue
            isRequired
            isInvalid={errorOf('one') !== undefined}
            errorMessage={errorOf('one')}
            emptyText={t.searchEmpty}
            loadingLabel={t.searching}
            searchErrorMessage={t.searchFailed}
          />
        </div>
      )}
      <NameTagPicker
        name="many"
        label={manyLabel}
        description={t.manyHint}
        search={searchRobotNames}
        searchType="room"
        allowsCustomValue
        value={values.many}
        onChange={(many) => {
          set('many', many);
          touch('many');
        }}
        maxTags={MANY_MAX}
        isRequired
        validationBehavior="aria"
        isInvalid={errorOf('many') !== undefined}
        errorMessage={errorOf('many')}
        emptyText={t.searchEmpty}
        loadingLabel={t.searching}
        searchErrorMessage={t.searchFailed}
      />
      {missing.length > 0 && (
        <Alert variant="warning" role="status">
          {format(t.topicsMissing, { names: missing.map((name) => `“${name}”`).join(t.separator) })}
        </Alert>
      )}
      <RadioGroup
        label={t.forward}
        description={t.forwardHints[values.forward]}
        orientation="horizontal"
        value={String(values.forward)}
        onChange={(value) => set('forward', syncForwardOf(Number(value)))}
      >
        {SYNC_FORWARD_OPTIONS.map((option) => (
          <Radio key={option.value} value={String(option.value)}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}

/** The dialog loads the fields (autocomplete, tag picker) on demand. */
export default RoomSyncRuleForm;

/** The 多群消息同步 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function roomSyncItemForm(
  locale: Locale,
  topics: ReadonlySet<string> | undefined,
): ConfigItemForm<RoomSyncRule, RoomSyncValues, RoomSyncField> {
  const texts = roomSyncFormMessages(locale);
  return {
    empty: emptyRoomSync,
    toForm: roomSyncToForm,
    toItem: roomSyncToItem,
    validate: (values) => validateRoomSync(values, texts),
    render: (state) => <RoomSyncRuleForm form={state} topics={topics} />,
    size: 'lg',
  };
}
