import { CONSOLE_BASE, LAST_SENT_MAX_TARGETS, OPEN_API_PATHS, OPEN_API_PREFIX, PAGE_SIZE_MAX } from '@weassit/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signedParams } from '../../src/lib/signature.ts';
import { bearer } from '../accounts-helper.ts';
import type { Attacker } from './seed.ts';
import {
  keyword,
  long,
  WORST_CONTENT,
  WORST_PHRASE,
  worstBatchTask,
  worstBulkSend,
  worstCustomConfig,
  worstGptConfig,
  worstMessages,
  worstRobotConfig,
  worstRssFeed,
  worstTargets,
} from './worst-values.ts';

export interface Route {
  method: string;
  url: string;
}

/** What the attacker's request answered. */
export interface Outcome {
  status: number;
  code: number | undefined;
  msg: string;
  /** Size of the answer (a read's cost is often the serialisation of a large one). */
  bytes: number;
}

export interface CostContext {
  app: FastifyInstance;
  attacker: Attacker;
  /** Addresses of the local stand-ins: the 2 MB feed, the callback endpoint, the fake OSS. */
  feedUrl: string;
  callbackUrl: string;
  ossBody: Record<string, unknown>;
}

/** A request as the attacker sends it: a console call (bearer) or a signed call of the robot / open API. */
type Request =
  | { kind: 'console'; options: InjectOptions }
  | { kind: 'signed'; method: 'GET' | 'POST'; path: string; params: Record<string, unknown> };

export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/** The routes measured: every route of the app but the console's own files and the HEAD/OPTIONS twins. */
export function measuredRoutes(app: FastifyInstance): Route[] {
  return app.routeTable.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      route.url !== '/' &&
      !route.url.startsWith(CONSOLE_BASE) &&
      !`${route.url}/`.startsWith(CONSOLE_BASE),
  );
}

/**
 * The order of measurement: "run now" first (a per-user cooldown of robot events would refuse it after any other
 * event), then every route matching none of the later patterns, then those that delete what other routes read,
 * those that check the password or rotate keys, and last those that end the attacker's session.
 */
const ORDER = [
  /\/run$/,
  /clear|remove|delete|asyncData|cancel|reset/i,
  /apiauth|sessions$|password/i,
  /logout|revoke/i,
];
/** The lateness of the routes that match none of ORDER: they leave the state as they found it, or add to it. */
export const REPEATABLE = 0.5;
export const lateness = (route: Route) => {
  const key = routeKey(route);
  const at = ORDER.reduce((last, pattern, index) => (pattern.test(key) ? index : last), -1);
  return at === -1 ? REPEATABLE : at;
};

/** The attacker's own id for a `:id` parameter, by what the path names. */
function idFor(url: string, attacker: Attacker): string {
  const { ids } = attacker;
  const table: [RegExp, string][] = [
    [/gpt/, ids.gptConfig],
    [/batch_task|user\/task/, ids.batchTask],
    [/rss/, ids.rss],
    [/promot/, ids.presetRole],
    [/material/, ids.material],
    [/task/, ids.reminder],
  ];
  return table.find(([pattern]) => pattern.test(url))?.[1] ?? 'no-such-id';
}

/**
 * Every field the API takes, each at its longest or largest allowed value (a route reads the ones it knows),
 * within the 1 MB body limit all together: lists of the largest items are in the route-specific inputs.
 */
function genericBody(route: Route, attacker: Attacker): Record<string, unknown> {
  const id = idFor(route.url, attacker);
  return {
    id,
    ids: [id],
    // A wrong password at the longest length: the routes that check one do the whole hash, then refuse.
    email: attacker.user.email,
    password: long('wrong-password-', 128),
    newPassword: long('new-password-', 128),
    name: long('名', 64),
    title: long('标题', 256),
    content: long('内容', 20_000),
    word: WORST_PHRASE,
    keyword: WORST_PHRASE,
    keywords: Array.from({ length: 100 }, (_, i) => keyword(i)),
    current: 1,
    page: 1,
    pageSize: PAGE_SIZE_MAX,
    type: 1,
    wxid: 'wxid_friend_0',
    roomName: long('群0-', 256, '群'),
    alias: long('备注0-', 256, '备'),
    message: worstMessages(1)[0],
    messages: worstMessages(20),
    target: 'room',
    targets: worstTargets(500),
  };
}

