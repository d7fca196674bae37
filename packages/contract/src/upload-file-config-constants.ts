/**
 * 文件存储's test path, prompt defaults, OSS limits and test statuses: no schemas here, so its page does not
 * download zod on first visit (the schemas are in upload-file-config.ts).
 */
import { API_PREFIX } from './api.ts';
import { OSS_REGION_OPTIONS } from './storage-options.ts';

/** The connection test (`POST`, body: an `ossConfigSchema` config). */
export const OSS_TEST_PATH = `${API_PREFIX}/wechat/oss/test`;

/** What the robot asks the AI when no prompt is set (its own defaults). */
export const UPLOAD_PROMPT_DEFAULTS = {
  imagePrompt: '请描述这个图片上的内容',
  filePrompt: '请总结这个文件的内容',
  audioPrompt: '请识别这个语音的内容，并回复',
} as const;

/** Aliyun OSS: the one provider the console offers. */
export const OSS_ALIYUN = 1;

export const OSS_REGIONS: readonly string[] = OSS_REGION_OPTIONS.map((option) => option.value);
/** OSS bucket names: 3–63 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const OSS_BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
export const OSS_KEY_MAX = 128;
export const OSS_SECRET_MAX = 256;
export const OSS_DOMAIN_MAX = 253;
export const OSS_PATH_MAX = 200;
export const UPLOAD_PROMPT_MAX = 2000;

/** How a connection test ended. */
export const OssTestStatus = {
  OK: 'ok',
  BAD_KEY: 'bad-key',
  NO_BUCKET: 'no-bucket',
  WRONG_REGION: 'wrong-region',
  DENIED: 'denied',
  TIMEOUT: 'timeout',
  UNREACHABLE: 'unreachable',
  UNEXPECTED: 'unexpected',
} as const;
export type OssTestStatus = (typeof OssTestStatus)[keyof typeof OssTestStatus];
