import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ErrorCode, UPLOAD_TOKEN_TTL_MS } from '@weassit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { type FormPart, issueToken, MB, postUpload, sample, uploadParts } from './fixtures/uploads/form.ts';
import { build, testConfig } from './helper.ts';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: { closeAllConnections(): void };
}
type S3rverClass = new (options: object) => S3rverServer;

const BUCKET = 'weassit-test';
const TOKEN_FIRST = '缺少上传凭证：token 字段须在文件之前发送';
/** The random folder the server puts before every file name. */
const FOLDER = '[A-Za-z0-9_-]{22}';
let server: S3rverServer;
let s3: NonNullable<Config['s3']>;
let client: S3Client;
let directory: string;

beforeAll(async () => {
  // s3rver ships no types; a computed specifier keeps TypeScript from looking for them.
  const specifier = 's3rver';
  const { default: S3rver } = (await import(specifier)) as { default: S3rverClass };
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = {
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  };
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client?.destroy();
  server?.httpServer.closeAllConnections();
  await server?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Every object in the bucket, staging included. */
async function objects(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

async function setup() {
  // The bucket is shared by the file's tests: a fresh user per test keeps their keys apart.
  const app = await build({ s3 });
  const alice = await signupAndLogin(app);
  const before = await objects();
  return { app, alice, added: async () => (await objects()).filter((k) => !before.includes(k)) };
}

describe('uploads on S3 (s3rver)', () => {
  it('stores an allowed file in the bucket; its URL serves the same bytes with the type from the extension', async () => {
    const { app, alice } = await setup();
    const token = await issueToken(app, alice);
    expect(token.fileBase).toBe(`${s3.endpoint}/${BUCKET}/`);
    const png = sample.png(300_000);
    const response = await postUpload(app, uploadParts(token.token, `${token.keyPrefix}photo.png`, png));
    const { key } = response.json().data;
    expect(key).toMatch(new RegExp(`^public/${alice.userId}/${FOLDER}/photo\\.png$`));
    expect(response.json()).toEqual({
      code: 0,
      msg: '上传成功',
      data: { key, url: `${s3.endpoint}/${BUCKET}/${key}` },
    });
    const fetched = await fetch(response.json().data.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(png)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('image/png');
  });

  it('stores a large file (staged, then copied into place) and marks documents as downloads', async () => {
    const { app, alice, added } = await setup();
    const token = await issueToken(app, alice);
    const pdf = sample.pdf(7 * MB);
    const response = await postUpload(app, uploadParts(token.token, `${token.keyPrefix}big report.pdf`, pdf));
    const { key } = response.json().data;
    expect(key).toMatch(new RegExp(`^public/${alice.userId}/${FOLDER}/big report\\.pdf$`));
    const fetched = await fetch(response.json().data.url);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe('attachment');
    expect(await added()).toEqual([key]);
  });

  it('uses S3_PUBLIC_URL as the file base when set', async () => {
    const app = await build({ s3: { ...s3, publicUrl: 'https://cdn.example.com/bucket' } });
    const token = await issueToken(app, await signupAndLogin(app));
    expect(token.fileBase).toBe('https://cdn.example.com/bucket/');
  });

  const refusals: {
    title: string;
    parts: (token: string, prefix: string, bobPrefix: string, bobToken: string) => FormPart[];
    status?: number;
    msg: string;
  }[] = [
    {
      title: 'an 11 MB file',
      parts: (t, p) => uploadParts(t, `${p}big.zip`, sample.zip(11 * MB)),
      status: 413,
      msg: '上传文件大小不能超过 10MB!',
    },
    {
      title: 'a valid file sent before its key and token',
      parts: (t, p) => [
        { name: 'file', filename: 'a.png', data: sample.png() },
        { name: 'key', value: `${p}a.png` },
        { name: 'token', value: t },
      ],
      status: 400,
      msg: TOKEN_FIRST,
    },
    {
      title: 'an 11 MB file sent before its token',
      parts: (t, p) => [
        { name: 'file', filename: 'big.zip', data: sample.zip(11 * MB) },
        { name: 'key', value: `${p}big.zip` },
        { name: 'token', value: t },
      ],
      status: 400,
      msg: TOKEN_FIRST,
    },
    { title: 'a Chinese name', parts: (t, p) => uploadParts(t, `${p}中文.png`, sample.png()), msg: '文件名不能带中文' },
    { title: 'a ../ name', parts: (t, p) => uploadParts(t, `${p}../x.png`, sample.png()), msg: '文件名不合法' },
    {
      title: 'an .exe renamed .png',
      parts: (t, p) => uploadParts(t, `${p}setup.png`, sample.exe()),
      msg: '仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!',
    },
    {
      title: 'two files',
      parts: (t, p) => [
        ...uploadParts(t, `${p}one.png`, sample.png()),
        { name: 'file', filename: 'two.png', data: sample.png() },
      ],
      msg: '一次只能上传一个文件',
    },
    {
      title: 'a missing token',
      parts: (_t, p) => [
        { name: 'key', value: `${p}a.png` },
        { name: 'file', filename: 'a.png', data: sample.png() },
      ],
      status: 400,
      msg: TOKEN_FIRST,
    },
    {
      title: "another user's prefix",
      parts: (t, _p, bob) => uploadParts(t, `${bob}a.png`, sample.png()),
      msg: '无权上传到该路径',
    },
    {
      title: "user B's token with A's prefix",
      parts: (_t, p, _bob, bobToken) => uploadParts(bobToken, `${p}a.png`, sample.png()),
      msg: '无权上传到该路径',
    },
    {
      title: 'a malformed token',
      parts: (_t, p) => uploadParts('x.y', `${p}a.png`, sample.png()),
      msg: '上传凭证无效或已过期',
    },
  ];

  it.each(refusals)('refuses $title and leaves nothing in the bucket', async ({ parts, status = 200, msg }) => {
    const { app, alice, added } = await setup();
    const bob = await signupAndLogin(app);
    const token = await issueToken(app, alice);
    const bobs = await issueToken(app, bob);
    const response = await postUpload(app, parts(token.token, token.keyPrefix, bobs.keyPrefix, bobs.token));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ msg, data: null });
    expect(response.json().code).not.toBe(0);
    expect(await added()).toEqual([]);
  });

  it('refuses an expired token and a second file, leaving the file already stored as it was', async () => {
    const { app, alice, added } = await setup();
    const token = await issueToken(app, alice);
    const requested = `${token.keyPrefix}keep.png`;
    const original = sample.png(5000);
    const first = await postUpload(app, uploadParts(token.token, requested, original));
    const { key } = first.json().data;
    const twoFiles = await postUpload(app, [
      ...uploadParts(token.token, requested, sample.png(6000)),
      { name: 'file', filename: 'extra.png', data: sample.png() },
    ]);
    expect(twoFiles.json().msg).toBe('一次只能上传一个文件');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + UPLOAD_TOKEN_TTL_MS + 1000);
    const expired = await postUpload(app, uploadParts(token.token, requested, sample.png(7000)));
    expect(expired.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: '上传凭证无效或已过期', data: null });
    vi.useRealTimers();

    expect(await added()).toEqual([key]);
    const fetched = await fetch(`${s3.endpoint}/${BUCKET}/${key}`);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(original)).toBe(true);
  });

  it('stores two uploads of the same name under different keys; both objects remain', async () => {
    const { app, alice, added } = await setup();
    const token = await issueToken(app, alice);
    const first = sample.png(3000);
    const second = sample.png(4000);
    const one = (await postUpload(app, uploadParts(token.token, `${token.keyPrefix}same.png`, first))).json().data;
    const two = (await postUpload(app, uploadParts(token.token, `${token.keyPrefix}same.png`, second))).json().data;
    expect(one.key).not.toBe(two.key);
    expect(await added()).toEqual([one.key, two.key].sort());
    expect(Buffer.from(await (await fetch(one.url)).arrayBuffer()).equals(first)).toBe(true);
    expect(Buffer.from(await (await fetch(two.url)).arrayBuffer()).equals(second)).toBe(true);
  });

  it('deletes the object when the last material using it is removed', async () => {
    const { app, alice, added } = await setup();
    const token = await issueToken(app, alice);
    const { url, key } = (
      await postUpload(app, uploadParts(token.token, `${token.keyPrefix}doc.pdf`, sample.pdf()))
    ).json().data;
    const material = async (name: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/v1/api/material/add',
          headers: bearer(alice),
          payload: { type: 2, name, url },
        })
      ).json().data.id as string;
    const remove = (id: string) =>
      app.inject({ method: 'GET', url: `/v1/api/material/remove?id=${id}`, headers: bearer(alice) });
    const a = await material('资料A');
    const b = await material('资料B');
    expect((await remove(a)).json().code).toBe(0);
    // Still used by B.
    expect(await added()).toEqual([key]);
    expect((await remove(b)).json().code).toBe(0);
    expect(await added()).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('keeps nothing in DATA_DIR and serves no /files/ route', async () => {
    const config = await testConfig({ s3 });
    const app = await buildApp(config, { logger: false });
    onTestFinished(() => app.close());
    const user = await signupAndLogin(app);
    const token = await issueToken(app, user);
    await postUpload(app, uploadParts(token.token, `${token.keyPrefix}a.png`, sample.png()));
    const local = await app.inject({ method: 'GET', url: `/files/${token.keyPrefix}a.png` });
    expect(local.statusCode).toBe(404);
    expect((await postUpload(app, uploadParts(token.token, `${token.keyPrefix}b.png`, sample.png()))).json().code).toBe(
      0,
    );
    expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
  });
});
