import type { OssConfig, OssTestResult } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/*
 * The path as text: the contract's OSS_TEST_PATH lives in a module that builds zod schemas, which the page's
 * first visit must not download.
 */
const OSS_TEST_PATH = '/api/wechat/oss/test';

/** `POST /api/wechat/oss/test`: the server tries the OSS config and says how it went (code 0 either way). */
export function testOss(config: OssConfig): Promise<OssTestResult> {
  return apiPost<OssTestResult>(OSS_TEST_PATH, config);
}
