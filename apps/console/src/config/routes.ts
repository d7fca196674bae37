/**
 * The console's route table (spec §2): every route's name, absolute path (relative to the `/weassit` basename),
 * frame, lazy area and flags. It is plain data without imports, so `scripts/bench-bundle.mjs` reads it with Node
 * too. Titles live in the message catalogue under `routes.<name>`.
 */

/** The lazy chunk a route's page lives in: one per feature area. */
export type AreaKey =
  | 'login'
  | 'account'
  | 'landing'
  | 'docs'
  | 'dashboard'
  | 'wechat'
  | 'vip'
  | 'aibot'
  | 'schedule'
  | 'contact'
  | 'group'
  | 'material'
  | 'oapi'
  | 'custom'
  | 'member'
  | 'security'
  | 'misc';

/** The frame around a page: none (`blank`), the docs side menu, or the console's sidebar/navbar/footer. */
export type FrameKey = 'blank' | 'docs' | 'console';

/** Names of the console's menu icons (drawn in `components/MenuIcon`). */
export type MenuIconName =
  | 'home'
  | 'settings'
  | 'crown'
  | 'robot'
  | 'clock'
  | 'user'
  | 'users'
  | 'image'
  | 'code'
  | 'star';

export interface RouteNode {
  /** Unique route name; `customRole.router` lists these. */
  name: string;
  /** Absolute path under the basename. */
  path: string;
  frame: FrameKey;
  /** The lazy area of the page; absent for redirects. */
  area?: AreaKey;
  /** Where a parent path redirects to (its default child). */
  redirect?: string;
  /** Reachable without a token (spec §2 "Public routes"). */
  isPublic?: boolean;
  /** For paying members only (role vip); children inherit it. */
  needVip?: boolean;
  /** Needs the custom entitlement; children also need their name in `customRole.router`. */
  needCustom?: boolean;
  /** Left out of the sidebar. */
  hidden?: boolean;
  icon?: MenuIconName;
  children?: RouteNode[];
}

const docsPage = (name: string, slug: string, isPublic = true): RouteNode => ({
  name,
  path: `/docs/${slug}`,
  frame: 'docs',
  area: 'docs',
  ...(isPublic ? { isPublic } : {}),
});

const page = (name: string, path: string, area: AreaKey, extra: Partial<RouteNode> = {}): RouteNode => ({
  name,
  path,
  frame: 'console',
  area,
  ...extra,
});

/** Pages without a frame: account pages, the landing page and 404. */
export const blankRoutes: RouteNode[] = [
  { name: 'login', path: '/login', frame: 'blank', area: 'login', isPublic: true },
  { name: 'signup', path: '/signup', frame: 'blank', area: 'account', isPublic: true },
  { name: 'passwordForget', path: '/password-forget', frame: 'blank', area: 'account', isPublic: true },
  { name: 'resetPsd', path: '/reset-psd', frame: 'blank', area: 'account', isPublic: true },
  { name: 'activeemail', path: '/activeemail', frame: 'blank', area: 'account', isPublic: true },
  { name: 'home', path: '/home', frame: 'blank', area: 'landing', isPublic: true },
  { name: '404', path: '/404', frame: 'blank', area: 'misc', isPublic: true },
];

/**
 * The docs area. `callback` is not in the spec's list of public route names, so it needs a token like every
 * other route outside that list.
 */
export const docsRoute: RouteNode = {
  name: 'Docs',
  path: '/docs',
  frame: 'docs',
  redirect: '/docs/about',
  isPublic: true,
  children: [
    docsPage('about', 'about'),
    docsPage('changeLog', 'change-log'),
    docsPage('newFeature', 'new-feature'),
    docsPage('install', 'install'),
    docsPage('question', 'question'),
    docsPage('faq', 'faq'),
    docsPage('setting', 'setting'),
    docsPage('keyword', 'keyword'),
    docsPage('callback', 'callback', false),
    docsPage('chatgpt', 'chatgpt'),
    docsPage('aiproxy', 'aiproxy'),
    docsPage('contentCensor', 'content-censor'),
    docsPage('puppetxp', 'puppet-xp'),
    docsPage('puppetengine', 'puppet-engine'),
  ],
};

