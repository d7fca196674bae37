import crypto from 'node:crypto';
import { OSS_BUCKET_PATTERN, OSS_REGIONS, type OssConfig, type OssTestResult, OssTestStatus } from '@weassit/contract';

export interface OssCheckOptions {
  /**
   * Test only: a local fake OSS (`http://127.0.0.1:<port>`) asked path-style (`/<bucket>/?bucketInfo`) instead of
   * the bucket's Aliyun host. Comes from the server's own config, never from a request.
   */
  endpoint?: string | undefined;
  /** The whole check (connect, answer and body) gives up after this long. */
  timeoutMs: number;
}

/** Most of an error answer read: OSS error documents are a few hundred bytes. */
const BODY_MAX = 16 * 1024;

/** OSS signature V1 of a request without body or OSS headers: `OSS <id>:<base64 HMAC-SHA1>`. */
export function signV1(accessKeyId: string, secret: string, verb: string, date: string, resource: string): string {
  const stringToSign = `${verb}\n\n\n${date}\n${resource}`;
  const signature = crypto.createHmac('sha1', secret).update(stringToSign, 'utf8').digest('base64');
  return `OSS ${accessKeyId}:${signature}`;
}

/**
 * Where the check goes. The host is made only of a region from the contract's list and a bucket name of OSS's
 * own pattern (checked again here, whatever the caller validated): no request value can point the server at
 * another host. `custom_domain` is the robot's download address and is never contacted.
 */
export function bucketInfoUrl(config: Pick<OssConfig, 'region' | 'bucket'>, endpoint?: string): URL {
  if (!OSS_REGIONS.includes(config.region)) throw new Error('region not in the list');
  if (!OSS_BUCKET_PATTERN.test(config.bucket)) throw new Error('bucket name not valid');
  if (endpoint) return new URL(`/${config.bucket}/?bucketInfo`, endpoint);
  return new URL(`https://${config.bucket}.${config.region}.aliyuncs.com/?bucketInfo`);
}

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_MAX) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, BODY_MAX).toString('utf8');
}

/** An OSS error document's `<Code>`, if it is a plain word (it is shown to the user). */
function errorCode(body: string): string {
  return /<Code>([A-Za-z]{1,64})<\/Code>/.exec(body)?.[1] ?? '';
}

const result = (status: OssTestStatus, message: string): OssTestResult => ({ status, message });

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Asks OSS for the bucket's info (GetBucketInfo) with the given keys: the cheapest call that proves the keys, the
 * bucket and its region together. The answer becomes a status and a Chinese message; the secret is used only to
 * sign and appears in neither.
 */
export async function checkOss(config: OssConfig, options: OssCheckOptions): Promise<OssTestResult> {
  const url = bucketInfoUrl(config, options.endpoint);
  const date = new Date().toUTCString();
  const authorization = signV1(config.aliAkId, config.aliAkSecret, 'GET', date, `/${config.bucket}/?bucketInfo`);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let status: number;
  let body: string;
  try {
    // No redirects: a 3xx is an answer to map, not a place to go.
    const response = await fetch(url, { method: 'GET', headers: { date, authorization }, redirect: 'manual', signal });
    status = response.status;
    body = await readBounded(response);
  } catch (error) {
    if (isTimeout(error) || signal.aborted) {
      return result(OssTestStatus.TIMEOUT, '连接超时：存储服务没有及时响应，请检查地域或稍后再试');
    }
    return result(OssTestStatus.UNREACHABLE, '无法连接到存储服务，请检查地域和存储桶名称');
  }
  const code = errorCode(body);
  if (status === 200) return result(OssTestStatus.OK, '连接成功：密钥有效，存储桶可以访问');
  if (code === 'InvalidAccessKeyId') return result(OssTestStatus.BAD_KEY, '密钥错误：AccessKey ID 不存在或已停用');
  if (code === 'SignatureDoesNotMatch') return result(OssTestStatus.BAD_KEY, '密钥错误：AccessKey Secret 不正确');
  if (code === 'NoSuchBucket' || status === 404) {
    return result(OssTestStatus.NO_BUCKET, '存储桶不存在：请检查存储桶名称和地域');
  }
  // A bucket of another region answers 403 with the endpoint to use.
  if (status === 403 && /<Endpoint>/.test(body)) {
    return result(OssTestStatus.WRONG_REGION, '存储桶不在所选地域：请选择存储桶所在的地域');
  }
  if (status === 403) return result(OssTestStatus.DENIED, '没有权限：这对密钥不能读取该存储桶的信息');
  return result(OssTestStatus.UNEXPECTED, `存储服务返回了意外的结果（HTTP ${status}${code ? ` ${code}` : ''}）`);
}
