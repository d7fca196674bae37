import {
  AI_SERVICE_TYPES,
  OPENAI_MODELS,
  ROBOT_TYPE_OPTIONS,
  RobotType,
  SCOPE_OPTIONS,
  type Scope,
} from '@weassit/contract';
import {
  Button,
  Form,
  InfoCard,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TagInput,
  TextField,
} from '@weassit/ui';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type ConfigField,
  type ConfigFormValues,
  configToForm,
  formToConfigText,
  isFormDirty,
  type ProviderField,
  providerFieldsOf,
  validateConfigForm,
  visibleFields,
} from '../config-form';
import { useWechatMessages } from '../messages';
import * as styles from './RobotConfigForm.css';

export interface RobotConfigFormProps {
  /** The stored config JSON text, or null before the first save (the form starts from the defaults). */
  configText: string | null;
  /** The save request is running. */
  isSaving?: boolean;
  /** Called with the whole config to store: the stored one with the form's fields laid over it. */
  onSave: (configText: string) => void;
}

/** The AI service choices (spec §9), then the classic robots, and the stored type if it is none of them. */
function robotTypeItems(current: number) {
  const ids: number[] = [...AI_SERVICE_TYPES, RobotType.TIANXING, RobotType.TIANXING_TULING, RobotType.TENCENT];
  if (!ids.includes(current)) ids.push(current);
  return ids.map((id) => ({
    id: String(id),
    label: ROBOT_TYPE_OPTIONS.find((option) => option.value === id)?.label ?? String(id),
  }));
}

/** Secrets: password fields with a reveal button. */
const SECRET_FIELDS = new Set<ConfigField>([
  'gpttoken',
  'dify_token',
  'coze_token',
  'cozev3_token',
  'qany_token',
  'txApiKey',
  'tuLingKey',
  'tencentSecretId',
  'tencentSecretKey',
  'tencentAESKey',
  'tencentToken',
]);
/** Brand and technical names (not translated). */
const PROVIDER_NAMES = { dify: 'Dify', coze: 'Coze', cozev3: 'Coze', qany: 'QAnything' } as const;
const TENCENT_LABELS: Partial<Record<ConfigField, string>> = {
  tencentSecretId: 'SecretId',
  tencentSecretKey: 'SecretKey',
  tencentAESKey: 'EncodingAESKey',
  tencentToken: 'Token',
};
const BOOLEAN_PROVIDER_FIELDS = new Set<ConfigField>(['openaiDebug', 'difyAgent', 'coze_showSuggestions']);
const LONG_FIELDS = new Set<ConfigField>(['openaiSystemMessage']);

type TextConfigField = {
  [K in ConfigField]: ConfigFormValues[K] extends string ? K : never;
}[ConfigField];
type BooleanConfigField = {
  [K in ConfigField]: ConfigFormValues[K] extends boolean ? K : never;
}[ConfigField];
type ZeroOneConfigField = 'roomAt' | 'friendNoReplyInRoom' | 'chatFilter';

/**
 * The basic config form (spec §2 /wechat/index): 基础设置, 好友 and AI 对话 cards, the last showing only the chosen
 * service's settings. Fields are checked with the contract's robotConfigSchema on blur and on submit (the first
 * invalid field gets focus); 保存 is disabled while nothing changed (except before the first save) and while saving.
 */
