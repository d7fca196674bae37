import { PROMPT_CONTENT_MAX_LENGTH, PROMPT_NAME_MAX_LENGTH } from '@weassit/contract';
import { Dialog, DialogActions, Form, Skeleton, TextField } from '@weassit/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePresetRoleMessages } from '../messages';
import {
  formToPresetRolePayload,
  type PresetRoleField,
  type PresetRoleFormValues,
  type PresetRolePayload,
} from '../preset-role-form';
import { validatePresetRoleForm } from '../preset-role-validation';
import * as styles from './PresetRoleDialog.css';

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
  const formId = useId();
  const isLoading = initial === undefined;
  return (
    <Dialog
      title={editId ? t.dialogEdit : t.dialogAdd}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      footer={
        <DialogActions
          confirmLabel={editId ? t.submitEdit : t.submitAdd}
          form={formId}
          isPending={isSaving}
          isConfirmDisabled={isLoading}
        />
      }
    >
      {isLoading ? (
        <div role="status" aria-label={t.loadingDetail}>
          <Skeleton lines={5} />
        </div>
      ) : (
        <PresetRoleForm id={formId} editId={editId} initial={initial} onSubmit={onSubmit} />
      )}
    </Dialog>
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
  const [values, setValues] = useState<PresetRoleFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<PresetRoleField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = validatePresetRoleForm(values);

  // After a refused submit, focus the first field that shows an error.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const touch = (field: PresetRoleField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorOf = (field: PresetRoleField) => (attempts > 0 || touched.has(field) ? errors[field] : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    onSubmit(formToPresetRolePayload(values, editId));
  };

  const nameError = errorOf('name');
  const contentError = errorOf('content');
  return (
    <Form
      id={id}
      ref={formRef}
      validationBehavior="aria"
      onSubmit={submit}
      onInvalidSubmit={() => setAttempts((n) => n + 1)}
      className={styles.form}
    >
      <TextField
        name="name"
        label={t.fields.name}
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        onBlur={() => touch('name')}
        isRequired
        maxLength={PROMPT_NAME_MAX_LENGTH}
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
      />
      <TextField
        name="content"
        label={t.fields.content}
        description={t.fields.contentHint}
        value={values.content}
        onChange={(content) => setValues((v) => ({ ...v, content }))}
        onBlur={() => touch('content')}
        isRequired
        multiline
        rows={8}
        showCount
        maxLength={PROMPT_CONTENT_MAX_LENGTH}
        isInvalid={contentError !== undefined}
        errorMessage={contentError}
      />
    </Form>
  );
}
