import { OSS_ALIYUN, type OssConfig, type UploadFileConfig } from '@weassit/contract';
import { ossConfigSchema, uploadFileConfigSchema } from '@weassit/contract/schemas';
import type { FieldErrors } from '../../../../kit/form/schema-errors';
import { parseConfigText } from '../../../../lib/robot-config';
import { fillDefaults } from '../../lazy/config-form';

/*
 * 文件存储 form ↔ the stored `uploadFileConfig`. Imports the contract's zod schemas: only the lazily loaded form
 * chunk imports this module.
 */

export interface UploadFileValues {
  open: boolean;
  type: number;
  region: string;
  bucket: string;
  aliAkId: string;
  aliAkSecret: string;
  custom_domain: string;
  custom_path: string;
  imagePrompt: string;
  filePrompt: string;
  audioPrompt: string;
}
export type UploadFileField = keyof UploadFileValues;
/** The fields of `ossConfig` (the others are the config's own). */
const OSS_FIELDS = ['type', 'region', 'bucket', 'aliAkId', 'aliAkSecret', 'custom_domain', 'custom_path'] as const;
type OssField = (typeof OSS_FIELDS)[number];

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The stored `uploadFileConfig` of a config text (`{}` when there is none). */
function storedUploadConfig(configText: string | null | undefined): Record<string, unknown> {
  return record(parseConfigText(configText).uploadFileConfig);
}

export function uploadFileToForm(configText: string | null | undefined): UploadFileValues {
  const stored = storedUploadConfig(configText);
  const oss = record(stored.ossConfig);
  return {
    open: stored.open === true,
    type: typeof oss.type === 'number' ? oss.type : OSS_ALIYUN,
    region: str(oss.region),
    bucket: str(oss.bucket),
    aliAkId: str(oss.aliAkId),
    aliAkSecret: str(oss.aliAkSecret),
    custom_domain: str(oss.custom_domain),
    custom_path: str(oss.custom_path),
    imagePrompt: str(stored.imagePrompt),
    filePrompt: str(stored.filePrompt),
    audioPrompt: str(stored.audioPrompt),
  };
}

/** The `ossConfig` the form describes, trimmed, with the stored fields it does not show kept; empty options left out. */
export function ossConfigOf(values: UploadFileValues, stored: Record<string, unknown> = {}): Record<string, unknown> {
  const oss: Record<string, unknown> = { ...stored, type: values.type };
  for (const field of OSS_FIELDS) {
    if (field === 'type') continue;
    const value = values[field].trim();
    if (value !== '' || !(field === 'custom_domain' || field === 'custom_path')) oss[field] = value;
    else delete oss[field];
  }
  return oss;
}

/** The `uploadFileConfig` to store: the stored one (unknown fields kept) with the form's fields over it. */
export function formToUploadFileConfig(configText: string | null | undefined, values: UploadFileValues) {
  const stored = storedUploadConfig(configText);
  const config: Record<string, unknown> = {
    ...stored,
    open: values.open,
    ossConfig: ossConfigOf(values, record(stored.ossConfig)),
  };
  for (const field of ['imagePrompt', 'filePrompt', 'audioPrompt'] as const) {
    const prompt = values[field].trim();
    if (prompt !== '') config[field] = prompt;
    else delete config[field];
  }
  return config as UploadFileConfig;
}

/** The JSON text `POST /api/wechat/config/update` receives: the whole config, `uploadFileConfig` replaced. */
export function formToUploadFileConfigText(configText: string | null | undefined, values: UploadFileValues): string {
  return JSON.stringify({ ...fillDefaults(configText), uploadFileConfig: formToUploadFileConfig(configText, values) });
}

/** An issue's form field: `ossConfig.bucket` is `bucket`, a prompt is itself. */
function fieldOf(path: readonly PropertyKey[]): UploadFileField | undefined {
  const [first, second] = path;
  if (first === 'ossConfig' && typeof second === 'string' && (OSS_FIELDS as readonly string[]).includes(second)) {
    return second as OssField;
  }
  if (first === 'imagePrompt' || first === 'filePrompt' || first === 'audioPrompt') return first;
  return undefined;
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: PropertyKey[] = []) {
  const errors: FieldErrors<UploadFileField> = {};
  for (const issue of issues) {
    const field = fieldOf([...prefix, ...issue.path]);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The contract's rules: each field bounded, and with storage on, a complete Aliyun OSS config. */
export function validateUploadFile(values: UploadFileValues): FieldErrors<UploadFileField> {
  const result = uploadFileConfigSchema.safeParse(formToUploadFileConfig(null, values));
  return result.success ? {} : errorsOf(result.error.issues);
}

/** What 测试连接 sends: the complete OSS config, or the errors that keep it from being tested. */
export function ossConfigToTest(
  values: UploadFileValues,
): { config: OssConfig; errors?: undefined } | { config?: undefined; errors: FieldErrors<UploadFileField> } {
  const result = ossConfigSchema.safeParse(ossConfigOf(values));
  if (result.success) return { config: result.data };
  return { errors: errorsOf(result.error.issues, ['ossConfig']) };
}
