import { describe, expect, it } from 'vitest';
import { robotConfigSchema } from './robot-config.ts';
import { ossConfigSchema, uploadFileConfigSchema } from './upload-file-config.ts';
import { OSS_DOMAIN_MAX, OSS_PATH_MAX } from './upload-file-config-constants.ts';

const oss = {
  type: 1,
  region: 'oss-cn-hangzhou',
  bucket: 'weassit-files',
  aliAkId: 'LTAI5tExampleKeyId',
  aliAkSecret: 'ExampleSecret0123456789',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the OSS config', () => {
  it('accepts a complete Aliyun config with an optional domain and path prefix', () => {
    const parsed = ossConfigSchema.parse({ ...oss, custom_domain: 'https://files.example.com', custom_path: 'chat/' });
    expect(parsed).toMatchObject({ ...oss, custom_domain: 'https://files.example.com', custom_path: 'chat/' });
    expect(ossConfigSchema.parse({ ...oss, type: undefined }).type).toBe(1);
  });

  it('takes the region from the list and the bucket by the OSS naming rules only', () => {
    expect(firstMessage(ossConfigSchema.safeParse({ ...oss, region: 'evil.example.com#' }))).toBe('请选择地域');
    for (const bucket of ['ab', 'Upper', '-start', 'end-', 'a.b', 'x'.repeat(64), 'evil.com/x']) {
      expect(ossConfigSchema.safeParse({ ...oss, bucket }).success, bucket).toBe(false);
    }
    expect(ossConfigSchema.safeParse({ ...oss, bucket: 'abc' }).success).toBe(true);
  });

  it('needs both keys, without spaces, and bounds every field', () => {
    expect(firstMessage(ossConfigSchema.safeParse({ ...oss, aliAkSecret: '' }))).toBe('请填写 AccessKey Secret');
    expect(firstMessage(ossConfigSchema.safeParse({ ...oss, aliAkId: 'a b' }))).toBe('AccessKey ID 不能包含空格或中文');
    expect(ossConfigSchema.safeParse({ ...oss, aliAkSecret: 'x'.repeat(257) }).success).toBe(false);
    expect(ossConfigSchema.safeParse({ ...oss, custom_path: '/abs' }).success).toBe(false);
    expect(ossConfigSchema.safeParse({ ...oss, custom_domain: 'not a domain' }).success).toBe(false);
    // A long hostile value is refused by its length alone: the pattern never sees it (no second issue).
    const long = ossConfigSchema.safeParse({ ...oss, custom_domain: `${'a-'.repeat(50_000)}!` });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([`自定义域名不能超过 ${OSS_DOMAIN_MAX} 个字符`]);
    const longPath = ossConfigSchema.safeParse({ ...oss, custom_path: `/${' '.repeat(50_000)}x` });
    expect(longPath.error?.issues.map((issue) => issue.message)).toEqual([`路径前缀不能超过 ${OSS_PATH_MAX} 个字符`]);
  });
});

describe('uploadFileConfig in the robot config', () => {
  it('keeps an unfinished config while storage is off, needs a complete one to turn it on', () => {
    const draft = { open: false, ossConfig: { type: 1, region: '', bucket: '' } };
    expect(uploadFileConfigSchema.safeParse(draft).success).toBe(true);
    const on = uploadFileConfigSchema.safeParse({ ...draft, open: true });
    expect(on.success).toBe(false);
    expect(on.error?.issues[0]?.path).toEqual(['ossConfig', 'region']);
    expect(uploadFileConfigSchema.safeParse({ open: true, ossConfig: oss, imagePrompt: '看图' }).success).toBe(true);
  });

  it('is null by default and stores other providers as given', () => {
    expect(robotConfigSchema.parse({}).uploadFileConfig).toBeNull();
    const s3 = { open: true, ossConfig: { type: 2, s3Bucket: 'b', s3Endpoint: 'x' } };
    expect(robotConfigSchema.parse({ uploadFileConfig: s3 }).uploadFileConfig).toEqual(s3);
    expect(
      robotConfigSchema.safeParse({ uploadFileConfig: { open: true, imagePrompt: 'x'.repeat(2001) } }).success,
    ).toBe(false);
  });
});