/** The generic body of a route with a small body limit (the account routes): its text fields only. */
function compactBody(route: Route, attacker: Attacker): Record<string, unknown> {
  const { id, email, password, newPassword, name } = genericBody(route, attacker);
  return { id, email, password, newPassword, name, code: long('code', 64), token: long('token', 256) };
}

/** The query fields of a GET, each at its longest allowed value. */
function genericQuery(route: Route, attacker: Attacker): Record<string, string> {
  return {
    id: idFor(route.url, attacker),
    name: long('名', 64),
    word: WORST_PHRASE,
    keyword: WORST_PHRASE,
    current: '1',
    page: '1',
    pageSize: String(PAGE_SIZE_MAX),
    days: '30',
    wxid: 'wxid_friend_0',
  };
}

const isSigned = (route: Route) => route.url.startsWith(`${OPEN_API_PREFIX}/`);

function genericRequest(route: Route, ctx: CostContext, compact: boolean): Request {
  const url = route.url
    .replace(/:\w+/g, encodeURIComponent(idFor(route.url, ctx.attacker)))
    .replace(/\*/g, 'no-such-file.txt');
  const method = route.method as 'GET' | 'POST';
  if (isSigned(route)) {
    const params = method === 'GET' ? genericQuery(route, ctx.attacker) : genericBody(route, ctx.attacker);
    return { kind: 'signed', method, path: url.slice(OPEN_API_PREFIX.length), params };
  }
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
  if (route.method === 'GET' || route.method === 'DELETE') options.query = genericQuery(route, ctx.attacker);
  else options.payload = (compact ? compactBody : genericBody)(route, ctx.attacker);
  return { kind: 'console', options };
}

const consolePost = (url: string, payload: object): Request => ({
  kind: 'console',
  options: { method: 'POST', url, payload },
});

/** The attacker's config versions, as an editor would send them back. */
async function versions(ctx: CostContext) {
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/api/wechat/config', headers: bearer(ctx.attacker.user) });
  return res.json().data as { version: number; listVersions?: Record<string, string> };
}

/** The path (with its secret) of a new 消息记录 ingest link of the attacker. */
async function freshRecordLink(ctx: CostContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/api/message_history/link',
    headers: bearer(ctx.attacker.user),
    payload: {},
  });
  const url = new URL((res.json().data as { url: string }).url);
  return `${url.pathname}${url.search}`;
}

const LIST = '/v1/api/wechat/config/list';
const listOperation = async (ctx: CostContext, url: string, extra: object) => {
  const { listVersions } = await versions(ctx);
  return consolePost(url, { name: 'replyKeywords', version: listVersions?.replyKeywords ?? '', ...extra });
};
const worstRule = () => ({
  keywords: Array.from({ length: 500 }, (_, i) => keyword(100_000 + i)),
  reg: 1,
  replys: worstMessages(1),
});

/**
 * Where the generic request would be refused before the handler does its work: the worst input that passes
 * validation. Keyed by `METHOD url` as the route table has it.
 */
