import { Writable } from 'node:stream';
import { ErrorCode, OSS_TEST_PATH, OssTestStatus } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { OSS_TESTS_PER_MINUTE } from '../src/routes/v1/storage-test.ts';
import { bucketInfoUrl } from '../src/services/oss-check.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { type FakeOss, startFakeOss } from './fixtures/fake-oss.ts';
import { testConfig } from './helper.ts';

const KEY_ID = 'LTAI5tFakeKeyId01';
const SECRET = 'fake-secret-Do-Not-Log-9f8e7d';
const oss = {
  type: 1,
  region: 'oss-cn-hangzhou',
  bucket: 'weassit-files',
  aliAkId: KEY_ID,
  aliAkSecret: SECRET,
};

/** An app sending its checks to `fake`, its log lines (JSON, info and up, as in production) collected. */
async function appFor(fake: FakeOss, timeoutMs = 8_000) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = await testConfig({ ossCheck: { endpoint: fake.url, timeoutMs } });
  const app = await buildApp(config, { logger: { level: 'info', stream } });
  onTestFinished(() => app.close());
  return { app, log: () => lines.join('') };
}

const test = (app: FastifyInstance, user: TestUser | undefined, payload: unknown) =>
  app.inject({ method: 'POST', url: OSS_TEST_PATH, payload: payload as object, headers: user ? bearer(user) : {} });

describe('POST /api/wechat/oss/test', () => {
  let fake: FakeOss;
  beforeAll(async () => {
    fake = await startFakeOss({
      keys: { [KEY_ID]: SECRET },
      buckets: ['weassit-files'],
      otherRegionBuckets: ['beijing-bucket'],
      hangingBuckets: ['slow-bucket'],
    });
  });
  afterAll(() => fake.close());

  it('signs GetBucketInfo as OSS checks it and says 连接成功, never echoing or logging the secret', async () => {
    const { app, log } = await appFor(fake);
    const user = await signupAndLogin(app);
    const before = fake.requests.length;
    const res = await test(app, user, { ...oss, custom_domain: 'files.example.com', custom_path: 'chat/' });
    expect(res.json()).toEqual({
      code: 0,
      msg: '连接成功：密钥有效，存储桶可以访问',
      data: { status: OssTestStatus.OK, message: '连接成功：密钥有效，存储桶可以访问' },
    });
    expect(fake.requests.slice(before)).toEqual([
      expect.objectContaining({ bucket: 'weassit-files', authorization: expect.stringMatching(`^OSS ${KEY_ID}:`) }),
    ]);
    expect(res.body).not.toContain(SECRET);
    expect(log()).toContain('oss test');
    expect(log()).not.toContain(SECRET);
  });

  it('tells a wrong secret, an unknown key, a missing bucket and a bucket of another region apart', async () => {
    const { app, log } = await appFor(fake);
    const user = await signupAndLogin(app);
    const cases = [
      [{ ...oss, aliAkSecret: 'wrong-secret' }, OssTestStatus.BAD_KEY, '密钥错误：AccessKey Secret 不正确'],
      [{ ...oss, aliAkId: 'LTAI-unknown' }, OssTestStatus.BAD_KEY, '密钥错误：AccessKey ID 不存在或已停用'],
      [{ ...oss, bucket: 'no-such-bucket' }, OssTestStatus.NO_BUCKET, '存储桶不存在：请检查存储桶名称和地域'],
      [{ ...oss, bucket: 'beijing-bucket' }, OssTestStatus.WRONG_REGION, '存储桶不在所选地域：请选择存储桶所在的地域'],
    ] as const;
    for (const [payload, status, message] of cases) {
      expect((await test(app, user, payload)).json()).toEqual({ code: 0, msg: message, data: { status, message } });
    }
    expect(log()).not.toContain('wrong-secret');
  });

  it('gives up on a store that never answers with 连接超时, within its bound', async () => {
    const { app } = await appFor(fake, 300);
    const user = await signupAndLogin(app);
    const started = performance.now();
    const res = await test(app, user, { ...oss, bucket: 'slow-bucket' });
    expect(res.json().data.status).toBe(OssTestStatus.TIMEOUT);
    expect(res.json().msg).toMatch(/^连接超时/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses input outside the region list and the bucket rules before any request leaves', async () => {
    const { app } = await appFor(fake);
    const user = await signupAndLogin(app);
    const before = fake.requests.length;
    const refused = [
      [{ ...oss, region: '127.0.0.1:8080/x' }, ErrorCode.INVALID_PARAMETER, '请选择地域（region）'],
      [{ ...oss, bucket: 'evil.example.com' }, ErrorCode.INVALID_PARAMETER],
      [{ ...oss, bucket: 'a' }, ErrorCode.INVALID_PARAMETER],
      [{ ...oss, aliAkSecret: '' }, ErrorCode.INVALID_PARAMETER],
      [{ ...oss, aliAkSecret: 'x'.repeat(300) }, ErrorCode.INVALID_PARAMETER],
      [{ ...oss, type: 2 }, ErrorCode.INVALID_PARAMETER],
      [{ region: oss.region, bucket: oss.bucket, aliAkId: KEY_ID }, ErrorCode.MISSING_PARAMETER],
    ] as const;
    for (const [payload, code, msg] of refused) {
      const body = (await test(app, user, payload)).json();
      expect(body.code, JSON.stringify(payload).slice(0, 80)).toBe(code);
      if (msg) expect(body.msg).toBe(msg);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('never contacts the custom domain: the host is the bucket and region only', async () => {
    const elsewhere = await startFakeOss({ keys: { [KEY_ID]: SECRET }, buckets: ['weassit-files'] });
    onTestFinished(() => elsewhere.close());
    const { app } = await appFor(fake);
    const user = await signupAndLogin(app);
    await test(app, user, { ...oss, custom_domain: elsewhere.url.replace('http://', '') });
    expect(elsewhere.requests).toEqual([]);
    expect(bucketInfoUrl(oss).href).toBe('https://weassit-files.oss-cn-hangzhou.aliyuncs.com/?bucketInfo');
    expect(() => bucketInfoUrl({ ...oss, region: 'aliyuncs.com.evil.net' })).toThrow();
    expect(() => bucketInfoUrl({ ...oss, bucket: 'x.evil.net/' })).toThrow();
  });

  it('is for logged-in users only, and limited per user', async () => {
    const { app } = await appFor(fake);
    const before = fake.requests.length;
    expect((await test(app, undefined, oss)).json().code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(fake.requests.length).toBe(before);

    const user = await signupAndLogin(app);
    const other = await signupAndLogin(app);
    for (let i = 0; i < OSS_TESTS_PER_MINUTE; i += 1) expect((await test(app, user, oss)).json().code).toBe(0);
    const limited = await test(app, user, oss);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ErrorCode.RATE_LIMITED);
    expect((await test(app, other, oss)).json().code).toBe(0);
  });
});