/** The console's pages, in sidebar order (spec §2 "Layout pages"). */
export const consoleRoutes: RouteNode[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    frame: 'console',
    redirect: '/dashboard/main',
    icon: 'home',
    children: [page('dashboardMain', '/dashboard/main', 'dashboard')],
  },
  {
    name: 'wechat',
    path: '/wechat',
    frame: 'console',
    redirect: '/wechat/index',
    icon: 'settings',
    children: [
      page('wechatIndex', '/wechat/index', 'wechat'),
      page('keywords', '/wechat/keywords', 'wechat'),
      page('keywordsEvent', '/wechat/keywordsEvent', 'wechat'),
      page('uploadFile', '/wechat/uploadFile', 'wechat'),
    ],
  },
  {
    name: 'vip',
    path: '/vip',
    frame: 'console',
    redirect: '/vip/privateForward',
    needVip: true,
    icon: 'crown',
    children: [
      page('userGroup', '/vip/userGroup', 'vip'),
      page('privateForward', '/vip/privateForward', 'vip'),
      page('roomAsync', '/vip/roomAsync', 'vip'),
      page('callbackEvent', '/vip/callbackEvent', 'vip'),
      page('rssNews', '/vip/rssNews', 'vip'),
      page('summerChat', '/vip/summerChat', 'vip'),
    ],
  },
  {
    name: 'aibot',
    path: '/aibot',
    frame: 'console',
    redirect: '/aibot/customchat',
    needVip: true,
    icon: 'robot',
    children: [page('customchat', '/aibot/customchat', 'aibot'), page('promotstore', '/aibot/promotstore', 'aibot')],
  },
  {
    name: 'schedule',
    path: '/schedule',
    frame: 'console',
    redirect: '/schedule/custom',
    icon: 'clock',
    children: [
      page('day', '/schedule/day', 'schedule'),
      page('customContent', '/schedule/customContent', 'schedule'),
      page('countdown', '/schedule/countdown', 'schedule'),
      page('scheduleCustom', '/schedule/custom', 'schedule'),
      page('news', '/schedule/news', 'schedule'),
      page('tasks', '/schedule/tasks', 'schedule'),
    ],
  },
  {
    name: 'contact',
    path: '/contact',
    frame: 'console',
    redirect: '/contact/list',
    icon: 'user',
    children: [page('contactList', '/contact/list', 'contact')],
  },
  {
    name: 'group',
    path: '/group',
    frame: 'console',
    redirect: '/group/room',
    icon: 'users',
    children: [page('room', '/group/room', 'group'), page('groupIndex', '/group/index', 'group')],
  },
  {
    name: 'material',
    path: '/material',
    frame: 'console',
    redirect: '/material/word',
    icon: 'image',
    children: [
      page('word', '/material/word', 'material'),
      page('file', '/material/file', 'material'),
      page('h5', '/material/h5', 'material', { needVip: true }),
      page('mini', '/material/mini', 'material', { needVip: true }),
    ],
  },
  {
    name: 'openApi',
    path: '/oapi',
    frame: 'console',
    redirect: '/oapi/oapi',
    needVip: true,
    icon: 'code',
    children: [page('oapi', '/oapi/oapi', 'oapi')],
  },
  {
    name: 'custom',
    path: '/custom',
    frame: 'console',
    redirect: '/custom/gptChat',
    needCustom: true,
    icon: 'star',
    children: [page('gptChat', '/custom/gptChat', 'custom')],
  },
  {
    name: 'member',
    path: '/member',
    frame: 'console',
    redirect: '/member/main',
    hidden: true,
    icon: 'crown',
    children: [page('memberMain', '/member/main', 'member')],
  },
  {
    name: 'account',
    path: '/account',
    frame: 'console',
    redirect: '/account/security',
    hidden: true,
    icon: 'user',
    children: [page('accountSecurity', '/account/security', 'security')],
  },
];

/** Every route, parents before their children. */
export function allRoutes(): RouteNode[] {
  const out: RouteNode[] = [];
  const walk = (nodes: RouteNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk([...blankRoutes, docsRoute, ...consoleRoutes]);
  return out;
}
