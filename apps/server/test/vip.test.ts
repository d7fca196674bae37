import {
  ErrorCode,
  VIP_CONFIG_SECTIONS,
  VIP_REQUIRED_MESSAGE,
  VIP_ROUTES,
  type VipConfigSection,
  type VipRoute,
} from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

type App = Awaited<ReturnType<typeof build>>;

const REFUSED = { code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE, data: null };

const h5 = {
  type: 4,
  name: '活动页',
  url: 'https://example.com/act',
  title: '双十一',
  description: '全场五折',
  thumbUrl: 'https://example.com/t.png',
};

const call = (app: App, user: TestUser, method: VipRoute['method'], url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) }).then((r) => r.json());

interface RouteCase {
  /** Whatever must exist before the call (made while the user is vip); returns the URL and body to send. */
  prepare(app: App, user: TestUser): Promise<{ url: string; payload?: object }>;
  /** Shows the refused call changed nothing. */
  unchanged(app: App, user: TestUser): Promise<void>;
  /** What a vip user gets: past the vip check, the route's own answer. */
  vipAnswer: object;
}

const ownRoles = async (app: App, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/v1/api/promot_store/getall', headers: bearer(user) }))
    .json()
    .data.filter((r: { builtIn: boolean }) => !r.builtIn);

const addRole = async (app: App, user: TestUser) =>
  (await call(app, user, 'POST', '/v1/api/promot_store', { name: '诗人', content: '你是一位诗人' })).data.id as string;

const gptConfig = {
  type: 'room',
  targets: [{ name: '测试群' }],
  robotType: 6,
  botConfig: { token: 'sk-test' },
};
const gptConfigs = async (app: App, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/v1/api/gpt_config', headers: bearer(user) })).json().data as {
    id: string;
    usedNum: number;
    targets: { name: string }[];
  }[];
const addGptConfig = async (app: App, user: TestUser) =>
  (await call(app, user, 'POST', '/v1/api/gpt_config', gptConfig)).data.id as string;

const rssFeed = {
  rssUrl: 'https://example.com/feed.xml',
  type: 'room',
  targets: [{ name: '测试群' }],
  updateTime: '0 0 * * * *',
};
const rssFeeds = async (app: App, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/v1/api/rss', headers: bearer(user) })).json().data as unknown[];
const addRssFeed = async (app: App, user: TestUser) =>
  (await call(app, user, 'POST', '/v1/api/rss', rssFeed)).data.id as string;

const recordLinks = async (app: App, user: TestUser) =>
  (
    await app.db.kysely
      .selectFrom('message_record_links')
      .select('user_id')
      .where('user_id', '=', user.userId)
      .execute()
  ).length;

const batchTask = {
  taskType: 'custom',
  type: 'room',
  cron: '0 0 8 * * *',
  targets: [{ name: '测试群' }],
  taskInfo: { contents: [{ type: 1, content: '早上好' }] },
};
const batchTasks = async (app: App, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/v1/api/batch_tasks', headers: bearer(user) })).json().data as unknown[];
const addBatchTask = async (app: App, user: TestUser) =>
  (await call(app, user, 'POST', '/v1/api/batch_tasks', batchTask)).data.id as string;

/** One case per route of the contract's VIP_ROUTES (the test below fails for a route without one). */
const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /v1/api/material/rich/add': {
    prepare: async () => ({ url: '/v1/api/material/rich/add', payload: h5 }),
    unchanged: async (app, user) => {
      const list = await app.inject({ method: 'GET', url: '/v1/api/material/list?type=4', headers: bearer(user) });
      expect(list.json().data.count).toBe(0);
    },
    vipAnswer: { code: 0, msg: '添加成功' },
  },
  'POST /v1/api/ws/messages': {
    prepare: async () => ({
      url: '/v1/api/ws/messages',
      payload: { target: 'Room', groups: [{ wxid: 'r1@chatroom' }], messages: [{ type: 1, content: '通知' }] },
    }),
    // Nothing reached a robot: the refusal came before the robot's status was even looked at.
    unchanged: async () => {},
    // No robot is connected here, so the send itself answers 机器人不在线 (robot-mqtt.test.ts sends for real).
    vipAnswer: { code: ErrorCode.ROBOT_OFFLINE },
  },
  'POST /v1/api/callback/test': {
    // A loopback address: the default config refuses it before connecting, so no request leaves either way.
    prepare: async () => ({ url: '/v1/api/callback/test', payload: { url: 'http://127.0.0.1:9/callback' } }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { status: 'blocked' } },
  },
  'POST /v1/api/promot_store': {
    prepare: async () => ({ url: '/v1/api/promot_store', payload: { name: '诗人', content: '你是一位诗人' } }),
    unchanged: async (app, user) => expect(await ownRoles(app, user)).toEqual([]),
    vipAnswer: { code: 0, msg: '添加成功' },
  },
  'PUT /v1/api/promot_store/:id': {
    prepare: async (app, user) => {
      const id = await addRole(app, user);
      return { url: `/v1/api/promot_store/${id}`, payload: { name: '改名', content: '改内容' } };
    },
    unchanged: async (app, user) => expect(await ownRoles(app, user)).toMatchObject([{ name: '诗人' }]),
    vipAnswer: { code: 0, msg: '修改成功' },
  },
  'DELETE /v1/api/promot_store/:id': {
    prepare: async (app, user) => ({ url: `/v1/api/promot_store/${await addRole(app, user)}` }),
    unchanged: async (app, user) => expect(await ownRoles(app, user)).toHaveLength(1),
    vipAnswer: { code: 0, msg: '删除成功' },
  },
  'POST /v1/api/gpt_config': {
    prepare: async () => ({ url: '/v1/api/gpt_config', payload: gptConfig }),
    unchanged: async (app, user) => expect(await gptConfigs(app, user)).toEqual([]),
    vipAnswer: { code: 0, msg: '添加成功' },
  },
  'PUT /v1/api/gpt_config/:id': {
    prepare: async (app, user) => ({
      url: `/v1/api/gpt_config/${await addGptConfig(app, user)}`,
      payload: { ...gptConfig, targets: [{ name: '群1' }] },
    }),
    unchanged: async (app, user) =>
      expect(await gptConfigs(app, user)).toMatchObject([{ targets: [{ name: '测试群' }] }]),
    vipAnswer: { code: 0, msg: '修改成功' },
  },
  'DELETE /v1/api/gpt_config/:id': {
    prepare: async (app, user) => ({ url: `/v1/api/gpt_config/${await addGptConfig(app, user)}` }),
    unchanged: async (app, user) => expect(await gptConfigs(app, user)).toHaveLength(1),
    vipAnswer: { code: 0, msg: '删除成功' },
  },
  'POST /v1/api/gpt_config/:id/reset': {
    prepare: async (app, user) => {
      const id = await addGptConfig(app, user);
      await app.db.kysely.updateTable('gpt_configs').set({ used_num: 3 }).where('id', '=', id).execute();
      return { url: `/v1/api/gpt_config/${id}/reset` };
    },
    unchanged: async (app, user) => expect(await gptConfigs(app, user)).toMatchObject([{ usedNum: 3 }]),
    vipAnswer: { code: 0, msg: '已重置' },
  },
  'POST /v1/api/rss': {
    prepare: async () => ({ url: '/v1/api/rss', payload: rssFeed }),
    unchanged: async (app, user) => expect(await rssFeeds(app, user)).toEqual([]),
    vipAnswer: { code: 0, msg: '添加成功' },
  },
  'PUT /v1/api/rss/:id': {
    prepare: async (app, user) => ({
      url: `/v1/api/rss/${await addRssFeed(app, user)}`,
      payload: { ...rssFeed, targets: [{ name: '群1' }] },
    }),
    unchanged: async (app, user) =>
      expect(await rssFeeds(app, user)).toMatchObject([{ targets: [{ name: '测试群' }] }]),
    vipAnswer: { code: 0, msg: '修改成功' },
  },
  'DELETE /v1/api/rss/:id': {
    prepare: async (app, user) => ({ url: `/v1/api/rss/${await addRssFeed(app, user)}` }),
    unchanged: async (app, user) => expect(await rssFeeds(app, user)).toHaveLength(1),
    vipAnswer: { code: 0, msg: '删除成功' },
  },
  'POST /v1/api/rss/test': {
    // A loopback address: the default config refuses it before connecting, so no request leaves either way.
    prepare: async () => ({ url: '/v1/api/rss/test', payload: { rssUrl: 'http://127.0.0.1:9/feed.xml' } }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { status: 'blocked' } },
  },
  'POST /v1/api/rss/:id/push': {
    prepare: async (app, user) => ({ url: `/v1/api/rss/${await addRssFeed(app, user)}/push` }),
    // Nothing reached a robot: the refusal came before the robot's status was even looked at.
    unchanged: async () => {},
    vipAnswer: { code: ErrorCode.ROBOT_OFFLINE },
  },
  'POST /v1/api/batch_tasks': {
    prepare: async () => ({ url: '/v1/api/batch_tasks', payload: batchTask }),
    unchanged: async (app, user) => expect(await batchTasks(app, user)).toEqual([]),
    vipAnswer: { code: 0, msg: '添加成功' },
  },
  'PUT /v1/api/batch_tasks/:id': {
    prepare: async (app, user) => ({
      url: `/v1/api/batch_tasks/${await addBatchTask(app, user)}`,
      payload: { ...batchTask, targets: [{ name: '群1' }] },
    }),
    unchanged: async (app, user) =>
      expect(await batchTasks(app, user)).toMatchObject([{ targets: [{ name: '测试群' }] }]),
    vipAnswer: { code: 0, msg: '修改成功' },
  },
  'DELETE /v1/api/batch_tasks/:id': {
    prepare: async (app, user) => ({ url: `/v1/api/batch_tasks/${await addBatchTask(app, user)}` }),
    unchanged: async (app, user) => expect(await batchTasks(app, user)).toHaveLength(1),
    vipAnswer: { code: 0, msg: '删除成功' },
  },
  'POST /v1/api/batch_tasks/:id/run': {
    prepare: async (app, user) => ({ url: `/v1/api/batch_tasks/${await addBatchTask(app, user)}/run` }),
    // Nothing reached a robot: the refusal came before the robot's status was even looked at.
    unchanged: async () => {},
    vipAnswer: { code: ErrorCode.ROBOT_OFFLINE },
  },
  // 消息记录: the routes of message-history.test.ts; the link state shows a refused call changed nothing.
  'GET /v1/api/message_history': {
    prepare: async () => ({ url: '/v1/api/message_history' }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { count: 0, list: [] } },
  },
  'DELETE /v1/api/message_history': {
    prepare: async () => ({ url: '/v1/api/message_history' }),
    unchanged: async () => {},
    vipAnswer: { code: 0 },
  },
  'GET /v1/api/message_history/link': {
    prepare: async () => ({ url: '/v1/api/message_history/link' }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { enabled: false } },
  },
  'POST /v1/api/message_history/link': {
    prepare: async () => ({ url: '/v1/api/message_history/link', payload: {} }),
    unchanged: async (app, user) => expect(await recordLinks(app, user)).toBe(0),
    vipAnswer: { code: 0, data: { url: expect.stringContaining('/open/v1/record?key=') } },
  },
  'DELETE /v1/api/message_history/link': {
    prepare: async (app, user) => {
      await call(app, user, 'POST', '/v1/api/message_history/link', {});
      return { url: '/v1/api/message_history/link' };
    },
    unchanged: async (app, user) => expect(await recordLinks(app, user)).toBe(1),
    vipAnswer: { code: 0 },
  },
  'POST /v1/api/message_history/export': {
    prepare: async () => ({ url: '/v1/api/message_history/export', payload: {} }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { url: expect.stringContaining('/v1/api/message_history/export?token=') } },
  },
  'GET /v1/api/message_history/stats': {
    prepare: async () => ({ url: '/v1/api/message_history/stats?days=7' }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: { days: 7, topGroups: [], topFriends: [] } },
  },
  'POST /v1/api/message_history/last_sent': {
    prepare: async () => ({
      url: '/v1/api/message_history/last_sent',
      payload: { targets: [{ name: '测试群', isRoom: true }] },
    }),
    unchanged: async () => {},
    vipAnswer: { code: 0, data: [{ status: 'not_recording', lastSentAt: null }] },
  },
};

const routeId = (r: VipRoute) => `${r.method} ${r.path}`;
// Every route the contract lists and every case here: a route without a case (or a case without a route) fails.
const ROUTE_IDS = [...new Set([...VIP_ROUTES.map(routeId), ...Object.keys(ROUTE_CASES)])];

describe('vip routes', () => {
  it.each(ROUTE_IDS)(
    '%s: refused to a free user with the vip message, changing nothing; a vip user gets through',
    async (id) => {
      const route = VIP_ROUTES.find((r) => routeId(r) === id);
      const c = ROUTE_CASES[id];
      expect(route, 'a contract route for this case').toBeDefined();
      expect(c, 'a test case for this contract route').toBeDefined();
      if (!route || !c) return;
      const app = await build();
      const user = await signupAndLogin(app);
      // What the call acts on is made while the user is a member; then the membership ends.
      await makeVip(app, user);
      const { url, payload } = await c.prepare(app, user);
      await makeVip(app, user, 'user');

      // The session is checked first: without a token the answer is 40001, not the vip message.
      const anonymous = await app.inject({ method: route.method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
      expect(await call(app, user, route.method, url, payload)).toEqual(REFUSED);
      await c.unchanged(app, user);
      // Reading stays open to a free user.
      const getall = await app.inject({ method: 'GET', url: '/v1/api/promot_store/getall', headers: bearer(user) });
      expect(getall.json().code).toBe(0);

      await makeVip(app, user);
      expect(await call(app, user, route.method, url, payload)).toMatchObject(c.vipAnswer);
    },
  );
});

/** A value for each vip section, valid under the contract's schema and different from its default. */
const SAMPLES: Record<VipConfigSection, unknown> = {
  privateForwards: [{ name: '张三', rooms: ['家人群'], contacts: ['李四'], type: 1 }],
  forwards: [
    {
      type: 'room',
      targets: [{ id: 'r1@chatroom', name: '技术群' }],
      keywords: ['上线'],
      reg: 1,
      forwardType: 'contact',
      forwardTargets: [{ name: '李四' }],
    },
  ],
  roomAsyncList: [{ model: 1, one: '公告群', many: ['一群', '二群'], forward: 1 }],
  callBackEvents: [{ keywords: ['天气'], reg: 1, type: 100, customUrl: 'https://example.com/cb', moreData: [] }],
  summerConfig: { open: true, keywords: ['总结'], summerType: 'time', summerTime: 0, botType: 6 },
  customBot: { open: true, customUrl: 'https://example.com/bot', moreData: [] },
  conversationRecord: { open: true, customUrl: 'https://example.com/record' },
};

const configApi = (app: App, user: TestUser) => ({
  async stored(): Promise<{ config: Record<string, unknown>; version: number } | null> {
    const data = (await app.inject({ method: 'GET', url: '/v1/api/wechat/config', headers: bearer(user) })).json().data;
    return data ? { config: JSON.parse(data.config), version: data.version } : null;
  },
  async save(config: object) {
    const version = (await this.stored())?.version;
    return call(app, user, 'POST', '/v1/api/wechat/config/update', { config: JSON.stringify(config), version });
  },
});

// Every section the contract lists and every sample here, as for the routes.
const SECTIONS = [...new Set([...Object.keys(VIP_CONFIG_SECTIONS), ...Object.keys(SAMPLES)])] as VipConfigSection[];

describe('vip sections of the robot config', () => {
  it.each(SECTIONS)(
    '%s: a free user cannot save it (the message names it, nothing is stored); a vip user can',
    async (section) => {
      expect(VIP_CONFIG_SECTIONS[section], 'a contract section for this sample').toBeDefined();
      expect(SAMPLES[section], 'a sample for this contract section').toBeDefined();
      const app = await build();
      const user = await signupAndLogin(app);
      const api = configApi(app, user);
      // On the first save as well as on a later one.
      const first = await api.save({ defaultReply: '稍等', [section]: SAMPLES[section] });
      expect(first).toMatchObject({ code: ErrorCode.FORBIDDEN, data: null });
      expect(first.msg).toBe(`${VIP_REQUIRED_MESSAGE}：${VIP_CONFIG_SECTIONS[section]}（${section}）`);
      expect(await api.stored()).toBeNull();

      expect(await api.save({ defaultReply: '稍等' })).toMatchObject({ code: 0 });
      const before = await api.stored();
      const later = await api.save({ defaultReply: '稍等', [section]: SAMPLES[section] });
      expect(later).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: first.msg });
      expect(await api.stored()).toEqual(before);

      await makeVip(app, user);
      expect(await api.save({ defaultReply: '稍等', [section]: SAMPLES[section] })).toMatchObject({ code: 0 });
      expect((await api.stored())?.config[section]).toMatchObject(SAMPLES[section] as object);
    },
  );

  it('names every vip section a refused save would change', async () => {
    const app = await build();
    const api = configApi(app, await signupAndLogin(app));
    const res = await api.save({ roomAsyncList: SAMPLES.roomAsyncList, summerConfig: SAMPLES.summerConfig });
    expect(res.msg).toBe(`${VIP_REQUIRED_MESSAGE}：多群消息同步（roomAsyncList）、聊天总结（summerConfig）`);
  });

  it('lets a former member save what they keep, and turn a vip feature off, but not change one', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const api = configApi(app, user);
    const keys = await robotKeys(app, user);
    const robotConfig = async () =>
      JSON.parse(((await robotClient(app, keys).get('/wechat/config')).body.data as { config: string }).config);
    await makeVip(app, user);
    const saved = { defaultReply: '稍等', ...SAMPLES };
    expect(await api.save(saved)).toMatchObject({ code: 0 });
    expect(await robotConfig()).toMatchObject({ privateForwards: SAMPLES.privateForwards });
    await makeVip(app, user, 'user');

    // The console re-sends the whole config: unchanged vip sections pass, so the free parts can still be edited.
    expect(await api.save({ ...saved, defaultReply: '我在' })).toMatchObject({ code: 0 });
    expect((await api.stored())?.config).toMatchObject({ defaultReply: '我在', roomAsyncList: SAMPLES.roomAsyncList });
    // Their robot no longer runs the vip sections, though they stay stored.
    expect(await robotConfig()).toMatchObject({
      defaultReply: '我在',
      privateForwards: [],
      roomAsyncList: [],
      callBackEvents: [],
      summerConfig: null,
      customBot: null,
    });

    // Turning one off (back to its default) is allowed; changing it is not.
    expect(await api.save({ ...saved, defaultReply: '我在', privateForwards: [] })).toMatchObject({ code: 0 });
    const changed = [{ model: 1, one: '公告群', many: ['三群'], forward: 1 }];
    const refused = await api.save({ ...saved, defaultReply: '我在', privateForwards: [], roomAsyncList: changed });
    expect(refused).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: `${VIP_REQUIRED_MESSAGE}：多群消息同步（roomAsyncList）`,
    });
    expect((await api.stored())?.config).toMatchObject({ privateForwards: [], roomAsyncList: SAMPLES.roomAsyncList });

    await makeVip(app, user);
    expect(await robotConfig()).toMatchObject({ roomAsyncList: SAMPLES.roomAsyncList });
  });
});
