import { PROMPT_CONTENT_MAX_LENGTH, PROMPT_NAME_MAX_LENGTH } from '@weassit/contract';
import { Form, TextField } from '@weassit/ui';
import { FormDialog } from '../../../../kit/form/FormDialog';
import { useFormState } from '../../../../kit/form/use-form-state';
import { usePresetRoleMessages } from '../messages';
import {
  formToPresetRolePayload,
  type PresetRoleField,
  type PresetRoleFormValues,
  type PresetRolePayload,
} from '../preset-role-form';
import * as styles from './PresetRoleDialog.css';
import { validatePresetRoleForm } from './preset-role-validation';

export interface PresetRoleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The edited role's id; leave it out to add one. */
  editId?: string;
  /** The form's first values; undefined while an edited role loads. */
  initial?: PresetRoleFormValues;
  /** The save request is running. */
  isSaving?: boolean;
  /** Called with a valid payload (with `id` when editing). */
  onSubmit: (payload: PresetRolePayload) => void;
}

/**
 * The add/edit preset role dialog (添加角色 / 编辑角色): 名称 and 内容 (a textarea counting characters against the
 * contract's maximum), checked with the contract's presetRoleSchema (a field on blur, everything on submit).
 * The page loads it lazily, on the first 添加角色 or 编辑: zod is not part of the list's first visit.
 */
export function PresetRoleDialog({
  isOpen,
  onOpenChange,
  editId,
  initial,
  isSaving = false,
  onSubmit,
}: PresetRoleDialogProps) {
  const t = usePresetRoleMessages();
  return (
    <FormDialog
      title={editId ? t.dialogEdit : t.dialogAdd}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      confirmLabel={editId ? t.submitEdit : t.submitAdd}
      isSaving={isSaving}
      isLoading={initial === undefined}
      loadingLabel={t.loadingDetail}
    >
      {(formId) => initial && <PresetRoleForm id={formId} editId={editId} initial={initial} onSubmit={onSubmit} />}
    </FormDialog>
  );
}

export default PresetRoleDialog;

interface PresetRoleFormProps {
  id: string;
  editId?: string;
  initial: PresetRoleFormValues;
  onSubmit: (payload: PresetRolePayload) => void;
}

function PresetRoleForm({ id, editId, initial, onSubmit }: PresetRoleFormProps) {
  const t = usePresetRoleMessages();
  const form = useFormState<PresetRoleFormValues, PresetRoleField>({
    initial,
    validate: validatePresetRoleForm,
    onSubmit: (values) => onSubmit(formToPresetRolePayload(values, editId)),
  });
  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <TextField {...form.textField('name')} label={t.fields.name} isRequired maxLength={PROMPT_NAME_MAX_LENGTH} />
      <TextField
        {...form.textField('content')}
        label={t.fields.content}
        description={t.fields.contentHint}
        isRequired
        multiline
        rows={8}
        showCount
        maxLength={PROMPT_CONTENT_MAX_LENGTH}
      />
    </Form>
  );
}
