/**
 * 文件存储 (`uploadFileConfig`, ROBOT-PROTOCOL §2.7 and §4.4): with `open`, the robot uploads the images, files and
 * voice messages it receives to the user's own object storage, then asks the AI about the file's URL with the
 * matching prompt. The console offers provider 1 (阿里云 OSS); other providers the robot knows (2 S3, 3 COS) are
 * stored as given. `POST /api/wechat/oss/test` checks an OSS config from the server before it is saved.
 */
import { z } from 'zod';
import {
  OSS_ALIYUN,
  OSS_BUCKET_PATTERN,
  OSS_DOMAIN_MAX,
  OSS_KEY_MAX,
  OSS_PATH_MAX,
  OSS_REGIONS,
  OSS_SECRET_MAX,
  type OssTestStatus,
  UPLOAD_PROMPT_MAX,
} from './upload-file-config-constants.ts';

const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过 ${max} 个字符`);
const required = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label}不能超过 ${max} 个字符`);

/** Printable ASCII without spaces: what an AccessKey is made of. */
const KEY_CHARS = /^[\x21-\x7e]+$/;
/** A host name, optionally with http(s):// before it (ali-oss takes either as a custom domain). */
const DOMAIN = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?\/?$/i;
/** An object key prefix: no leading slash (OSS keys cannot start with one), no spaces, backslashes or controls. */
const PATH = /^(?!\/)[^\s\\\p{Cc}]*$/u;

/** One Aliyun OSS config (`ossConfig` with type 1), complete: what the robot needs to upload. */
export const ossConfigSchema = z.looseObject({
  type: z.literal(OSS_ALIYUN, { error: '请选择存储服务' }).default(OSS_ALIYUN),
  region: z.string({ error: '请选择地域' }).refine((value) => OSS_REGIONS.includes(value), '请选择地域'),
  bucket: z
    .string({ error: '请填写存储桶名称' })
    .trim()
    .min(1, '请填写存储桶名称')
    .min(3, '存储桶名称为 3–63 个字符')
    .max(63, '存储桶名称为 3–63 个字符')
    .refine(
      (value) => OSS_BUCKET_PATTERN.test(value),
      '存储桶名称只能包含小写字母、数字和短横线，且不能以短横线开头或结尾',
    ),
  aliAkId: required(OSS_KEY_MAX, 'AccessKey ID', '请填写 AccessKey ID').refine(
    (value) => KEY_CHARS.test(value),
    'AccessKey ID 不能包含空格或中文',
  ),
  aliAkSecret: required(OSS_SECRET_MAX, 'AccessKey Secret', '请填写 AccessKey Secret').refine(
    (value) => KEY_CHARS.test(value),
    'AccessKey Secret 不能包含空格或中文',
  ),
  // The patterns judge bounded values only: an over-long one is refused by its length alone.
  custom_domain: text(OSS_DOMAIN_MAX, '自定义域名')
    .refine(
      (value) => value === '' || value.length > OSS_DOMAIN_MAX || DOMAIN.test(value),
      '请填写域名，例如 files.example.com',
    )
    .optional(),
  custom_path: text(OSS_PATH_MAX, '路径前缀')
    .refine((value) => value.length > OSS_PATH_MAX || PATH.test(value), '路径前缀不能以 / 开头，不能包含空格或反斜杠')
    .optional(),
});
export type OssConfig = z.infer<typeof ossConfigSchema>;

/** A stored `ossConfig` while storage is off: any provider, each field bounded, none required. */
const ossDraftSchema = z.looseObject({
  type: z.number().int().min(1).max(3).optional(),
  region: text(64, '地域').optional(),
  bucket: text(63, '存储桶名称').optional(),
  aliAkId: text(OSS_KEY_MAX, 'AccessKey ID').optional(),
  aliAkSecret: text(OSS_SECRET_MAX, 'AccessKey Secret').optional(),
  custom_domain: text(OSS_DOMAIN_MAX, '自定义域名').optional(),
  custom_path: text(OSS_PATH_MAX, '路径前缀').optional(),
});

/**
 * `uploadFileConfig`. A stored config is kept while storage is off, even unfinished; turning it on with Aliyun
 * OSS (type 1 or none, the robot's default) needs the complete config, checked with `ossConfigSchema`.
 */
export const uploadFileConfigSchema = z
  .looseObject({
    open: z.boolean().default(false),
    ossConfig: ossDraftSchema.optional(),
    imagePrompt: text(UPLOAD_PROMPT_MAX, '图片提示词').optional(),
    filePrompt: text(UPLOAD_PROMPT_MAX, '文件提示词').optional(),
    audioPrompt: text(UPLOAD_PROMPT_MAX, '语音提示词').optional(),
  })
  .superRefine((value, ctx) => {
    const type = value.ossConfig?.type ?? OSS_ALIYUN;
    if (!value.open || type !== OSS_ALIYUN) return;
    const complete = ossConfigSchema.safeParse(value.ossConfig ?? {});
    if (complete.success) return;
    for (const issue of complete.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['ossConfig', ...issue.path], message: issue.message });
    }
  });
export type UploadFileConfig = z.infer<typeof uploadFileConfigSchema>;

/** The test's answer in `data` (code 0 whatever the outcome: a failed test is a result, not a refused call). */
export interface OssTestResult {
  status: OssTestStatus;
  /** What to tell the user, in Chinese. */
  message: string;
}