const SPECIFIC: Record<string, (ctx: CostContext) => Request | Promise<Request>> = {
  'POST /v1/api/wechat/config/update': async (ctx) =>
    consolePost('/v1/api/wechat/config/update', {
      config: JSON.stringify(worstRobotConfig()),
      version: (await versions(ctx)).version,
    }),
  [`GET ${LIST}`]: () => ({ kind: 'console', options: { method: 'GET', url: `${LIST}?name=replyKeywords` } }),
  [`POST ${LIST}/add`]: (ctx) => listOperation(ctx, `${LIST}/add`, { item: worstRule() }),
  [`POST ${LIST}/replace`]: (ctx) => listOperation(ctx, `${LIST}/replace`, { index: 0, item: worstRule() }),
  [`POST ${LIST}/duplicate`]: (ctx) => listOperation(ctx, `${LIST}/duplicate`, { index: 0 }),
  [`POST ${LIST}/move`]: (ctx) => listOperation(ctx, `${LIST}/move`, { from: 0, to: 20 }),
  [`POST ${LIST}/delete`]: (ctx) => listOperation(ctx, `${LIST}/delete`, { index: 0 }),
  'GET /v1/api/wechat/search': () => ({
    kind: 'console',
    options: { method: 'GET', url: '/v1/api/wechat/search', query: { type: 'name', word: WORST_PHRASE } },
  }),
  [`GET ${OPEN_API_PREFIX}/wechat/asyncData`]: () => ({
    kind: 'signed',
    method: 'GET',
    path: '/wechat/asyncData',
    params: { type: '1' },
  }),
  'POST /v1/api/wechat/custom/update': () =>
    consolePost('/v1/api/wechat/custom/update', { config: JSON.stringify(worstCustomConfig()) }),
  'POST /v1/api/gpt_config': () => consolePost('/v1/api/gpt_config', worstGptConfig(99, true)),
  'PUT /v1/api/gpt_config/:id': (ctx) => ({
    kind: 'console',
    options: { method: 'PUT', url: `/v1/api/gpt_config/${ctx.attacker.ids.gptConfig}`, payload: worstGptConfig(98) },
  }),
  'POST /v1/api/batch_tasks': () => consolePost('/v1/api/batch_tasks', worstBatchTask(99, true)),
  'PUT /v1/api/batch_tasks/:id': (ctx) => ({
    kind: 'console',
    options: { method: 'PUT', url: `/v1/api/batch_tasks/${ctx.attacker.ids.batchTask}`, payload: worstBatchTask(98) },
  }),
  'POST /v1/api/rss': (ctx) => consolePost('/v1/api/rss', worstRssFeed(ctx.feedUrl)),
  'PUT /v1/api/rss/:id': (ctx) => ({
    kind: 'console',
    options: { method: 'PUT', url: `/v1/api/rss/${ctx.attacker.ids.rss}`, payload: worstRssFeed(ctx.feedUrl) },
  }),
  'POST /v1/api/rss/test': (ctx) => consolePost('/v1/api/rss/test', { rssUrl: ctx.feedUrl }),
  'POST /v1/api/callback/test': (ctx) =>
    consolePost('/v1/api/callback/test', {
      url: ctx.callbackUrl,
      word: long('测试', 200),
      moreData: Array.from({ length: 50 }, (_, i) => ({ key: long(`k${i}`, 128), value: long(`v${i}`, 2048) })),
      timeout: 3600,
    }),
  'POST /v1/api/wechat/oss/test': (ctx) => consolePost('/v1/api/wechat/oss/test', ctx.ossBody),
  'POST /v1/api/ws/messages': () => consolePost('/v1/api/ws/messages', worstBulkSend()),
  'GET /v1/api/message_history': () => ({
    kind: 'console',
    options: {
      method: 'GET',
      url: '/v1/api/message_history',
      query: { word: WORST_PHRASE, pageSize: String(PAGE_SIZE_MAX) },
    },
  }),
  'GET /v1/api/message_history/stats': () => ({
    kind: 'console',
    options: { method: 'GET', url: '/v1/api/message_history/stats', query: { days: '30' } },
  }),
  'POST /v1/api/message_history/export': () => consolePost('/v1/api/message_history/export', { word: WORST_PHRASE }),
  // The download of an export of the worst search: the link comes from the export call.
  'GET /v1/api/message_history/export': async (ctx) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/api/message_history/export',
      headers: bearer(ctx.attacker.user),
      payload: {},
    });
    const url = (res.json().data as { url?: string } | null)?.url ?? '/v1/api/message_history/export?token=none';
    return { kind: 'console', options: { method: 'GET', url } };
  },
  'POST /v1/api/message_history/last_sent': () =>
    consolePost('/v1/api/message_history/last_sent', {
      targets: Array.from({ length: LAST_SENT_MAX_TARGETS }, (_, i) => ({
        isRoom: true,
        name: long(`群${i}-`, 256, '群'),
        ...(i % 2 === 0 ? { id: `${10_000 + i}@chatroom` } : {}),
      })),
    }),
  // The ingest link takes the plugin's body, signed by the link's secret instead of a session.
  // (A fresh link: measuring `POST …/message_history/link` rotated the seeded one.)
  'POST /open/v1/record': async (ctx) => ({
    kind: 'console',
    options: {
      method: 'POST',
      url: await freshRecordLink(ctx),
      headers: { authorization: '' },
      payload: {
        robotInfo: { wxid: 'wxid_robot', name: '小秘书' },
        message: {
          conversionId: '20001@chatroom',
          conversionName: '大群',
          isRoom: true,
          chatName: '好友0',
          chatId: 'wxid_friend_0',
          time: Math.floor(Date.now() / 1000),
          type: '文字',
          content: WORST_CONTENT,
        },
      },
    },
  }),
  [`POST ${OPEN_API_PREFIX}/wechat/friend`]: () => ({
    kind: 'signed',
    method: 'POST',
    path: '/wechat/friend',
    params: {
      friend: Array.from({ length: 80 }, (_, i) => ({
        robotId: 'wxid_robot',
        wxid: `wxid_friend_${i}`,
        name: long(`好友${i}-`, 256, '友'),
        alias: long(`备注${i}-`, 256, '备'),
        gender: 1,
        type: 1,
        weixin: '',
        avatar: '',
      })),
    },
  }),
  [`POST ${OPEN_API_PREFIX}/wechat/room`]: () => ({
    kind: 'signed',
    method: 'POST',
    path: '/wechat/room',
    params: {
      room: Array.from({ length: 80 }, (_, i) => ({
        robotId: 'wxid_robot',
        roomId: `${10_000 + i}@chatroom`,
        topic: long(`群${i}-`, 256, '群'),
        ownerId: 'wxid_robot',
        memberCount: 500,
        avatar: '',
      })),
    },
  }),
  [`POST ${OPEN_API_PREFIX}/task`]: () => ({
    kind: 'signed',
    method: 'POST',
    path: '/task',
    params: {
      setter: long('设置人', 256),
      subscribe: long('对象', 256),
      isLoop: 1,
      time: '0 0 8 * * *',
      content: long('提醒', 5000),
    },
  }),
  [`POST ${OPEN_API_PREFIX}${OPEN_API_PATHS.bulk}`]: () => ({
    kind: 'signed',
    method: 'POST',
    path: OPEN_API_PATHS.bulk,
    params: worstBulkSend(),
  }),
};

