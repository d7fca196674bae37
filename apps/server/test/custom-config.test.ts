import { CUSTOM_CONFIG_MESSAGES, ErrorCode } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Sets the user's custom entitlement the way `npm run admin custom` stores it. */
async function entitle(server: FastifyInstance, user: TestUser, routes: string[]) {
  await server.db.kysely
    .updateTable('users')
    .set({ custom_routes: JSON.stringify(routes) })
    .where('id', '=', user.userId)
    .execute();
}

const custom = (server: FastifyInstance, user: TestUser) => ({
  get: () => server.inject({ method: 'GET', url: '/v1/api/wechat/custom', headers: bearer(user) }).then((r) => r),
  update: (payload: unknown) =>
    server.inject({
      method: 'POST',
      url: '/v1/api/wechat/custom/update',
      headers: bearer(user),
      payload: payload as object,
    }),
});

const GROUPS = { privateKeywords: [{ keywords: ['画图', '看图'] }, { keywords: ['识别'] }] };

describe('custom centre config', () => {
  it('refuses users without the gptChat entitlement, on reads and writes', async () => {
    app = await build({ defaultRole: 'vip' });
    const user = await signupAndLogin(app);
    const api = custom(app, user);
    const refused = { code: ErrorCode.FORBIDDEN, msg: '你没有开通定制中心' };
    expect((await api.get()).json()).toMatchObject(refused);
    expect((await api.update({ config: GROUPS })).json()).toMatchObject(refused);
    // An entitlement that does not list the page is not enough either.
    await entitle(app, user, ['custom']);
    expect((await api.get()).json()).toMatchObject(refused);
    expect((await api.update({ config: GROUPS })).json()).toMatchObject(refused);
    await entitle(app, user, ['gptChat']);
    expect((await api.get()).json()).toMatchObject({ code: 0, data: null });
    // Withdrawn: refused at once, nothing stored.
    await entitle(app, user, []);
    expect((await api.update({ config: GROUPS })).json()).toMatchObject(refused);
    await entitle(app, user, ['gptChat']);
    expect((await api.get()).json().data).toBeNull();
  });

  it('stores and answers the keyword groups, trimmed', async () => {
    app = await build();
    const user = await signupAndLogin(app);
    await entitle(app, user, ['gptChat']);
    const api = custom(app, user);
    const saved = (await api.update({ config: { privateKeywords: [{ keywords: [' 画图 ', '看图'] }] } })).json();
    expect(saved).toMatchObject({ code: 0, msg: '更新成功', data: { id: expect.any(String) } });
    expect((await api.get()).json().data).toEqual({
      id: saved.data.id,
      config: { privateKeywords: [{ keywords: ['画图', '看图'] }] },
    });
    // JSON text is accepted too, and replaces the config (same row).
    const again = (await api.update({ config: JSON.stringify(GROUPS), id: saved.data.id })).json();
    expect(again.data.id).toBe(saved.data.id);
    expect((await api.get()).json().data.config).toEqual(GROUPS);
    // An empty list is a valid config.
    expect((await api.update({ config: {} })).json().code).toBe(0);
    expect((await api.get()).json().data.config).toEqual({ privateKeywords: [] });
  });

  it('refuses bad input with the contract messages and never a 500', async () => {
    app = await build();
    const user = await signupAndLogin(app);
    await entitle(app, user, ['gptChat']);
    const api = custom(app, user);
    await api.update({ config: GROUPS });
    const refusal = async (payload: unknown) => {
      const response = await api.update(payload);
      expect(response.statusCode).toBeLessThan(500);
      return response.json() as { code: number; msg: string };
    };
    const invalid = (msg: string) => ({ code: ErrorCode.INVALID_PARAMETER, msg: expect.stringContaining(msg) });

    expect([ErrorCode.MISSING_PARAMETER, ErrorCode.INVALID_PARAMETER]).toContain((await refusal({})).code);
    expect(await refusal({ config: '{oops' })).toMatchObject(invalid('配置不是合法的 JSON'));
    expect(await refusal({ config: 'x'.repeat(256 * 1024 + 1) })).toMatchObject(invalid('配置过大'));
    expect((await refusal({ config: 42 })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await refusal({ config: '[]' })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await refusal({ config: { privateKeywords: 'no' } })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect(await refusal({ config: { privateKeywords: [{ keywords: [] }] } })).toMatchObject(
      invalid(CUSTOM_CONFIG_MESSAGES.keywordsRequired),
    );
    expect(await refusal({ config: { privateKeywords: [{ keywords: ['  '] }] } })).toMatchObject(
      invalid(CUSTOM_CONFIG_MESSAGES.keywordBlank),
    );
    expect(await refusal({ config: { privateKeywords: [{ keywords: ['长'.repeat(51)] }] } })).toMatchObject(
      invalid(CUSTOM_CONFIG_MESSAGES.keywordTooLong),
    );
    expect(await refusal({ config: { privateKeywords: [{ keywords: ['a', 'b', 'a'] }] } })).toMatchObject(
      invalid('关键词“a”重复了'),
    );
    expect(
      await refusal({ config: { privateKeywords: [{ keywords: ['a'] }, { keywords: ['b'] }, { keywords: [' a'] }] } }),
    ).toMatchObject(invalid('关键词“a”重复了'));
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect(await refusal({ config: { privateKeywords: [{ keywords: many }] } })).toMatchObject(
      invalid(CUSTOM_CONFIG_MESSAGES.tooManyKeywords),
    );
    const groups = many.map((keyword) => ({ keywords: [keyword] }));
    expect(await refusal({ config: { privateKeywords: groups } })).toMatchObject(
      invalid(CUSTOM_CONFIG_MESSAGES.tooManyGroups),
    );
    // Fields the contract does not know are refused, not stored unchecked.
    expect((await refusal({ config: { privateKeywords: [], script: '<x>' } })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await refusal({ config: { privateKeywords: [{ keywords: ['a'], extra: 1 }] } })).code).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect((await refusal({ config: GROUPS, id: 'x'.repeat(65) })).code).toBe(ErrorCode.INVALID_PARAMETER);
    // Nothing of the refused input was stored.
    expect((await api.get()).json().data.config).toEqual(GROUPS);
  });

  it("keeps users' configs apart, whatever id or userId the client sends", async () => {
    app = await build();
    const alice = await signupAndLogin(app);
    const bob = await signupAndLogin(app);
    await entitle(app, alice, ['gptChat']);
    await entitle(app, bob, ['gptChat']);
    const aliceId = (await custom(app, alice).update({ config: GROUPS })).json().data.id as string;
    // Claiming alice's userId is refused outright.
    const claimed = (
      await custom(app, bob).update({ config: { privateKeywords: [{ keywords: ['bob'] }] }, userId: alice.userId })
    ).json();
    expect(claimed.code).toBe(ErrorCode.FORBIDDEN);
    // Alice's row id only ever names bob's own row.
    const bobSaved = (
      await custom(app, bob).update({ config: { privateKeywords: [{ keywords: ['bob'] }] }, id: aliceId })
    ).json();
    expect(bobSaved.code).toBe(0);
    expect(bobSaved.data.id).not.toBe(aliceId);
    expect((await custom(app, alice).get()).json().data).toEqual({ id: aliceId, config: GROUPS });
    expect((await custom(app, bob).get()).json().data.config).toEqual({ privateKeywords: [{ keywords: ['bob'] }] });
  });

  it('needs a session', async () => {
    app = await build();
    const response = await app.inject({ method: 'GET', url: '/v1/api/wechat/custom' });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).not.toBe(0);
  });
});
