import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, UPLOAD_TOKEN_TTL_MS } from '@weassit/contract';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import {
  filesUnder,
  issueToken,
  MB,
  multipartForm,
  postUpload,
  sample,
  streamingForm,
  uploadParts,
} from './fixtures/uploads/form.ts';
import { build, testConfig } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const MATERIAL_TYPE_MESSAGE = '仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!';
const TOKEN_FIRST = '缺少上传凭证：token 字段须在文件之前发送';
/** The random folder the server puts before every file name. */
const FOLDER = '[A-Za-z0-9_-]{22}';
/** Stored paths without their random folder: `public/<userId>/<name>`. */
const withoutFolder = (paths: string[]) => paths.map((p) => p.replace(new RegExp(`/${FOLDER}/`), '/')).sort();

async function setup() {
  const config = await testConfig();
  const app = await buildApp(config, { logger: false });
  onTestFinished(() => app.close());
  const alice = await signupAndLogin(app);
  const uploads = path.join(config.dataDir, 'uploads');
  return { app, config, alice, uploads, stored: () => filesUnder(uploads) };
}

const getFile = (app: App, url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /v1/api/material/token', () => {
  it('issues a short-lived token scoped to the user, with where to upload and where files appear', async () => {
    const { app, alice } = await setup();
    const before = Date.now();
    const response = await app.inject({ method: 'GET', url: '/v1/api/material/token', headers: bearer(alice) });
    expect(response.json()).toEqual({
      code: 0,
      msg: '成功',
      data: {
        token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
        keyPrefix: `public/${alice.userId}/`,
        uploadUrl: '/upload',
        fileBase: 'http://127.0.0.1:8080/files/',
        expiresAt: expect.any(Number),
        maxBytes: 10 * MB,
      },
    });
    const { expiresAt } = response.json().data;
    expect(expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_TOKEN_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_TOKEN_TTL_MS);
    expect((await issueToken(app, alice, 'send')).maxBytes).toBe(5 * MB);
    expect((await issueToken(app, alice, 'thumbnail')).maxBytes).toBe(5 * MB);
  });

  it('uses UPLOAD_PUBLIC_URL and FILES_PUBLIC_URL when configured', async () => {
    const app = await build({
      uploads: { publicUrl: 'https://up.example.com/upload', filesPublicUrl: 'https://cdn.example.com/f/' },
    });
    const token = await issueToken(app, await signupAndLogin(app));
    expect(token).toMatchObject({ uploadUrl: 'https://up.example.com/upload', fileBase: 'https://cdn.example.com/f/' });
  });

  it('refuses an unknown scene, a missing session and another user id', async () => {
    const { app, alice } = await setup();
    const bob = await signupAndLogin(app);
    const get = (url: string, headers = bearer(alice)) => app.inject({ method: 'GET', url, headers });
    expect((await get('/v1/api/material/token?scene=avatar')).json()).toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
      msg: expect.stringContaining('上传场景不正确'),
    });
    expect((await get('/v1/api/material/token', {} as ReturnType<typeof bearer>)).json().code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect((await get(`/v1/api/material/token?userId=${bob.userId}`)).json()).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      data: null,
    });
    expect((await get(`/v1/api/material/token?userId=${alice.userId}`)).json().code).toBe(0);
  });
});

