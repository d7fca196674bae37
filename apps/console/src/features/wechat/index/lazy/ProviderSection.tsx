import {
  AI_SERVICE_TYPES,
  GPT_SERVICE_DEFAULTS,
  type GptServiceType,
  OPENAI_MODELS,
  ROBOT_TYPE_OPTIONS,
  RobotType,
} from '@weassit/contract';
import { ComboBox, InfoCard, Select } from '@weassit/ui';
import { clsx } from 'clsx';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import { type ConfigField, type ProviderField, providerFieldsOf } from '../../lazy/config-form';
import { type BooleanConfigField, type ConfigForm, configFields, type TextConfigField } from './config-fields';
import { type ConfigFormMessages, useConfigFormMessages } from './messages';

/** The AI services first (spec §9), then the classic robots, and the stored type if it is none of them. */
const ROBOT_TYPES: readonly number[] = [
  ...AI_SERVICE_TYPES,
  RobotType.CHATGPT_WEB,
  RobotType.TIANXING,
  RobotType.TIANXING_TULING,
  RobotType.TULING,
  RobotType.TENCENT,
  RobotType.WECHAT_DIALOG,
];
function robotTypeItems(current: number) {
  const ids = ROBOT_TYPES.includes(current) ? ROBOT_TYPES : [...ROBOT_TYPES, current];
  return ids.map((id) => ({
    id: String(id),
    label: ROBOT_TYPE_OPTIONS.find((option) => option.value === id)?.label ?? String(id),
  }));
}

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
/** The base URL fields and the service whose default (the contract's) the robot uses when they are empty. */
const BASE_URL_SERVICE: Partial<Record<ConfigField, GptServiceType>> = {
  dify_baseUrl: RobotType.DIFY,
  coze_baseUrl: RobotType.COZE_V2,
  cozev3_baseUrl: RobotType.COZE_V3,
  qany_baseUrl: RobotType.QANYTHING,
};

/** The default base URL a field falls back to for this robot type, if any. */
function defaultBaseUrl(field: ProviderField, defaultBot: number): string | undefined {
  const service =
    field === 'proxyPassUrl' && (defaultBot === RobotType.CHATGPT || defaultBot === RobotType.FASTGPT)
      ? defaultBot
      : BASE_URL_SERVICE[field];
  return service === undefined ? undefined : GPT_SERVICE_DEFAULTS[service].baseUrl;
}

const fill = (template: string, name: string) => template.replace('{name}', name);

/** A provider setting's label: its own, or `{name} Token` and the like for the prefixed ones. */
function labelOf(field: ProviderField, f: ConfigFormMessages['fields']): string {
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
}

/** AI 对话: the service that answers, and only its settings (the others stay stored). */
export function ProviderSection({ form }: { form: ConfigForm }) {
  const t = useConfigFormMessages();
  const f = t.fields;
  const { values, set, touch, errorOf } = form;
  const { text, number, toggle } = configFields(form, t);

  const providerField = (field: ProviderField) => {
    if (field === 'openaiTimeout') return number(field, f.openaiTimeout, 1, 3600);
    if (BOOLEAN_PROVIDER_FIELDS.has(field)) return toggle(field as BooleanConfigField, labelOf(field, f));
    if (field === 'openaiModel') {
      return (
        <ComboBox
          key={field}
          name={field}
          label={f.openaiModel}
          description={f.openaiModelHint}
          allowsCustomValue
          menuTrigger="focus"
          defaultItems={OPENAI_MODELS.map((model) => ({ id: model, label: model }))}
          inputValue={values.openaiModel}
          onInputChange={(model) => set('openaiModel', model)}
          onBlur={() => touch('openaiModel')}
          isInvalid={errorOf('openaiModel') !== undefined}
          errorMessage={errorOf('openaiModel')}
        />
      );
    }
    const fallback = defaultBaseUrl(field, values.defaultBot);
    return text(field as TextConfigField, labelOf(field, f), {
      multiline: LONG_FIELDS.has(field),
      placeholder: fallback,
      description: fallback ? f.baseUrlHint : undefined,
    });
  };

  const fields = providerFieldsOf(values.defaultBot);
  const textFields = fields.filter((field) => !BOOLEAN_PROVIDER_FIELDS.has(field));
  const switchFields = fields.filter((field) => BOOLEAN_PROVIDER_FIELDS.has(field));
  return (
    <InfoCard headingLevel={2} title={t.sections.ai}>
      <div className={styles.fields}>
        <Select
          name="defaultBot"
          label={f.defaultBot}
          items={robotTypeItems(values.defaultBot)}
          value={String(values.defaultBot)}
          onChange={(key) => key !== null && set('defaultBot', Number(key))}
        />
        {textFields.map(providerField)}
        {switchFields.length > 0 && (
          <div className={clsx(styles.switches, styles.wide)}>{switchFields.map(providerField)}</div>
        )}
      </div>
    </InfoCard>
  );
}
