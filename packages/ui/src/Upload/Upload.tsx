import { clsx } from 'clsx';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useObjectRef } from 'react-aria';
import {
  DropZone,
  type DropZoneProps,
  FieldErrorContext,
  FileTrigger,
  isFileDropItem,
  ProgressBar,
  Button as RACButton,
  Text,
  TextContext,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldDescription, FieldError, type FieldLabelProps, Label } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { FileIcon, PlusIcon, UploadIcon } from '../icons';
import * as styles from './Upload.css';
import { acceptedFileTypes, checkUploadFile, isImageFile, type UploadRules } from './Upload.rules';

/** A file on the server, as `onUpload` returns it and `value` holds it. */
export interface UploadedFile {
  /** Where the server stores the file. */
  url: string;
  /** The file name shown to the user. */
  name: string;
}

/** What `onUpload` gets besides the file. */
export interface UploadContext {
  /** Report progress, from 0 to 1; the progress bar is indeterminate until the first report. */
  onProgress: (fraction: number) => void;
  /** Aborted when the user cancels the upload or the widget unmounts: stop the request. */
  signal: AbortSignal;
}

export interface UploadProps extends FieldLabelProps {
  /**
   * Which files may be uploaded (type by MIME type or extension, size, Chinese names). A `UploadRule` of
   * `@weassit/contract` fits as it is. A refused file is never passed to `onUpload`.
   */
  rules: UploadRules;
  /** Uploads an accepted file (the caller's request) and resolves to the stored file, or rejects. */
  onUpload: (file: File, context: UploadContext) => Promise<UploadedFile>;
  /** The uploaded file (controlled); `null` for none. */
  value?: UploadedFile | null;
  /** The uploaded file at first (uncontrolled). */
  defaultValue?: UploadedFile | null;
  /** Called with the uploaded file after an upload, and with `null` when the user removes it. */
  onChange?: (value: UploadedFile | null) => void;
  /** Called when a file is refused, with the message shown, before (instead of) any upload. */
  onReject?: (file: File, message: string) => void;
  /** Called when `onUpload` rejects (not when the user cancelled). */
  onUploadError?: (file: File, error: unknown) => void;
  /**
   * `default`: a wide drop zone and the file's name; `thumbnail`: a square zone and a square preview (for images,
   * with a JPG/PNG rule).
   * @default 'default'
   */
  variant?: 'default' | 'thumbnail';
  /** Shows the required marker on the label (check the value when the form is submitted). */
  isRequired?: boolean;
  /** Disables picking, dropping and removing. */
  isDisabled?: boolean;
  /** Shows `errorMessage` (e.g. when a required file is missing on submit). */
  isInvalid?: boolean;
  /** Submits the uploaded file's URL with a surrounding form under this name. */
  name?: string;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  /**
   * Text of the button that opens the file picker.
   * @default '选择文件'
   */
  triggerLabel?: string;
  /**
   * The drop zone's instructions.
   * @default '点击或拖拽文件到此处上传'
   */
  instructions?: string;
  /**
   * Text of the remove button (its accessible name adds the file name).
   * @default '删除'
   */
  removeLabel?: string;
  /**
   * Text of the cancel button during an upload.
   * @default '取消上传'
   */
  cancelLabel?: string;
  /**
   * Label of the progress bar, followed by the file name.
   * @default '正在上传'
   */
  uploadingLabel?: string;
  /**
   * Message when `onUpload` rejects.
   * @default '上传失败，请重试'
   */
  uploadErrorMessage?: string;
  /**
   * Message when several files are dropped at once: the widget takes one file, and refuses a drop of several
   * (none of them is uploaded).
   * @default '一次只能上传一个文件'
   */
  multipleFilesMessage?: string;
  className?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; file: File; progress: number | null };

type FocusTarget = 'trigger' | 'cancel' | 'remove';

const INVALID_DETAILS: ValidityState = {
  badInput: false,
  customError: true,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valueMissing: false,
  valid: false,
};

/**
 * A single-file upload field: a drop zone (focusable; drop or paste a file) with a button that opens the file
 * picker. The caller's rules are checked first — a refused file shows the caller's message in the field's error
 * area (an alert) and never reaches `onUpload` — then `onUpload` runs with a labelled progress bar and a cancel
 * button, and the uploaded file is shown with an image preview and a remove button.
 */