describe('POST /upload (local store)', () => {
  it('stores an allowed file and serves the same bytes at its URL, read-only and typed by extension', async () => {
    const { app, alice } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const png = sample.png(50_000);
    const response = await postUpload(app, uploadParts(token, `${keyPrefix}photo.png`, png));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '上传成功',
      data: {
        key: expect.stringMatching(new RegExp(`^public/${alice.userId}/${FOLDER}/photo\\.png$`)),
        url: `http://127.0.0.1:8080/files/${response.json().data.key}`,
      },
    });

    const file = await getFile(app, response.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    const put = await app.inject({ method: 'PUT', url: new URL(response.json().data.url).pathname, payload: 'x' });
    expect(put.statusCode).toBe(404);
  });

  it('serves documents as attachments and encodes names in URLs', async () => {
    const { app, alice } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const pdf = sample.pdf(30_000);
    const response = await postUpload(app, uploadParts(token, `${keyPrefix}price list #2.pdf`, pdf));
    const { key, url } = response.json().data;
    expect(key).toMatch(new RegExp(`^public/${alice.userId}/${FOLDER}/price list #2\\.pdf$`));
    expect(url).toBe(`http://127.0.0.1:8080/files/${key.replace(/ /g, '%20').replace('#', '%23')}`);
    const file = await getFile(app, url);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment' });
  });

  it('accepts text and csv only when they are valid UTF-8 without NUL', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const csv = sample.text('名称,价格\n苹果,3\n');
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}prices.csv`, csv))).json().code).toBe(0);
    const txt = sample.text('hello');
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}notes.txt`, txt))).json().code).toBe(0);

    const latin1 = Buffer.concat([Buffer.from('a,b\n'.repeat(200)), Buffer.from([0xe9, 0x0a])]);
    const withNul = Buffer.from('a,b\n\0c,d\n');
    for (const data of [latin1, withNul]) {
      expect((await postUpload(app, uploadParts(token, `${keyPrefix}bad.csv`, data))).json()).toMatchObject({
        code: ErrorCode.INVALID_PARAMETER,
        msg: MATERIAL_TYPE_MESSAGE,
      });
    }
    expect(withoutFolder(stored())).toEqual([`public/${alice.userId}/notes.txt`, `public/${alice.userId}/prices.csv`]);
  });

  it('accepts every material extension whose content matches it', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const tar = Buffer.alloc(1024);
    tar.write('ustar', 257, 'latin1');
    const riff = (form: string) => Buffer.concat([Buffer.from('RIFF\0\0\0\0', 'latin1'), Buffer.from(`${form}data`)]);
    const files: Record<string, Buffer> = {
      pdf: sample.pdf(),
      xlsx: sample.zip(),
      docx: sample.zip(),
      zip: sample.zip(),
      ppt: ole,
      doc: ole,
      xls: ole,
      csv: sample.text('a,b\n1,2\n'),
      tar,
      rar: Buffer.from('Rar!\x1a\x07\x00rest', 'latin1'),
      png: sample.png(),
      jpg: sample.jpeg(),
      jpeg: sample.jpeg(),
      gif: sample.gif(),
      mp4: Buffer.from('\0\0\0\x18ftypmp42rest', 'latin1'),
      avi: riff('AVI '),
      wav: riff('WAVE'),
      silk: Buffer.from('#!SILK_V3rest'),
      sil: Buffer.from('\x02#!SILK_V3rest', 'latin1'),
      mp3: Buffer.from('ID3\x04\0rest', 'latin1'),
    };
    for (const [extension, data] of Object.entries(files)) {
      const response = await postUpload(app, uploadParts(token, `${keyPrefix}file.${extension}`, data));
      expect(response.json(), extension).toMatchObject({ code: 0 });
    }
    expect(stored()).toHaveLength(Object.keys(files).length);
    // The same bytes under the wrong extension are refused: content and name must agree.
    const swapped = await postUpload(app, uploadParts(token, `${keyPrefix}file2.doc`, sample.zip()));
    expect(swapped.json()).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, msg: MATERIAL_TYPE_MESSAGE });
  });

  it('stores two uploads of the same name under different keys, and both files remain', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const first = sample.png(2048);
    const second = sample.png(4096);
    const one = (await postUpload(app, uploadParts(token, `${keyPrefix}a.png`, first))).json().data;
    const two = (await postUpload(app, uploadParts(token, `${keyPrefix}a.png`, second))).json().data;
    expect(one.key).not.toBe(two.key);
    // The name stays last (the robot names the file it sends after the URL), behind a random folder.
    expect(one.url).toMatch(new RegExp(`/files/public/${alice.userId}/${FOLDER}/a\\.png$`));
    expect((await getFile(app, one.url)).rawPayload.equals(first)).toBe(true);
    expect((await getFile(app, two.url)).rawPayload.equals(second)).toBe(true);
    expect(stored().sort()).toEqual([one.key, two.key].sort());
  });

  describe('refuses, with a clear message and nothing stored', () => {
    const cases: {
      title: string;
      parts: (ctx: {
        token: string;
        prefix: string;
        bobToken: string;
        bobPrefix: string;
      }) => Parameters<typeof postUpload>[1];
      status?: number;
      code: number;
      msg: string;
    }[] = [
      {
        title: 'an 11 MB file (key and token first)',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}big.zip`, sample.zip(11 * MB)),
        status: 413,
        code: ErrorCode.TOO_LARGE,
        msg: '上传文件大小不能超过 10MB!',
      },
      {
        title: 'a valid file sent before a valid key and token',
        parts: ({ token, prefix }) => [
          { name: 'file', filename: 'a.png', data: sample.png() },
          { name: 'key', value: `${prefix}a.png` },
          { name: 'token', value: token },
        ],
        status: 400,
        code: ErrorCode.MISSING_PARAMETER,
        msg: TOKEN_FIRST,
      },
      {
        title: 'a valid file between the token and the key',
        parts: ({ token, prefix }) => [
          { name: 'token', value: token },
          { name: 'file', filename: 'a.png', data: sample.png() },
          { name: 'key', value: `${prefix}a.png` },
        ],
        status: 400,
        code: ErrorCode.MISSING_PARAMETER,
        msg: '缺少上传路径：key 字段须在文件之前发送',
      },
      {
        title: 'an 11 MB file sent before its token',
        parts: ({ token, prefix }) => [
          { name: 'file', filename: 'big.zip', data: sample.zip(11 * MB) },
          { name: 'key', value: `${prefix}big.zip` },
          { name: 'token', value: token },
        ],
        status: 400,
        code: ErrorCode.MISSING_PARAMETER,
        msg: TOKEN_FIRST,
      },
      {
        title: 'a file of exactly 10 MB (the cap is exclusive)',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}edge.zip`, sample.zip(10 * MB)),
        status: 413,
        code: ErrorCode.TOO_LARGE,
        msg: '上传文件大小不能超过 10MB!',
      },
      {
        title: 'a Chinese file name',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}中文.png`, sample.png()),
        code: ErrorCode.INVALID_PARAMETER,
        msg: '文件名不能带中文',
      },
      {
        title: 'a name climbing out of the folder',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}../x.png`, sample.png()),
        code: ErrorCode.INVALID_PARAMETER,
        msg: '文件名不合法',
      },
      {
        title: 'a name with a control character',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}a\tb.png`, sample.png(), 'ab.png'),
        code: ErrorCode.INVALID_PARAMETER,
        msg: '文件名不合法',
      },
      {
        title: 'an .exe renamed .png',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}setup.png`, sample.exe()),
        code: ErrorCode.INVALID_PARAMETER,
        msg: MATERIAL_TYPE_MESSAGE,
      },
      {
        title: 'an extension no rule allows',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}run.exe`, sample.exe()),
        code: ErrorCode.INVALID_PARAMETER,
        msg: MATERIAL_TYPE_MESSAGE,
      },
      {
        title: 'two files in one request',
        parts: ({ token, prefix }) => [
          ...uploadParts(token, `${prefix}one.png`, sample.png()),
          { name: 'file', filename: 'two.png', data: sample.png() },
        ],
        code: ErrorCode.INVALID_PARAMETER,
        msg: '一次只能上传一个文件',
      },
      {
        title: 'an empty file',
        parts: ({ token, prefix }) => uploadParts(token, `${prefix}empty.txt`, Buffer.alloc(0)),
        code: ErrorCode.INVALID_PARAMETER,
        msg: '上传文件不能为空',
      },
      {
        title: 'a missing token',
        parts: ({ prefix }) => [
          { name: 'key', value: `${prefix}a.png` },
          { name: 'file', filename: 'a.png', data: sample.png() },
        ],
        status: 400,
        code: ErrorCode.MISSING_PARAMETER,
        msg: TOKEN_FIRST,
      },
      {
        title: 'a missing key',
        parts: ({ token }) => [
          { name: 'token', value: token },
          { name: 'file', filename: 'a.png', data: sample.png() },
        ],
        status: 400,
        code: ErrorCode.MISSING_PARAMETER,
        msg: '缺少上传路径：key 字段须在文件之前发送',
      },
      {
        title: 'a missing token, and no file',
        parts: ({ prefix }) => [{ name: 'key', value: `${prefix}a.png` }],
        code: ErrorCode.MISSING_PARAMETER,
        msg: '缺少上传凭证',
      },
      {
        title: 'a malformed token',
        parts: ({ prefix }) => uploadParts('not-a-token', `${prefix}a.png`, sample.png()),
        code: ErrorCode.FORBIDDEN,
        msg: '上传凭证无效或已过期',
      },
      {
        title: 'a token whose user was changed (signature no longer matches)',
        parts: ({ token, bobPrefix }) => {
          const [payload, signature] = token.split('.') as [string, string];
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, u: bobPrefix.split('/')[1] })).toString('base64url');
          return uploadParts(`${forged}.${signature}`, `${bobPrefix}a.png`, sample.png());
        },
        code: ErrorCode.FORBIDDEN,
        msg: '上传凭证无效或已过期',
      },
      {
        title: "another user's key prefix",
        parts: ({ token, bobPrefix }) => uploadParts(token, `${bobPrefix}a.png`, sample.png()),
        code: ErrorCode.FORBIDDEN,
        msg: '无权上传到该路径',
      },
      {
        title: "user B's token with A's prefix",
        parts: ({ bobToken, prefix }) => uploadParts(bobToken, `${prefix}a.png`, sample.png()),
        code: ErrorCode.FORBIDDEN,
        msg: '无权上传到该路径',
      },
      {
        title: 'a key outside the fixed prefix',
        parts: ({ token, prefix }) => uploadParts(token, `private/${prefix.split('/')[1]}/a.png`, sample.png()),
        code: ErrorCode.FORBIDDEN,
        msg: '无权上传到该路径',
      },
      {
        title: 'no file at all',
        parts: ({ token, prefix }) => [
          { name: 'key', value: `${prefix}a.png` },
          { name: 'token', value: token },
        ],
        code: ErrorCode.MISSING_PARAMETER,
        msg: '缺少上传文件',
      },
    ];

    it.each(cases)('$title', async ({ parts, status = 200, code, msg }) => {
      const { app, alice, stored } = await setup();
      const bob = await signupAndLogin(app);
      const mine = await issueToken(app, alice);
      const bobs = await issueToken(app, bob);
      const response = await postUpload(
        app,
        parts({ token: mine.token, prefix: mine.keyPrefix, bobToken: bobs.token, bobPrefix: bobs.keyPrefix }),
      );
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code, msg, data: null });
      expect(stored()).toEqual([]);
    });
  });

  it('refuses an expired token', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + UPLOAD_TOKEN_TTL_MS - 1000);
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}early.png`, sample.png()))).json().code).toBe(0);
    vi.setSystemTime(Date.now() + 2000);
    const response = await postUpload(app, uploadParts(token, `${keyPrefix}late.png`, sample.png()));
    expect(response.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: '上传凭证无效或已过期', data: null });
    expect(withoutFolder(stored())).toEqual([`public/${alice.userId}/early.png`]);
  });

  it('stops reading an oversized file at the cap instead of buffering it', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const form = streamingForm({ key: `${keyPrefix}huge.zip`, token }, 'huge.zip', sample.zip(1024), 200 * MB);
    const response = await app.inject({ method: 'POST', url: '/upload', headers: form.headers, payload: form.payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: ErrorCode.TOO_LARGE, msg: '上传文件大小不能超过 10MB!' });
    expect(form.pulled()).toBeLessThan(20 * MB);
    expect(stored()).toEqual([]);
  });

  it('applies the send scene cap of 5 MB', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice, 'send');
    const over = await postUpload(app, uploadParts(token, `${keyPrefix}a.zip`, sample.zip(5 * MB)));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: ErrorCode.TOO_LARGE, msg: '上传文件大小不能超过 5MB!', data: null });
    expect(stored()).toEqual([]);
    const under = await postUpload(app, uploadParts(token, `${keyPrefix}a.zip`, sample.zip(5 * MB - 1)));
    expect(under.json().code).toBe(0);
    // Send files follow the send rule: a ppt is a material type only.
    const ppt = await postUpload(app, uploadParts(token, `${keyPrefix}deck.ppt`, sample.zip()));
    expect(ppt.json()).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, msg: '仅支持JPG/PNG/TEXT/ZIP 格式!' });
  });

  it('takes only JPG and PNG in the thumbnail scene', async () => {
    const { app, alice, stored } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice, 'thumbnail');
    const gif = await postUpload(app, uploadParts(token, `${keyPrefix}t.gif`, sample.gif()));
    expect(gif.json()).toEqual({ code: ErrorCode.INVALID_PARAMETER, msg: '仅支持JPG/PNG格式!', data: null });
    // A GIF renamed .jpg is caught by its content.
    const renamed = await postUpload(app, uploadParts(token, `${keyPrefix}t.jpg`, sample.gif()));
    expect(renamed.json()).toMatchObject({ msg: '仅支持JPG/PNG格式!' });
    expect(stored()).toEqual([]);
    expect((await postUpload(app, uploadParts(token, `${keyPrefix}t.jpg`, sample.jpeg()))).json().code).toBe(0);
  });

  it('refuses a request that is not multipart', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { key: 'a', token: 'b' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST });

    const { token, keyPrefix } = await issueToken(app, await signupAndLogin(app));
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    const whole = multipartForm(uploadParts(token, `${keyPrefix}a.png`, sample.png()));
    const truncated = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 100),
    });
    for (const refused of [noBoundary, truncated]) {
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json()).toMatchObject({ code: ErrorCode.MALFORMED_REQUEST, msg: '上传表单不正确' });
    }
  });

  it('accepts a token issued by another server process on the same database', async () => {
    const config = await testConfig();
    const first = await buildApp(config, { logger: false });
    onTestFinished(() => first.close());
    const second = await buildApp(config, { logger: false });
    onTestFinished(() => second.close());
    const user: TestUser = await signupAndLogin(first);
    const { token, keyPrefix } = await issueToken(first, user);
    const response = await postUpload(second, uploadParts(token, `${keyPrefix}shared.png`, sample.png()));
    expect(response.json()).toMatchObject({ code: 0 });
    // A token from a different database (another secret) is not accepted.
    const other = await build();
    const stranger = await issueToken(other, await signupAndLogin(other));
    const foreign = await postUpload(second, uploadParts(stranger.token, `${stranger.keyPrefix}x.png`, sample.png()));
    expect(foreign.json().msg).toBe('上传凭证无效或已过期');
  });
});

