/**
 * Object storage choices of spec §9, apart from constants.ts for the same reason as ai-options.ts.
 */
import type { Option } from './options.ts';

/** Object storage: provider 1 is a cloud OSS, with these regions. */
export const OSS_PROVIDER_OPTIONS: readonly Option<number>[] = [{ value: 1, label: '阿里云 OSS' }];
export const OSS_REGION_OPTIONS: readonly Option<string>[] = [
  { value: 'oss-cn-hangzhou', label: '华东1（杭州）' },
  { value: 'oss-cn-shanghai', label: '华东2（上海）' },
  { value: 'oss-cn-qingdao', label: '华北1（青岛）' },
  { value: 'oss-cn-beijing', label: '华北2（北京）' },
  { value: 'oss-cn-shenzhen', label: '华南1（深圳）' },
  { value: 'oss-cn-hongkong', label: '中国香港' },
  { value: 'oss-us-west-1', label: '美国西部1（硅谷）' },
  { value: 'oss-ap-southeast-1', label: '新加坡' },
];
