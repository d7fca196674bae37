import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { filesUnder, issueToken, postUpload, sample, uploadParts } from './fixtures/uploads/form.ts';
import { testConfig } from './helper.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Files uploaded for materials (local store): deleted with the last material that uses them. */
async function setup() {
  const config = await testConfig();
  const app = await buildApp(config, { logger: false });
  onTestFinished(() => app.close());
  const alice = await signupAndLogin(app);
  return { app, alice, stored: () => filesUnder(path.join(config.dataDir, 'uploads')).sort() };
}

async function upload(app: App, user: TestUser, name: string, scene?: string) {
  const { token, keyPrefix } = await issueToken(app, user, scene);
  const data = name.endsWith('.pdf') ? sample.pdf() : sample.png();
  const res = await postUpload(app, uploadParts(token, keyPrefix + name, data));
  return res.json().data as { key: string; url: string };
}

const materials = (app: App, user: TestUser) => {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(user), payload }).then((r) => r.json());
  return {
    file: async (name: string, url: string, id?: string) =>
      (await post('/v1/api/material/add', { type: 2, name, url, ...(id ? { id } : {}) })).data.id as string,
    h5: async (name: string, thumb: { url: string; key: string }) =>
      (
        await post('/v1/api/material/rich/add', {
          type: 4,
          name,
          url: 'https://example.com/act',
          title: '活动',
          description: '描述',
          thumbUrl: thumb.url,
          thumbKey: thumb.key,
        })
      ).data.id as string,
    remove: async (id: string) =>
      (await app.inject({ method: 'GET', url: `/v1/api/material/remove?id=${id}`, headers: bearer(user) })).json(),
  };
};

describe('files of materials', () => {
  it('deletes the file when the last material using it is removed, not before', async () => {
    const { app, alice, stored } = await setup();
    const doc = await upload(app, alice, 'doc.pdf');
    const m = materials(app, alice);
    const first = await m.file('资料', doc.url);
    const second = await m.file('资料副本', doc.url);
    expect(stored()).toEqual([doc.key]);

    expect(await m.remove(first)).toMatchObject({ code: 0 });
    expect(stored()).toEqual([doc.key]);
    expect((await app.inject({ method: 'GET', url: new URL(doc.url).pathname })).statusCode).toBe(200);

    expect(await m.remove(second)).toMatchObject({ code: 0, msg: '删除成功' });
    expect(stored()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: new URL(doc.url).pathname })).statusCode).toBe(404);
  });

  it('deletes the file a material no longer points at after an edit', async () => {
    const { app, alice, stored } = await setup();
    const old = await upload(app, alice, 'old.png');
    const replacement = await upload(app, alice, 'new.png');
    const m = materials(app, alice);
    const id = await m.file('图片', old.url);
    expect(stored()).toEqual([old.key, replacement.key].sort());
    await m.file('图片', replacement.url, id);
    expect(stored()).toEqual([replacement.key]);
  });

  it("deletes a link card's uploaded thumbnail with it", async () => {
    const { app, alice, stored } = await setup();
    await makeVip(app, alice);
    const thumb = await upload(app, alice, 'thumb.png', 'thumbnail');
    const m = materials(app, alice);
    const id = await m.h5('活动页', thumb);
    expect(stored()).toEqual([thumb.key]);
    expect(await m.remove(id)).toMatchObject({ code: 0 });
    expect(stored()).toEqual([]);
  });

  it('keeps a file the robot config still sends, and never touches another user’s file', async () => {
    const { app, alice, stored } = await setup();
    const bob = await signupAndLogin(app);
    const inConfig = await upload(app, alice, 'reply.png');
    const unused = await upload(app, alice, 'unused.png');
    const bobs = await upload(app, bob, 'bob.png');
    const reply = { keywords: ['图片'], reg: 1, replys: [{ type: 2, url: inConfig.url }] };
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(alice),
      payload: { config: JSON.stringify({ replyKeywords: [reply] }) },
    });
    const m = materials(app, alice);
    const ids = [
      await m.file('回复图', inConfig.url),
      await m.file('别人的', bobs.url),
      await m.file('无用', unused.url),
    ];
    for (const id of ids) expect(await m.remove(id)).toMatchObject({ code: 0 });
    expect(stored()).toEqual([bobs.key, inConfig.key].sort());
  });
});
