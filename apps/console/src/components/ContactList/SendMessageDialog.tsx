import {
  type MessageItem,
  SEND_UPLOAD_RULE,
  THUMBNAIL_UPLOAD_RULE,
  type UploadResult,
  type UploadScene,
} from '@weassit/contract';
import {
  Button,
  FileIcon,
  Form,
  Radio,
  RadioGroup,
  TextField,
  Upload,
  type UploadContext,
  type UploadedFile,
} from '@weassit/ui';
import { useState } from 'react';
import { MaterialPickDialog, preloadMaterialPicker } from '../../kit/config-list/MaterialPickDialog';
import { FormDialog } from '../../kit/form/FormDialog';
import { useFormState } from '../../kit/form/use-form-state';
import { useContactsMessages } from '../../lib/i18n/console/contacts';
import { format } from '../../lib/i18n/format';
import { useMessages } from '../../lib/i18n/messages';
import { notify } from '../../lib/notify';
import { UploadError, uploadFile } from '../../lib/upload-file';
import {
  DESCRIPTION_MAX_LENGTH,
  emptySendForm,
  fileNameOfUrl,
  MESSAGE_MAX_LENGTH,
  materialToSendForm,
  type SendField,
  type SendFormValues,
  SendType,
  sendFormToMessage,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  validateSendForm,
} from './message';
import * as styles from './SendMessageDialog.css';

/** Who the message goes to: a friend or a group, by its display name. */
export interface SendTarget {
  kind: 'friend' | 'room';
  name: string;
}

/** The upload scenes of the dialog: a file to send, a link card's thumbnail. */
export type SendUploadScene = Extract<UploadScene, 'send' | 'thumbnail'>;

/** Uploads one file for `scene` (token, then the multipart POST) and resolves to the stored key and URL. */
export type SendUploader = (scene: SendUploadScene, file: File, context: UploadContext) => Promise<UploadResult>;

export interface SendMessageDialogProps {
  /** The recipient; null keeps the dialog closed. */
  target: SendTarget | null;
  /** Called when the dialog closes (cancel, Escape, ×, or after a successful send). */
  onClose: () => void;
  /** Sends the message; resolves once the server accepted it. A rejection keeps the dialog open. */
  onSend: (message: MessageItem) => Promise<void>;
  /** @default the console's upload (`GET /api/material/token?scene=`, then the POST to the storage endpoint) */
  onUpload?: SendUploader;
  /**
   * Called when an upload fails (not when the browser's check refuses the file: the field says why).
   * @default a 上传失败 toast with the storage endpoint's reason
   */
  onUploadError?: (error: unknown) => void;
}

const consoleUpload: SendUploader = (scene, file, context) => uploadFile(scene, file, context);

/**
 * Sends one message to one friend or group (spec §6 item 5, §5 "Send-message form"): a 文字, a 文件 uploaded
 * here (5 MB, no Chinese name …) or a 链接 card with its thumbnail, each also taken from the material library;
 * 小程序 is shown but not offered. A refused submit says what is missing and warns 请将表单填写完整后发送; while the
 * request runs 发送 is pending; 发送成功 and closing once the server accepted it. The API client shows why a
 * send failed (e.g. 机器人不在线); the form stays so it can be sent again.
 */
export function SendMessageDialog({
  target,
  onClose,
  onSend,
  onUpload = consoleUpload,
  onUploadError,
}: SendMessageDialogProps) {
  const t = useContactsMessages();
  const networkError = useMessages().errors.network;
  const [isPending, setPending] = useState(false);
  // The last target, so the closing animation still shows its name; each new target starts an empty form.
  const [shown, setShown] = useState(target);
  const [generation, setGeneration] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setGeneration((n) => n + 1);
  }

  const send = async (message: MessageItem) => {
    if (isPending) return;
    setPending(true);
    try {
      await onSend(message);
      notify.success(t.sent);
      onClose();
    } catch {
      // The API client shows why.
    } finally {
      setPending(false);
    }
  };
  const uploadFailed = (error: unknown) => {
    if (onUploadError) onUploadError(error);
    // A failed token request came through the API client, which already showed it.
    else if (error instanceof UploadError) notify.error(`${t.uploadFailed} ${error.message || networkError}`);
  };

  return (
    <FormDialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={shown?.kind === 'room' ? t.sendTitleRoom : t.sendTitleFriend}
      confirmLabel={t.submit}
      isSaving={isPending}
    >
      {(formId) => (
        <SendMessageForm
          key={generation}
          id={formId}
          targetName={shown?.name ?? ''}
          onSubmit={send}
          onUpload={onUpload}
          onUploadError={uploadFailed}
        />
      )}
    </FormDialog>
  );
}