describe('local staging', () => {
  it('sweeps staged files a crashed process left behind, and only old ones', async () => {
    const config = await testConfig();
    const staging = path.join(config.dataDir, 'uploads', '.staging');
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'old'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(staging, 'old'), twoHoursAgo, twoHoursAgo);
    fs.writeFileSync(path.join(staging, 'recent'), 'x');
    const app = await buildApp(config, { logger: false });
    onTestFinished(() => app.close());
    expect(fs.readdirSync(staging)).toEqual(['recent']);
  });
});

describe('GET /files/', () => {
  it('serves no directory listing, no staging area and nothing outside the uploads folder', async () => {
    const { app, alice } = await setup();
    const { token, keyPrefix } = await issueToken(app, alice);
    const { key } = (await postUpload(app, uploadParts(token, `${keyPrefix}a.png`, sample.png()))).json().data;
    const folder = key.split('/')[2];
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await status(`/files/${key}`)).toBe(200);
    for (const url of [
      '/files/',
      '/files/public/',
      `/files/public/${alice.userId}/`,
      `/files/public/${alice.userId}`,
      `/files/public/${alice.userId}/${folder}`,
      `/files/public/${alice.userId}/${folder}/`,
      `/files/public/${alice.userId}/a.png`,
      '/files/.staging/',
      `/files/public/${alice.userId}/..%2F..%2F..%2Fweassit.sqlite`,
      '/files/%2e%2e/weassit.sqlite',
      '/files/..%2Fweassit.sqlite',
      `/files/public/${alice.userId}/missing.png`,
    ]) {
      expect(await status(url), url).toBeGreaterThanOrEqual(400);
    }
  });

  it('parses multipart bodies on the upload endpoint only', async () => {
    const { app, alice } = await setup();
    const form = multipartForm([{ name: 'type', value: '1' }]);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/api/material/add',
      headers: { ...bearer(alice), ...form.headers },
      payload: form.payload,
    });
    expect(response.json().code).not.toBe(0);
    expect(response.statusCode).toBe(415);
  });
});
