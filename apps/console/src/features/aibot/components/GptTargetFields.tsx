import { type GptTarget, TargetKind } from '@weassit/contract';
import { Radio, RadioGroup, Switch, TagInput, type TargetOption, TextField } from '@weassit/ui';
import { RobotTargetsField } from '../../../components/RobotTargetsField/RobotTargetsField';
import type { FormState } from '../../../kit/form/use-form-state';
import { format } from '../../../lib/i18n/format';
import { useGptConfigDialogMessages } from '../gpt-config-dialog-messages';
import { type GptConfigField, type GptConfigFormValues, switchKind } from '../gpt-config-form';

export interface GptTargetFieldsProps {
  form: FormState<GptConfigFormValues, GptConfigField>;
  /** The robot's groups or friends, for the target picker (loaded once per kind). */
  loadTargets: (kind: TargetKind) => Promise<TargetOption[]>;
}

/** 对象: the name, 群组/好友, the picked targets (or all of them but the excluded), 仅匹配 ID, 限定群成员. */
export function GptTargetFields({ form, loadTargets }: GptTargetFieldsProps) {
  const t = useGptConfigDialogMessages();
  const { values, set, patch, errorOf } = form;
  const isRoom = values.type === TargetKind.ROOM;
  const kindName = isRoom ? t.room : t.contact;
  const picked = values.isAll ? 'excludes' : 'targets';
  return (
    <>
      <TextField {...form.textField('name')} label={t.name} description={t.nameHint} maxLength={64} />
      <RadioGroup
        label={t.type}
        orientation="horizontal"
        value={values.type}
        onChange={(type) => patch(switchKind(type as TargetKind))}
      >
        <Radio value={TargetKind.ROOM}>{t.room}</Radio>
        <Radio value={TargetKind.CONTACT}>{t.contact}</Radio>
      </RadioGroup>
      <Switch
        isSelected={values.isAll}
        onChange={(isAll) => set('isAll', isAll)}
        description={format(t.allHint, { kind: kindName })}
      >
        {isRoom ? t.allRooms : t.allFriends}
      </Switch>
      <RobotTargetsField
        kind={values.type}
        loadTargets={loadTargets}
        pickerKey={`${values.type}-${picked}`}
        label={values.isAll ? t.excludes : t.targets}
        value={values[picked]}
        onChange={(targets: GptTarget[]) => {
          set(picked, targets);
          form.touch(picked);
        }}
        errorMessage={errorOf(picked)}
      />
      <Switch isSelected={values.onlyId} onChange={(onlyId) => set('onlyId', onlyId)} description={t.onlyIdHint}>
        {t.onlyId}
      </Switch>
      {isRoom && (
        <TagInput<GptTarget>
          label={t.allowRoomMembers}
          description={t.allowRoomMembersHint}
          valueType="object"
          value={values.allowRoomMembers}
          onChange={(members) => set('allowRoomMembers', members)}
          maxLength={256}
          maxTags={500}
          isInvalid={errorOf('allowRoomMembers') !== undefined}
          errorMessage={errorOf('allowRoomMembers')}
        />
      )}
    </>
  );
}
