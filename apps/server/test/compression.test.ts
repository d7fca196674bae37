import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RobotFriendItem } from '@weassit/contract';
import { robotFriendBatchSchema } from '@weassit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '../src/plugins/compression.ts';
import { friendsRepository } from '../src/repositories/friends.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build, tempDir } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const INDEX = `<!doctype html><title>console</title><div id="root"></div>${'<!-- padding -->'.repeat(60)}`;
const SCRIPT = `export const greeting = ${JSON.stringify('你好，微秘书'.repeat(200))};\n`.repeat(20);

/** A console build as the precompress plugin leaves it: `.br` and `.gz` copies next to the text files. */
function consoleBuild(): string {
  const dir = tempDir('weassit-console-');
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, precompressed: boolean) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    if (!precompressed) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  };
  write('index.html', INDEX, true);
  write('assets/index-abc123.js', SCRIPT, true);
  // Too small to be worth compressed copies: sent as it is.
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', false);
  return dir;
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

const get = (app: App, url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('precompressed console files', () => {
  it.each(['br', 'gzip'])('sends the %s copy of an asset to a client that accepts it', async (encoding) => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await get(app, '/weassit/assets/index-abc123.js', encoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Decompressing once gives the file back: the copy is not compressed a second time on the way.
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(decode[encoding]?.(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers brotli when the client accepts both, and sends the plain file to one that accepts neither', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    expect((await get(app, '/weassit/assets/index-abc123.js', 'gzip, deflate, br')).headers['content-encoding']).toBe(
      'br',
    );
    const plain = await get(app, '/weassit/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it.each([
    ['br', '/weassit/'],
    ['gzip', '/weassit/'],
    ['br', '/weassit/login'],
    ['gzip', '/weassit/dashboard/main?tab=1'],
  ])('sends the %s copy of index.html for %s', async (encoding, url) => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await get(app, url, encoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode[encoding]?.(res.rawPayload).toString()).toBe(INDEX);
  });

  it('sends a file without compressed copies as it is, still varying on Accept-Encoding', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    const res = await get(app, '/weassit/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    expect((await get(app, '/weassit/assets/index-abc123.js.br')).statusCode).toBe(404);
    expect((await get(app, '/weassit/assets/index-abc123.js.gz')).statusCode).toBe(404);
  });

  it('answers a malformed Accept-Encoding with the plain file, never an error', async () => {
    const app = await build({ consoleDir: consoleBuild() });
    for (const value of [';;;', 'br;q=abc, gzip;q=', '*;q=0', 'identity;q=0, x'.repeat(200)]) {
      const res = await get(app, '/weassit/assets/index-abc123.js', value);
      expect(res.statusCode, value).toBe(200);
      expect(res.headers.vary, value).toMatch(/accept-encoding/i);
    }
  });
});

/** A friend as the robot uploads it. */
const friend = (n: number): RobotFriendItem => ({
  robotId: 'wxid_robot',
  contactId: `wxid_friend${n}`,
  wxid: `wxid_friend${n}`,
  name: `好友${n}`,
  alias: `备注${n}`,
  gender: 1,
  avatar: `https://img.example.com/avatar/${n}.png`,
  friend: true,
  type: 1,
  weixin: '',
});

/** Stores `count` friends of `userId` the way the robot gateway does, in batches of at most 80. */
async function addFriends(app: App, userId: string, count: number) {
  const friends = friendsRepository(app.db.kysely, userId);
  for (let start = 0; start < count; start += 80) {
    const batch = Array.from({ length: Math.min(80, count - start) }, (_, i) => friend(start + i));
    await friends.upsertBatch(robotFriendBatchSchema.parse(batch));
  }
}

describe('API answers', () => {
  async function withFriends(count: number) {
    const app = await build({ consoleDir: consoleBuild() });
    const user = await signupAndLogin(app);
    await addFriends(app, user.userId, count);
    return { app, user };
  }

  it.each(['br', 'gzip'])('compresses a large answer with %s', async (encoding) => {
    const { app, user } = await withFriends(300);
    const plain = await get(app, '/v1/api/wechat/allfriend', undefined, bearer(user));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD * 4);
    expect(plain.json().data).toHaveLength(300);

    const res = await get(app, '/v1/api/wechat/allfriend', encoding, bearer(user));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decode[encoding]?.(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const { app, user } = await withFriends(2);
    const small = await get(app, '/v1/api/wechat/allfriend', 'br, gzip', bearer(user));
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toHaveLength(2);
    // The same route with more friends is compressed: the size decided, not the route.
    await addFriends(app, user.userId, 300);
    const large = await get(app, '/v1/api/wechat/allfriend', 'br, gzip', bearer(user));
    expect(large.headers['content-encoding']).toBe('br');
  });
});
