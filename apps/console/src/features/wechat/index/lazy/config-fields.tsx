import { NumberField, Switch, TextField } from '@weassit/ui';
import * as styles from '../../../../kit/config-record/ConfigRecordForm.css';
import type { FormState } from '../../../../kit/form/use-form-state';
import type { ConfigField, ConfigFormValues } from '../../lazy/config-form';
import type { ConfigFormMessages } from './messages';

export type ConfigForm = FormState<ConfigFormValues, ConfigField>;

export type TextConfigField = {
  [K in ConfigField]: ConfigFormValues[K] extends string ? K : never;
}[ConfigField];
export type BooleanConfigField = {
  [K in ConfigField]: ConfigFormValues[K] extends boolean ? K : never;
}[ConfigField];
export type ZeroOneConfigField = 'roomAt' | 'friendNoReplyInRoom' | 'chatFilter';

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
  'filterApiKey',
  'filterSecretKey',
]);

export interface TextOptions {
  description?: string;
  placeholder?: string;
  multiline?: boolean;
  wide?: boolean;
}

/** The config form's field builders, bound to the form state: every section draws its fields with these. */
export function configFields(form: ConfigForm, t: ConfigFormMessages) {
  const { values, set, touch, errorOf } = form;
  const text = (field: TextConfigField, label: string, options: TextOptions = {}) => {
    const secret = SECRET_FIELDS.has(field);
    return (
      <TextField
        key={field}
        {...form.textField(field)}
        label={label}
        description={options.description}
        placeholder={options.placeholder}
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
  return { text, number, toggle, toggle01 };
}
