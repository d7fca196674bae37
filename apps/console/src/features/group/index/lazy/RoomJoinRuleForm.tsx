import { MatchType } from '@weassit/contract';
import { Alert, NameAutocomplete } from '@weassit/ui';
import { useState } from 'react';
import type { ConfigItemForm } from '../../../../kit/config-list/item-form';
import { KeywordConflictNotice } from '../../../../kit/config-list/KeywordConflictNotice';
import { KeywordMatchFields } from '../../../../kit/config-list/KeywordMatchFields';
import { MessageItemsField } from '../../../../kit/config-list/MessageItemsField';
import type { FormState } from '../../../../kit/form/use-form-state';
import { format } from '../../../../lib/i18n/format';
import { searchRobotNames } from '../../../../lib/search-robot-names';
import { useRoomJoinMessages } from '../messages';
import { isRoomMissing, type RoomJoinRule } from '../room-join-rule';
import { useRoomJoinFormMessages } from './messages';
import {
  emptyRoomJoinRule,
  type RoomJoinRuleField,
  type RoomJoinRuleTexts,
  type RoomJoinRuleValues,
  roomJoinRuleToForm,
  roomJoinRuleToItem,
  validateRoomJoinRule,
} from './room-join-rule-form';

/** The plugin sends only texts and files as welcomes. */
const WELCOME_MATERIAL_TYPES = [1, 2] as const;

export interface RoomJoinRuleFormProps {
  form: FormState<RoomJoinRuleValues, RoomJoinRuleField>;
  /** The robot's group names, when known: a group not among them is flagged. */
  topics: ReadonlySet<string> | undefined;
}

/** The fields of one 关键词进群 rule: keywords, match, the group, the replies and the welcomes. */
export function RoomJoinRuleForm({ form, topics }: RoomJoinRuleFormProps) {
  const t = useRoomJoinFormMessages();
  const { roomMissing: roomMissingText } = useRoomJoinMessages();
  const { values, set, touch, errorOf } = form;
  // While the name is being typed it is a partial name: flag it once the field is left.
  const [isTypingRoom, setTypingRoom] = useState(false);
  const roomMissing = !isTypingRoom && isRoomMissing(values.roomName, topics);

  return (
    <>
      <KeywordMatchFields
        form={form}
        texts={t}
        keywordsNotice={
          // The plugin matches join keywords by “contains” whatever the match type: compare them that way.
          <KeywordConflictNotice rule={{ keywords: values.keywords, reg: MatchType.FUZZY }} list="roomJoinKeywords" />
        }
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the field's focus as it bubbles; takes no input itself */}
      <div onFocus={() => setTypingRoom(true)} onBlur={() => setTypingRoom(false)}>
        <NameAutocomplete
          name="roomName"
          label={t.roomName}
          description={t.roomNameHint}
          search={searchRobotNames}
          searchType="room"
          value={values.roomName}
          onChange={(name) => {
            set('roomName', name);
            touch('roomName');
          }}
          allowsCustomValue
          isRequired
          isInvalid={errorOf('roomName') !== undefined}
          errorMessage={errorOf('roomName')}
          emptyText={t.roomSearchEmpty}
          loadingLabel={t.roomSearching}
          searchErrorMessage={t.roomSearchFailed}
        />
      </div>
      {roomMissing && (
        <Alert variant="warning" role="status">
          {format(roomMissingText, { name: values.roomName.trim() })}
        </Alert>
      )}
      <MessageItemsField
        label={t.replys}
        description={t.replysHint}
        value={values.replys}
        onChange={(replys) => set('replys', replys)}
        onBlur={() => touch('replys')}
        errorMessage={errorOf('replys')}
        isRequired
      />
      <MessageItemsField
        label={t.welcomes}
        description={t.welcomesHint}
        value={values.welcomes}
        onChange={(welcomes) => set('welcomes', welcomes)}
        onBlur={() => touch('welcomes')}
        errorMessage={errorOf('welcomes')}
        materialTypes={[...WELCOME_MATERIAL_TYPES]}
        copyMaterials
      />
    </>
  );
}

/** The dialog loads the fields (tag input, autocomplete, message lists) on demand. */
export default RoomJoinRuleForm;

/** The 关键词进群 dialog's form: this module loads with the dialog, so none of it is in the list's first visit. */
export function roomJoinItemForm(
  texts: RoomJoinRuleTexts,
  topics: ReadonlySet<string> | undefined,
): ConfigItemForm<RoomJoinRule, RoomJoinRuleValues, RoomJoinRuleField> {
  return {
    empty: emptyRoomJoinRule,
    toForm: roomJoinRuleToForm,
    toItem: roomJoinRuleToItem,
    validate: (values, others) => validateRoomJoinRule(values, others, texts),
    render: (state) => <RoomJoinRuleForm form={state} topics={topics} />,
    size: 'lg',
  };
}