export function Upload({
  rules,
  onUpload,
  value: valueProp,
  defaultValue = null,
  onChange,
  onReject,
  onUploadError,
  variant = 'default',
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isInvalid,
  name,
  'aria-label': ariaLabel,
  triggerLabel = '选择文件',
  instructions = '点击或拖拽文件到此处上传',
  removeLabel = '删除',
  cancelLabel = '取消上传',
  uploadingLabel = '正在上传',
  uploadErrorMessage = '上传失败，请重试',
  multipleFilesMessage = '一次只能上传一个文件',
  className,
  ref,
}: UploadProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const rootRef = useObjectRef(ref);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const [uncontrolledValue, setUncontrolledValue] = useState<UploadedFile | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : uncontrolledValue;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  // The local file of the last upload, for its preview.
  const [local, setLocal] = useState<{ file: File; uploaded: UploadedFile } | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  // The running upload's controller: aborted on cancel, on a new upload and when the widget goes away.
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  // An object URL of the local image, revoked when the file changes or the widget unmounts.
  useEffect(() => {
    if (!local || !isImageFile(local.file)) {
      setLocalPreview(null);
      return;
    }
    const url = URL.createObjectURL(local.file);
    setLocalPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [local]);

  // Focus follows the control it was on when that control is replaced (zone → progress → file).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    ({ trigger: triggerRef, cancel: cancelRef, remove: removeRef })[target].current?.focus();
  });
  const moveFocus = (target: FocusTarget) => {
    const active = rootRef.current?.ownerDocument.activeElement;
    if (active && rootRef.current?.contains(active)) pendingFocus.current = target;
  };

  const setValue = (next: UploadedFile | null) => {
    setUncontrolledValue(next);
    onChange?.(next);
  };

  const reject = (file: File, text: string) => {
    setMessage(text);
    onReject?.(file, text);
  };

  const upload = async (file: File) => {
    if (isDisabled) return;
    const refusal = checkUploadFile(file, rules);
    if (refusal) {
      reject(file, refusal);
      return;
    }
    setMessage(null);
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    moveFocus('cancel');
    setStatus({ kind: 'uploading', file, progress: null });
    const onProgress = (fraction: number) => {
      if (controller.signal.aborted || !Number.isFinite(fraction)) return;
      const progress = Math.min(1, Math.max(0, fraction));
      setStatus((current) => (current.kind === 'uploading' ? { ...current, progress } : current));
    };
    try {
      const uploaded = await onUpload(file, { onProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      controllerRef.current = null;
      moveFocus('remove');
      setStatus({ kind: 'idle' });
      setLocal({ file, uploaded });
      setValue(uploaded);
    } catch (error) {
      if (controller.signal.aborted) return;
      controllerRef.current = null;
      moveFocus('trigger');
      setStatus({ kind: 'idle' });
      setMessage(uploadErrorMessage);
      onUploadError?.(file, error);
    }
  };

  const onSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  const onDrop: DropZoneProps['onDrop'] = async (event) => {
    if (isDisabled) return;
    const items = event.items.filter(isFileDropItem);
    if (!items[0]) return;
    const first = await items[0].getFile();
    if (items.length > 1) reject(first, multipleFilesMessage);
    else void upload(first);
  };

  const cancel = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    moveFocus('trigger');
    setStatus({ kind: 'idle' });
  };

  const remove = () => {
    moveFocus('trigger');
    setMessage(null);
    setLocal(null);
    setValue(null);
  };

  const shownError = message ?? (isInvalid ? errorMessage : null);
  const validation: ValidationResult | null =
    shownError != null
      ? {
          isInvalid: true,
          validationErrors: typeof message === 'string' ? [message] : [],
          validationDetails: INVALID_DETAILS,
        }
      : null;
  const describedBy = [description != null ? descriptionId : null, shownError != null ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const isThumbnail = variant === 'thumbnail';
  const preview =
    value && local?.uploaded.url === value.url && localPreview
      ? localPreview
      : value && isImageFile(value)
        ? value.url
        : null;

  let body: ReactNode;
  if (status.kind === 'uploading') {
    body = (
      <div className={styles.card}>
        <ProgressBar
          value={status.progress === null ? undefined : status.progress * 100}
          isIndeterminate={status.progress === null}
          className={styles.progress}
        >
          {({ percentage, valueText }) => (
            <>
              <div className={styles.progressHeader}>
                <Label className={styles.fileName}>
                  {uploadingLabel} {status.file.name}
                </Label>
                {status.progress !== null && <span>{valueText}</span>}
              </div>
              <div className={styles.track}>
                <div
                  className={styles.fill}
                  style={status.progress === null ? undefined : { width: `${percentage}%` }}
                />
              </div>
            </>
          )}
        </ProgressBar>
        <Button ref={cancelRef} variant="secondary" size="sm" onPress={cancel}>
          {cancelLabel}
        </Button>
      </div>
    );
  } else if (value) {
    const removeButton = (
      <Button
        ref={removeRef}
        variant="secondary"
        size="sm"
        isDisabled={isDisabled}
        aria-label={`${removeLabel} ${value.name}`}
        aria-describedby={describedBy || undefined}
        onPress={remove}
      >
        {removeLabel}
      </Button>
    );
    body = isThumbnail ? (
      <div className={clsx(styles.card, styles.thumbnailCard)}>
        {preview ? (
          <img src={preview} alt={value.name} className={clsx(styles.preview, styles.thumbnailPreview)} />
        ) : (
          <FileIcon className={styles.fileIcon} />
        )}
        <div className={styles.thumbnailActions}>
          {!preview && <span className={styles.fileName}>{value.name}</span>}
          {removeButton}
        </div>
      </div>
    ) : (
      <div className={styles.card}>
        {preview ? <img src={preview} alt="" className={styles.preview} /> : <FileIcon className={styles.fileIcon} />}
        <span className={styles.fileName}>{value.name}</span>
        {removeButton}
      </div>
    );
  } else {
    body = (
      <DropZone
        isDisabled={isDisabled}
        onDrop={onDrop}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        aria-labelledby={label != null ? labelId : undefined}
        aria-label={label == null ? ariaLabel : undefined}
        className={clsx(styles.zone, isThumbnail && styles.thumbnailZone)}
      >
        {isThumbnail ? <PlusIcon className={styles.zoneIcon} /> : <UploadIcon className={styles.zoneIcon} />}
        <Text slot="label" className={styles.instructions}>
          {instructions}
        </Text>
        <FileTrigger acceptedFileTypes={acceptedFileTypes(rules)} onSelect={onSelect}>
          {isThumbnail ? (
            <RACButton
              ref={triggerRef}
              isDisabled={isDisabled}
              aria-describedby={describedBy || undefined}
              className={styles.thumbnailTrigger}
            >
              <span className={styles.visuallyHidden}>{triggerLabel}</span>
            </RACButton>
          ) : (
            <Button
              ref={triggerRef}
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              aria-describedby={describedBy || undefined}
              className={styles.stretched}
            >
              {triggerLabel}
            </Button>
          )}
        </FileTrigger>
      </DropZone>
    );
  }

  // A Dialog (or any RAC container) provides TextContext with its own slots; our FieldError is a Text with
  // slot `errorMessage` that no such context knows, and RAC throws "Invalid slot". The field starts afresh.
  return (
    <TextContext.Provider value={null}>
      <fieldset
        ref={rootRef}
        aria-labelledby={label != null ? labelId : undefined}
        aria-label={label == null ? ariaLabel : undefined}
        aria-describedby={describedBy || undefined}
        data-invalid={shownError != null || undefined}
        data-disabled={isDisabled || undefined}
        aria-disabled={isDisabled || undefined}
        className={clsx(fieldStyles.field, styles.root, className)}
      >
        {label != null && (
          <Label id={labelId} elementType="span" isRequired={isRequired}>
            {label}
          </Label>
        )}
        {body}
        {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
        <div role="alert" id={errorId}>
          <FieldErrorContext.Provider value={validation}>
            <FieldError>{message ?? errorMessage}</FieldError>
          </FieldErrorContext.Provider>
        </div>
        {name !== undefined && <input type="hidden" name={name} value={value?.url ?? ''} />}
      </fieldset>
    </TextContext.Provider>
  );
}
