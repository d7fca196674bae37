import { ErrorCode } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>;
/** H5 and mini-program materials are for members: these tests sign up vip users. */
const VIP = { defaultRole: 'vip' } as const;

const api = (app: App, user: TestUser) => ({
  add: (payload: object) => app.inject({ method: 'POST', url: '/v1/api/material/add', headers: bearer(user), payload }),
  rich: (payload: object) =>
    app.inject({ method: 'POST', url: '/v1/api/material/rich/add', headers: bearer(user), payload }),
  list: (query = '') => app.inject({ method: 'GET', url: `/v1/api/material/list${query}`, headers: bearer(user) }),
  detail: (id: string) => app.inject({ method: 'GET', url: `/v1/api/material/detail/${id}`, headers: bearer(user) }),
  remove: (id: string) => app.inject({ method: 'GET', url: `/v1/api/material/remove?id=${id}`, headers: bearer(user) }),
});

const h5 = {
  type: 4,
  name: '官网活动页',
  url: 'https://example.com/act',
  title: '双十一活动',
  description: '全场五折',
  thumbUrl: 'https://example.com/t.png',
};
const mini = {
  type: 5,
  name: '会员小程序',
  appid: 'wx123',
  username: 'gh_abc',
  title: '会员中心',
  description: '领取会员',
  pagePath: 'pages/index',
  thumbUrl: 'https://example.com/m.png',
};

describe('materials', () => {
  it('adds, reads, edits, lists and removes each type', async () => {
    const app = await build(VIP);
    const m = api(app, await signupAndLogin(app));
    const text = (await m.add({ type: 1, name: ' 欢迎语 ', tag: '客服', content: '你好，欢迎咨询！' })).json();
    expect(text).toMatchObject({ code: 0, msg: '添加成功', data: { id: expect.any(String) } });
    await m.add({ type: 2, name: '产品手册', url: 'https://example.com/manual.pdf', fileType: 'pdf' });
    const card = (await m.rich(h5)).json().data.id as string;
    await m.rich(mini);

    expect((await m.detail(text.data.id)).json().data).toMatchObject({
      type: 1,
      name: '欢迎语',
      tag: '客服',
      content: '你好，欢迎咨询！',
    });
    expect((await m.rich({ ...h5, id: card, title: '新标题' })).json()).toMatchObject({ code: 0, msg: '修改成功' });
    expect((await m.detail(card)).json().data).toMatchObject({ title: '新标题', thumbUrl: h5.thumbUrl });

    const all = (await m.list('?current=1&pageSize=10')).json().data;
    expect(all.count).toBe(4);
    expect((await m.list('?type=4')).json().data.list.map((x: { name: string }) => x.name)).toEqual(['官网活动页']);
    expect((await m.list('?name=%E6%89%8B%E5%86%8C')).json().data.list.map((x: { name: string }) => x.name)).toEqual([
      '产品手册',
    ]);
    expect((await m.list('?tag=%E5%AE%A2')).json().data.count).toBe(1);
    const page2 = (await m.list('?current=2&pageSize=3')).json().data;
    expect(page2).toMatchObject({ count: 4, list: [expect.anything()] });

    expect((await m.remove(card)).json().code).toBe(0);
    expect((await m.detail(card)).json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it.each([
    ['add', { type: 1, name: '', content: 'x' }, /素材别名必填/],
    ['add', { type: 1, name: 'a' }, /内容必填/],
    ['add', { type: 2, name: 'a' }, /文件必传/],
    ['add', { type: 4, ...{ name: 'a' } }, /素材类型不正确|h5 url必填/],
    ['rich', { ...h5, url: '' }, /h5 url必填/],
    ['rich', { ...h5, title: ' ' }, /h5卡片标题必填/],
    ['rich', { ...h5, description: undefined }, /h5描述必填/],
    ['rich', { ...h5, thumbUrl: undefined }, /缩略图必传/],
    ['rich', { ...h5, url: 'javascript:alert(1)' }, /链接格式不正确/],
    ['rich', { ...mini, pagePath: '' }, /pagePath必填/],
    ['rich', { ...mini, appid: undefined }, /appid必填/],
    ['rich', { type: 1, name: 'a', content: 'x' }, /素材类型不正确/],
    ['add', { type: 3, name: 'a' }, /素材类型不正确/],
    ['add', { type: 1, name: 'x'.repeat(65), content: 'x' }, /不能超过 64/],
  ] as const)('%s refuses %j with the spec message', async (endpoint, payload, msg) => {
    const app = await build(VIP);
    const m = api(app, await signupAndLogin(app));
    const res = await m[endpoint](payload);
    expect(res.json()).toMatchObject({ code: expect.not.stringMatching(/^0$/), msg: expect.stringMatching(msg) });
    expect(res.json().code).not.toBe(0);
    expect((await m.list()).json().data.count).toBe(0);
  });

  it('refuses to remove a material still used by a rule, naming where', async () => {
    const app = await build(VIP);
    const user = await signupAndLogin(app);
    const m = api(app, user);
    const id = (await m.add({ type: 1, name: '欢迎语', content: '你好' })).json().data.id as string;
    const config = {
      replyKeywords: [{ keywords: ['你好'], replys: [{ type: 1, id }] }],
      newFriendReplys: [{ type: 1, id }],
    };
    await app.inject({
      method: 'POST',
      url: '/v1/api/wechat/config/update',
      headers: bearer(user),
      payload: { config: JSON.stringify(config) },
    });
    const res = await m.remove(id);
    expect(res.json()).toMatchObject({
      code: ErrorCode.CONFLICT,
      msg: '素材正在被使用：新好友回复 第1条、关键词回复 第1条',
    });
    expect((await m.detail(id)).json().code).toBe(0);
  });

  it("keeps users' materials apart", async () => {
    const app = await build(VIP);
    const alice = api(app, await signupAndLogin(app));
    const bob = api(app, await signupAndLogin(app));
    const id = (await alice.add({ type: 1, name: 'alice 的素材', content: '私有' })).json().data.id as string;
    expect((await bob.detail(id)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.add({ type: 1, id, name: '改掉', content: 'bob' })).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.remove(id)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await bob.list()).json().data.count).toBe(0);
    expect((await alice.detail(id)).json().data).toMatchObject({ name: 'alice 的素材', content: '私有' });
  });

  it('refuses bad list queries', async () => {
    const app = await build(VIP);
    const m = api(app, await signupAndLogin(app));
    expect((await m.list('?pageSize=1000')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await m.list('?type=abc')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await m.remove('')).json().code).toBe(ErrorCode.INVALID_PARAMETER);
  });
});
