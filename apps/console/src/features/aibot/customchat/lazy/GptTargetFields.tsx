import { type GptTarget, TargetKind } from '@weassit/contract';
import { Switch, TagInput, type TargetOption, TextField } from '@weassit/ui';
import { TargetsOrAllFields } from '../../../../components/RobotTargetsField/TargetsOrAllFields';
import type { FormState } from '../../../../kit/form/use-form-state';
import { type GptConfigField, type GptConfigFormValues, switchKind } from './gpt-config-form';
import { useGptConfigDialogMessages } from './messages';

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
  const picked = values.isAll ? 'excludes' : 'targets';
  return (
    <>
      <TextField {...form.textField('name')} label={t.name} description={t.nameHint} maxLength={64} />
      <TargetsOrAllFields
        texts={t}
        kind={values.type}
        onKindChange={(type) => patch(switchKind(type))}
        isAll={values.isAll}
        onAllChange={(isAll) => set('isAll', isAll)}
        value={values[picked]}
        onChange={(targets) => {
          set(picked, targets);
          form.touch(picked);
        }}
        errorMessage={errorOf(picked)}
        loadTargets={loadTargets}
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
