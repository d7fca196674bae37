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
import { useId, useMemo } from 'react';
import { useFormState } from '../../../kit/form/use-form-state';
import { useUnsavedChangesGuard } from '../../../kit/form/use-unsaved-changes-guard';
import {
  type ConfigField,
  type ConfigFormValues,
  configToForm,
  formToConfigText,
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
 * Unsaved changes are guarded: leaving the page by a link or closing the tab asks first.
 */
export default function RobotConfigForm({ configText, isSaving = false, onSave }: RobotConfigFormProps) {
  const t = useWechatMessages();
  const f = t.fields;
  const formId = useId();
  const hintId = useId();
  const initial = useMemo(() => configToForm(configText), [configText]);
  const form = useFormState<ConfigFormValues, ConfigField>({
    initial,
    validate: (current) => {
      // Only the fields on screen count: a hidden provider's settings stay as stored.
      const errors = validateConfigForm(current, t.numbers);
      return Object.fromEntries(
        visibleFields(current).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
      );
    },
    onSubmit: (current) => onSave(formToConfigText(configText, current)),
  });
  const { values, set, touch, errorOf } = form;
  const isNew = configText === null;
  useUnsavedChangesGuard(form.isDirty);

  const text = (
    field: TextConfigField,
    label: string,
    options: { description?: string; multiline?: boolean; wide?: boolean } = {},
  ) => {
    const secret = SECRET_FIELDS.has(field);
    return (
      <TextField
        key={field}
        {...form.textField(field)}
        label={label}
        description={options.description}
        type={secret ? 'password' : 'text'}
        revealPasswordLabel={secret ? `${t.reveal} ${label}` : undefined}
        autoComplete={secret ? 'off' : undefined}
        multiline={options.multiline}
        rows={options.multiline ? 3 : undefined}
        showCount={false}
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
    <Form id={formId} {...form.formProps} aria-label={t.formLabel} className={styles.form}>
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
          isDisabled={!isNew && !form.isDirty}
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