/** Routes that have a specific worst input (the others get the generic one). */
export const specificRoutes = () => Object.keys(SPECIFIC);

const JSON_TYPE = { 'content-type': 'application/json' };

const signedWithOpenApiKey = (path: string) => (Object.values(OPEN_API_PATHS) as string[]).includes(path);

/** Reads the attacker's answer after the measurement (parsing a large answer is the client's cost, not the server's). */
function outcomeOf(status: number, chunks: readonly Buffer[]): Outcome {
  const raw = Buffer.concat(chunks);
  let body: { code?: number; msg?: string } = {};
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    // A download (CSV) or a file: no envelope.
  }
  return { status, code: body.code, msg: String(body.msg ?? ''), bytes: raw.length };
}

/**
 * The attacker's worst request for `route`, ready to send: signed and serialised beforehand, so the measured
 * span holds the server's work only. It answers a function that reads the answer afterwards. `compact`: the
 * generic body's text fields only, for a route that refused the whole generic body as too large (413).
 */
export async function worstRequest(
  route: Route,
  ctx: CostContext,
  compact = false,
): Promise<() => Promise<() => Outcome>> {
  const specific = SPECIFIC[routeKey(route)];
  const request = specific ? await specific(ctx) : genericRequest(route, ctx, compact);
  let options: InjectOptions;
  if (request.kind === 'signed') {
    // As the robot sends them (robot-helper.ts): GET parameters in the query, POST parameters in a JSON body.
    const keys = signedWithOpenApiKey(request.path) ? ctx.attacker.openApiKeys : ctx.attacker.robotKeys;
    const signed = signedParams(request.params, keys);
    const url = `${OPEN_API_PREFIX}${request.path}`;
    options =
      request.method === 'GET'
        ? {
            method: 'GET',
            url,
            query: Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
            headers: { authorization: '' },
          }
        : { method: 'POST', url, payload: JSON.stringify(signed), headers: { authorization: '', ...JSON_TYPE } };
  } else {
    const { payload, headers } = request.options;
    options = {
      ...request.options,
      headers: { ...bearer(ctx.attacker.user), ...(payload === undefined ? {} : JSON_TYPE), ...(headers ?? {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    };
  }
  return async () => {
    // The answer is taken as the server writes it, piece by piece, as a socket would: joining and decoding a
    // multi-megabyte answer in one turn is the client's cost (about 100 ms at 15 MB), not the server's.
    const res = await ctx.app.inject({ ...options, payloadAsStream: true });
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
    return () => outcomeOf(res.statusCode, chunks);
  };
}
