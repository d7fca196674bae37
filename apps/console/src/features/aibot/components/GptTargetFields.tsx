import { type GptTarget, TargetKind } from '@weassit/contract';
import { Radio, RadioGroup, Skeleton, Switch, TagInput, type TargetOption, TextField } from '@weassit/ui';
import { Suspense } from 'react';
import type { FormState } from '../../../kit/form/use-form-state';
import { format } from '../../../lib/i18n/format';
import { lazyComponent } from '../../../lib/lazy-page';
import { useGptConfigDialogMessages } from '../gpt-config-dialog-messages';
import { type GptConfigField, type GptConfigFormValues, switchKind } from '../gpt-config-form';

/** The picker (a virtualised list) loads beside the dialog, not before it. */
const StoredTargetPicker = lazyComponent(() => import('../../../components/StoredTargetPicker/StoredTargetPicker'));

export interface GptTargetFieldsProps {
  form: FormState<GptConfigFormValues, GptConfigField>;
  /** The robot's groups or friends of the chosen kind; undefined while they load. */
  options: readonly TargetOption[] | undefined;
}

/** 对象: the name, 群组/好友, the picked targets (or all of them but the excluded), 仅匹配 ID, 限定群成员. */
export function GptTargetFields({ form, options }: GptTargetFieldsProps) {
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
      <Suspense fallback={<Skeleton lines={4} />}>
        <StoredTargetPicker
          key={`${values.type}-${picked}`}
          kind={values.type}
          label={values.isAll ? t.excludes : t.targets}
          options={options ?? []}
          isLoading={options === undefined}
          value={values[picked]}
          onChange={(targets: GptTarget[]) => {
            set(picked, targets);
            form.touch(picked);
          }}
          errorMessage={errorOf(picked)}
        />
      </Suspense>
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
