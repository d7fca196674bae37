import {
  MATERIAL_TYPE_OPTIONS,
  MATERIAL_UPLOAD_RULE,
  type MaterialInput,
  MaterialType,
  THUMBNAIL_UPLOAD_RULE,
  type UploadResult,
  type UploadScene,
} from '@weassit/contract';
import { Form, Radio, RadioGroup, TextField, Upload, type UploadContext, type UploadedFile } from '@weassit/ui';
import { FormDialog } from '../../../kit/form/FormDialog';
import { useFormState } from '../../../kit/form/use-form-state';
import { fileNameOfUrl, formToPayload, type MaterialField, type MaterialFormValues } from '../material-form';
import { useMaterialMessages } from '../messages';
import * as styles from './MaterialDialog.css';
import { fileTypeOfName, validateMaterialForm } from './material-validation';

/** Uploads a file for `scene` (token, then the multipart POST) and resolves to the stored key and URL. */
export type MaterialUploader = (scene: UploadScene, file: File, context: UploadContext) => Promise<UploadResult>;

export interface MaterialDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The page's material type: the only one the type choice allows. */
  type: MaterialType;
  /** The edited material's id; leave it out to add one. */
  editId?: string;
  /** The form's first values; undefined while an edited material loads. */
  initial?: MaterialFormValues;
  /** The save request is running. */
  isSaving?: boolean;
  /** Called with a valid payload (with `id` when editing). */
  onSubmit: (payload: MaterialInput) => void;
  onUpload: MaterialUploader;
  /** Called when an upload fails (not when the browser's check refuses the file: the field says why). */
  onUploadError?: (error: unknown) => void;
}

/**
 * The add/edit material dialog (spec §6 item 1), titled 添加素材; its primary button reads 添加 or 修改. It shows
 * the fields of its type, checks them with the contract's materialSchema (the name on blur, everything on
 * submit) and uploads files and thumbnails before saving.
 */
export function MaterialDialog({
  isOpen,
  onOpenChange,
  type,
  editId,
  initial,
  isSaving = false,
  onSubmit,
  onUpload,
  onUploadError,
}: MaterialDialogProps) {
  const t = useMaterialMessages();
  return (
    <FormDialog
      title={t.dialogTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel={editId ? t.submitEdit : t.submitAdd}
      isSaving={isSaving}
      isLoading={initial === undefined}
      loadingLabel={t.loadingDetail}
    >
      {(formId) =>
        initial && (
          <MaterialForm
            id={formId}
            type={type}
            editId={editId}
            initial={initial}
            onSubmit={onSubmit}
            onUpload={onUpload}
            onUploadError={onUploadError}
          />
        )
      }
    </FormDialog>
  );
}

interface MaterialFormProps {
  id: string;
  type: MaterialType;
  editId?: string;
  initial: MaterialFormValues;
  onSubmit: (payload: MaterialInput) => void;
  onUpload: MaterialUploader;
  onUploadError?: (error: unknown) => void;
}

function MaterialForm({ id, type, editId, initial, onSubmit, onUpload, onUploadError }: MaterialFormProps) {
  const t = useMaterialMessages();
  const f = t.fields;
  const form = useFormState<MaterialFormValues, MaterialField>({
    initial: { ...initial, type },
    validate: validateMaterialForm,
    onSubmit: (values) => onSubmit(formToPayload(values, editId)),
  });
  const { values, patch: set, errorOf } = form;

  const text = (
    field: MaterialField,
    label: string,
    options: { required?: boolean; multiline?: boolean; description?: string } = {},
  ) => (
    <TextField
      {...form.textField(field)}
      label={label}
      description={options.description}
      isRequired={options.required}
      multiline={options.multiline}
      rows={options.multiline ? 4 : undefined}
      showCount={false}
    />
  );

  /** Wraps the caller's uploader: the stored key and URL fill the form as soon as the upload succeeds. */
  const uploader =
    (scene: UploadScene, apply: (result: UploadResult, file: File) => void) =>
    async (file: File, context: UploadContext): Promise<UploadedFile> => {
      const result = await onUpload(scene, file, context);
      if (!context.signal.aborted) apply(result, file);
      return { url: result.url, name: file.name };
    };
  const uploaded = (url: string): UploadedFile | null => (url ? { url, name: fileNameOfUrl(url) } : null);

  const fileError = errorOf('url');
  const thumbError = errorOf('thumbUrl');
  const thumbnail = (description: string) => (
    <Upload
      label={f.thumb}
      description={description}
      variant="thumbnail"
      isRequired
      rules={THUMBNAIL_UPLOAD_RULE}
      triggerLabel={f.selectThumb}
      uploadErrorMessage={t.uploadFailed}
      value={uploaded(values.thumbUrl)}
      onUpload={uploader('thumbnail', (result) => set({ thumbUrl: result.url, thumbKey: result.key }))}
      onChange={(file) => {
        if (!file) set({ thumbUrl: '', thumbKey: '' });
      }}
      onUploadError={(_, error) => onUploadError?.(error)}
      isInvalid={thumbError !== undefined}
      errorMessage={thumbError}
    />
  );

  return (
    <Form id={id} {...form.formProps} className={styles.form}>
      <RadioGroup label={f.type} orientation="horizontal" value={String(type)}>
        {MATERIAL_TYPE_OPTIONS.map((option) => (
          <Radio key={option.value} value={String(option.value)} isDisabled={option.value !== type}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {text('name', f.name, { required: true })}
      {text('tag', f.tag)}
      {type === MaterialType.TEXT && text('content', f.content, { required: true, multiline: true })}
      {type === MaterialType.FILE && (
        <Upload
          label={f.file}
          description={f.fileHint}
          isRequired
          rules={MATERIAL_UPLOAD_RULE}
          triggerLabel={f.selectFile}
          uploadErrorMessage={t.uploadFailed}
          value={uploaded(values.url)}
          onUpload={uploader('material', (result, file) =>
            set({ url: result.url, fileType: fileTypeOfName(file.name) }),
          )}
          onChange={(file) => {
            if (!file) set({ url: '', fileType: '' });
          }}
          onUploadError={(_, error) => onUploadError?.(error)}
          isInvalid={fileError !== undefined}
          errorMessage={fileError}
        />
      )}
      {type === MaterialType.H5 && (
        <>
          {text('url', f.h5Url, { required: true })}
          {text('title', f.h5Title, { required: true })}
          {text('description', f.h5Description, { required: true, multiline: true })}
          {thumbnail(f.thumbHint)}
        </>
      )}
      {type === MaterialType.MINI_PROGRAM && (
        <>
          {text('appid', f.appid, { required: true })}
          {text('username', f.username, { required: true, description: f.usernameHint })}
          {text('title', f.miniTitle, { required: true })}
          {text('description', f.miniDescription, { required: true, multiline: true })}
          {text('pagePath', f.pagePath, { required: true })}
          {thumbnail(f.miniThumbHint)}
          {text('iconUrl', f.iconUrl, { description: f.iconUrlHint })}
        </>
      )}
    </Form>
  );
}