interface SendMessageFormProps {
  id: string;
  targetName: string;
  onSubmit: (message: MessageItem) => void;
  onUpload: SendUploader;
  onUploadError: (error: unknown) => void;
}

function SendMessageForm({ id, targetName, onSubmit, onUpload, onUploadError }: SendMessageFormProps) {
  const t = useContactsMessages();
  const [isPicking, setPicking] = useState(false);
  const form = useFormState<SendFormValues, SendField>({
    initial: emptySendForm(),
    validate: (values) => validateSendForm(values, t),
    onSubmit: (values) => onSubmit(sendFormToMessage(values)),
    onInvalid: () => notify.warning(t.incomplete),
  });
  const { values, set, errorOf } = form;
  const kinds: Record<SendType, string> = {
    [SendType.TEXT]: t.typeText,
    [SendType.FILE]: t.typeFile,
    [SendType.LINK]: t.typeLink,
    [SendType.MINI_PROGRAM]: t.typeMini,
  };

  /** Wraps the uploader: the stored URL fills the form as soon as the upload succeeds. */
  const uploader =
    (scene: SendUploadScene, field: 'fileUrl' | 'thumbUrl') =>
    async (file: File, context: UploadContext): Promise<UploadedFile> => {
      const result = await onUpload(scene, file, context);
      if (!context.signal.aborted) set(field, result.url);
      return { url: result.url, name: file.name };
    };
  const uploaded = (url: string): UploadedFile | null => (url ? { url, name: fileNameOfUrl(url) } : null);
  const upload = (field: 'fileUrl' | 'thumbUrl') => {
    const error = errorOf(field);
    const isFile = field === 'fileUrl';
    return (
      <Upload
        label={isFile ? t.file : t.thumb}
        description={isFile ? t.fileHint : t.thumbHint}
        variant={isFile ? 'default' : 'thumbnail'}
        isRequired
        rules={isFile ? SEND_UPLOAD_RULE : THUMBNAIL_UPLOAD_RULE}
        triggerLabel={isFile ? t.selectFile : t.selectThumb}
        uploadErrorMessage={t.uploadFailed}
        value={uploaded(values[field])}
        onUpload={uploader(isFile ? 'send' : 'thumbnail', field)}
        onChange={(file) => {
          if (!file) set(field, '');
        }}
        onUploadError={(_, uploadError) => onUploadError(uploadError)}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    );
  };
  const text = (field: SendField, label: string, maxLength: number, multiline = false) => (
    <TextField
      {...form.textField(field)}
      label={label}
      isRequired
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      maxLength={maxLength}
      showCount={false}
    />
  );

  return (
    <>
      <Form id={id} {...form.formProps} className={styles.form}>
        <p className={styles.target}>{format(t.sendTarget, { name: targetName })}</p>
        <RadioGroup
          label={t.messageType}
          orientation="horizontal"
          value={String(values.type)}
          onChange={(value) => set('type', Number(value) as SendType)}
        >
          <Radio value={String(SendType.TEXT)}>{t.typeText}</Radio>
          <Radio value={String(SendType.FILE)}>{t.typeFile}</Radio>
          <Radio value={String(SendType.LINK)} description={t.linkUnsupported}>
            {t.typeLink}
          </Radio>
          <Radio value={String(SendType.MINI_PROGRAM)} isDisabled>
            {t.typeMini}
          </Radio>
        </RadioGroup>
        {values.type === SendType.TEXT && (
          <TextField
            {...form.textField('content')}
            label={t.content}
            placeholder={t.contentPlaceholder}
            multiline
            rows={4}
            autoFocus
            isRequired
            maxLength={MESSAGE_MAX_LENGTH}
          />
        )}
        {values.type === SendType.FILE && upload('fileUrl')}
        {values.type === SendType.LINK && (
          <>
            {text('linkUrl', t.linkUrl, URL_MAX_LENGTH)}
            {text('title', t.linkTitle, TITLE_MAX_LENGTH)}
            {text('description', t.linkDescription, DESCRIPTION_MAX_LENGTH, true)}
            {upload('thumbUrl')}
          </>
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              preloadMaterialPicker();
              setPicking(true);
            }}
          >
            <FileIcon />
            {format(t.pickMaterialOf, { kind: kinds[values.type] })}
          </Button>
        </div>
        <p className={styles.hint}>{t.sendHint}</p>
      </Form>
      <MaterialPickDialog
        isOpen={isPicking}
        onOpenChange={setPicking}
        types={[values.type]}
        maxSelection={1}
        selectionMode="single"
        hint={t.pickHint}
        onPick={([material]) => {
          if (material) form.patch(materialToSendForm(values, material));
        }}
      />
    </>
  );
}
