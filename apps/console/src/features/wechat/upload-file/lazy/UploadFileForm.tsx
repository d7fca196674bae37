import {
  OSS_PROVIDER_OPTIONS,
  OSS_REGION_OPTIONS,
  type OssConfig,
  type OssTestResult,
  OssTestStatus,
  UPLOAD_PROMPT_DEFAULTS,
} from '@weassit/contract';
import { Alert, Button, Form, InfoCard, Select, Switch, TextField } from '@weassit/ui';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { ConfigSaveBar } from '../../../../kit/config-record/ConfigSaveBar';
import { useFormState } from '../../../../kit/form/use-form-state';
import { useUnsavedChangesGuard } from '../../../../kit/form/use-unsaved-changes-guard';
import { useUploadFileMessages } from './messages';
import {
  formToUploadFileConfigText,
  ossConfigOf,
  ossConfigToTest,
  type UploadFileField,
  type UploadFileValues,
  uploadFileToForm,
  validateUploadFile,
} from './upload-file-form';

export interface UploadFileFormProps {
  /** The stored config JSON text, or null before the first save. */
  configText: string | null;
  isSaving?: boolean;
  /** Called with the whole config to store, `uploadFileConfig` replaced. */
  onSave: (configText: string) => void;
  /** Asks the server to try an OSS config. */
  onTest: (config: OssConfig) => Promise<OssTestResult>;
}

/** A test's outcome, for the OSS config it tried (a later edit hides it). */
type TestState =
  | { phase: 'idle' }
  | { phase: 'running'; key: string }
  | { phase: 'done'; key: string; ok: boolean; message: string };

/** Items of a Select, with the stored value added when it is none of the options. */
function itemsOf<T extends string | number>(options: readonly { value: T; label: string }[], current: T | '') {
  const items = options.map((option) => ({ id: String(option.value), label: option.label }));
  if (current !== '' && !items.some((item) => item.id === String(current))) {
    items.push({ id: String(current), label: String(current) });
  }
  return items;
}

/**
 * 文件存储 (`uploadFileConfig`): storage on/off, the Aliyun OSS settings with 测试连接 (the server tries them), and
 * the prompts the AI gets with an uploaded file. Checked with the contract's schema on blur and submit; unsaved
 * changes are guarded like the basic config.
 */
export default function UploadFileForm({ configText, isSaving = false, onSave, onTest }: UploadFileFormProps) {
  const t = useUploadFileMessages();
  const formId = useId();
  const testHintId = useId();
  const initial = useMemo(() => uploadFileToForm(configText), [configText]);
  const form = useFormState<UploadFileValues, UploadFileField>({
    initial,
    validate: validateUploadFile,
    onSubmit: (values) => onSave(formToUploadFileConfigText(configText, values)),
  });
  const { values, set, errorOf } = form;
  useUnsavedChangesGuard(form.isDirty);
  const [test, setTest] = useState<TestState>({ phase: 'idle' });
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const ossKey = JSON.stringify(ossConfigOf(values));

  const runTest = async () => {
    const checked = ossConfigToTest(values);
    if (!checked.config) {
      form.setServerErrors(checked.errors);
      setTest({ phase: 'done', key: ossKey, ok: false, message: t.testNeedsFields });
      return;
    }
    setTest({ phase: 'running', key: ossKey });
    try {
      const result = await onTest(checked.config);
      if (live.current) {
        setTest({ phase: 'done', key: ossKey, ok: result.status === OssTestStatus.OK, message: result.message });
      }
    } catch {
      // The API client has shown why (rate limit, network): the line says the test did not run.
      if (live.current) setTest({ phase: 'done', key: ossKey, ok: false, message: t.testFailed });
    }
  };
  const shownTest = test.phase !== 'idle' && test.key === ossKey ? test : undefined;

  const text = (
    field: UploadFileField & ('bucket' | 'aliAkId' | 'aliAkSecret' | 'custom_domain' | 'custom_path'),
    label: string,
    description: string | undefined,
    options: { secret?: boolean; required?: boolean; max: number },
  ) => (
    <TextField
      {...form.textField(field)}
      label={label}
      description={description}
      type={options.secret ? 'password' : 'text'}
      revealPasswordLabel={options.secret ? `${t.reveal} ${label}` : undefined}
      autoComplete="off"
      spellCheck="false"
      isRequired={options.required && values.open}
      maxLength={options.max}
      showCount={false}
    />
  );
  const prompt = (field: 'imagePrompt' | 'filePrompt' | 'audioPrompt', label: string) => (
    <TextField
      {...form.textField(field)}
      label={label}
      placeholder={UPLOAD_PROMPT_DEFAULTS[field]}
      multiline
      rows={2}
      maxLength={2000}
      className={styles.wide}
    />
  );

  return (
    <Form id={formId} {...form.formProps} aria-label={t.formLabel} className={styles.form}>
      <p className={styles.hint}>{t.intro}</p>
      <InfoCard headingLevel={2} title={t.sections.storage}>
        <div className={styles.fields}>
          <div className={clsx(styles.switches, styles.wide)}>
            <Switch name="open" isSelected={values.open} onChange={(on) => set('open', on)} description={t.openHint}>
              {t.open}
            </Switch>
          </div>
          <Select
            name="type"
            label={t.type}
            items={itemsOf(OSS_PROVIDER_OPTIONS, values.type)}
            value={String(values.type)}
            onChange={(key) => key !== null && set('type', Number(key))}
          />
          <Select
            name="region"
            label={t.region}
            description={t.regionHint}
            isRequired={values.open}
            items={itemsOf(OSS_REGION_OPTIONS, values.region)}
            value={values.region === '' ? null : values.region}
            onChange={(key) => key !== null && set('region', String(key))}
            onBlur={() => form.touch('region')}
            isInvalid={errorOf('region') !== undefined}
            errorMessage={errorOf('region')}
          />
          {text('bucket', t.bucket, t.bucketHint, { required: true, max: 63 })}
          {text('aliAkId', t.aliAkId, t.keyHint, { secret: true, required: true, max: 128 })}
          {text('aliAkSecret', t.aliAkSecret, undefined, { secret: true, required: true, max: 256 })}
          {text('custom_domain', t.customDomain, t.customDomainHint, { max: 253 })}
          {text('custom_path', t.customPath, t.customPathHint, { max: 200 })}
          <div className={clsx(styles.actions, styles.wide)}>
            <Button onPress={() => void runTest()} isPending={test.phase === 'running'} aria-describedby={testHintId}>
              {test.phase === 'running' ? t.testing : t.test}
            </Button>
            <p id={testHintId} className={styles.hint}>
              {t.testHint}
            </p>
          </div>
          {shownTest?.phase === 'done' && (
            <Alert variant={shownTest.ok ? 'success' : 'error'} className={styles.wide} title={shownTest.message} />
          )}
        </div>
      </InfoCard>

      <InfoCard headingLevel={2} title={t.sections.prompts}>
        <div className={styles.fields}>
          <p className={clsx(styles.hint, styles.wide)}>{t.promptHint}</p>
          {prompt('imagePrompt', t.imagePrompt)}
          {prompt('filePrompt', t.filePrompt)}
          {prompt('audioPrompt', t.audioPrompt)}
        </div>
      </InfoCard>

      <ConfigSaveBar isNew={configText === null} isDirty={form.isDirty} isSaving={isSaving} />
    </Form>
  );
}