export default function RobotConfigForm({ configText, isSaving = false, onSave }: RobotConfigFormProps) {
  const t = useWechatMessages();
  const f = t.fields;
  const formId = useId();
  const hintId = useId();
  const initial = useMemo(() => configToForm(configText), [configText]);
  const [values, setValues] = useState<ConfigFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<ConfigField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const isNew = configText === null;
  const dirty = isFormDirty(values, initial);
  const shown = visibleFields(values);
  const allErrors = validateConfigForm(values, t.numbers);
  const errors = Object.fromEntries(
    shown.filter((field) => allErrors[field]).map((field) => [field, allErrors[field]]),
  );

  // After a refused submit, focus the first field that shows an error.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <K extends ConfigField>(field: K, value: ConfigFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ConfigField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorOf = (field: ConfigField): string | undefined =>
    attempts > 0 || touched.has(field) ? errors[field] : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    onSave(formToConfigText(configText, values));
  };

  const text = (
    field: TextConfigField,
    label: string,
    options: { description?: string; multiline?: boolean; wide?: boolean } = {},
  ) => {
    const error = errorOf(field);
    const secret = SECRET_FIELDS.has(field);
    return (
      <TextField
        key={field}
        name={field}
        label={label}
        description={options.description}
        value={values[field]}
        onChange={(value) => set(field, value)}
        onBlur={() => touch(field)}
        type={secret ? 'password' : 'text'}
        revealPasswordLabel={secret ? `${t.reveal} ${label}` : undefined}
        autoComplete={secret ? 'off' : undefined}
        multiline={options.multiline}
        rows={options.multiline ? 3 : undefined}
        showCount={false}
        isInvalid={error !== undefined}
        errorMessage={error}
        className={options.wide || options.multiline ? styles.wide : undefined}
      />
    );
  };

  const number = (field: 'preventLength' | 'openaiTimeout', label: string, min: number, max: number) => {
    const error = errorOf(field);
    return (
      <NumberField
        key={field}
        name={field}
        label={label}
        value={values[field]}
        onChange={(value) => set(field, value)}
        onBlur={() => touch(field)}
        minValue={min}
        maxValue={max}
        isInteger
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    );
  };

  const toggle = (field: BooleanConfigField, label: string) => (
    <Switch key={field} name={field} isSelected={values[field]} onChange={(on) => set(field, on)}>
      {label}
    </Switch>
  );
  const toggle01 = (field: ZeroOneConfigField, label: string) => (
    <Switch key={field} name={field} isSelected={values[field] === 1} onChange={(on) => set(field, on ? 1 : 0)}>
      {label}
    </Switch>
  );

  const fill = (template: string, name: string) => template.replace('{name}', name);
  /** A provider setting's label: its own, or `{name} Token` and the like for the prefixed ones. */
  const labelOf = (field: ProviderField): string => {
    const tencent = TENCENT_LABELS[field];
    if (tencent) return tencent;
    if (field === 'txApiKey') return fill(f.apiKey, f.tianxing);
    if (field === 'tuLingKey') return fill(f.apiKey, f.tuling);
    const [prefix, key] = field.split('_') as [keyof typeof PROVIDER_NAMES, string | undefined];
    if (key === undefined) return f[field as keyof typeof f];
    const name = PROVIDER_NAMES[prefix];
    if (key === 'token') return fill(prefix === 'dify' || prefix === 'qany' ? f.apiKey : f.token, name);
    if (key === 'botId') return fill(f.botId, name);
    if (key === 'baseUrl') return fill(f.baseUrl, name);
    return f[field as keyof typeof f];
  };

  const providerField = (field: ProviderField) => {
    if (field === 'openaiTimeout') return number(field, f.openaiTimeout, 1, 3600);
    if (BOOLEAN_PROVIDER_FIELDS.has(field)) return toggle(field as BooleanConfigField, labelOf(field));
    if (field === 'openaiModel') {
      const models = OPENAI_MODELS.includes(values.openaiModel)
        ? OPENAI_MODELS
        : [values.openaiModel, ...OPENAI_MODELS];
      return (
        <Select
          key={field}
          name={field}
          label={f.openaiModel}
          items={models.map((model) => ({ id: model, label: model }))}
          value={values.openaiModel}
          onChange={(key) => key !== null && set('openaiModel', String(key))}
        />
      );
    }
    return text(field as TextConfigField, labelOf(field), { multiline: LONG_FIELDS.has(field) });
  };

  const providerFields = providerFieldsOf(values.defaultBot);
  const textProviderFields = providerFields.filter((field) => !BOOLEAN_PROVIDER_FIELDS.has(field));
  const switchProviderFields = providerFields.filter((field) => BOOLEAN_PROVIDER_FIELDS.has(field));

  return (
    <Form
      id={formId}
      ref={formRef}
      aria-label={t.formLabel}
      validationBehavior="aria"
      onSubmit={submit}
      onInvalidSubmit={() => setAttempts((n) => n + 1)}
      className={styles.form}
    >
      <InfoCard headingLevel={2} title={t.sections.basic}>
        <div className={styles.fields}>
          {text('defaultReply', f.defaultReply, { wide: true })}
          <RadioGroup
            label={f.botScope}
            orientation="horizontal"
            value={values.botScope}
            onChange={(value) => set('botScope', value as Scope)}
          >
            {SCOPE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
          {number('preventLength', f.preventLength, 0, 1_000_000)}
          {text('preventWords', f.preventWords, { description: f.preventWordsHint, multiline: true })}
          <div className={clsx(styles.switches, styles.wide)}>
            {toggle('autoReply', f.autoReply)}
            {toggle01('roomAt', f.roomAt)}
            {toggle01('friendNoReplyInRoom', f.friendNoReplyInRoom)}
            {toggle('ignoreRoomMentionAll', f.ignoreRoomMentionAll)}
            {toggle('showQuestion', f.showQuestion)}
            {toggle('parseMini', f.parseMini)}
            {toggle('openRecord', f.openRecord)}
            {toggle01('chatFilter', f.chatFilter)}
          </div>
        </div>
      </InfoCard>

      <InfoCard headingLevel={2} title={t.sections.friend}>
        <div className={styles.fields}>
          <div className={clsx(styles.switches, styles.wide)}>{toggle('autoAcceptFriend', f.autoAcceptFriend)}</div>
          <TagInput
            label={f.acceptFriendKeyWords}
            value={values.acceptFriendKeyWords}
            onChange={(keywords) => set('acceptFriendKeyWords', keywords)}
            maxLength={200}
            maxTags={500}
            isInvalid={errorOf('acceptFriendKeyWords') !== undefined}
            errorMessage={errorOf('acceptFriendKeyWords')}
            className={styles.wide}
          />
        </div>
      </InfoCard>

      <InfoCard headingLevel={2} title={t.sections.ai}>
        <div className={styles.fields}>
          <Select
            name="defaultBot"
            label={f.defaultBot}
            items={robotTypeItems(values.defaultBot)}
            value={String(values.defaultBot)}
            onChange={(key) => key !== null && set('defaultBot', Number(key))}
          />
          {textProviderFields.map(providerField)}
          {switchProviderFields.length > 0 && (
            <div className={clsx(styles.switches, styles.wide)}>{switchProviderFields.map(providerField)}</div>
          )}
        </div>
      </InfoCard>

      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          isPending={isSaving}
          isDisabled={!isNew && !dirty}
          aria-describedby={hintId}
        >
          {isNew ? t.init : t.save}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t.saveHint}
        </p>
      </div>
    </Form>
  );
}
