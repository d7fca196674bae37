/**
 * The console's route table (spec §2): every route's name, absolute path (relative to the `/weassit` basename),
 * frame, lazy area and flags. It is plain data without imports, so `scripts/bench-bundle.mjs` reads it with Node
 * too. Titles live in the message catalogue under `routes.<name>`.
 */

/** The lazy chunk a route's page lives in: one per feature area. */
export type AreaKey =
  | 'login'
  | 'account'
  | 'site'
  | 'dashboard'
  | 'wechat'
  | 'bulkSend'
  | 'forwarding'
  | 'groupSync'
  | 'callbacks'
  | 'rss'
  | 'summaries'
  | 'messageHistory'
  | 'aibot'
  | 'schedule'
  | 'contact'
  | 'group'
  | 'material'
  | 'oapi'
  | 'gptChat'
  | 'member'
  | 'security'
  | 'notFound';

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
  area: 'site',
  ...(isPublic ? { isPublic } : {}),
});

const page = (name: string, path: string, area: AreaKey, extra: Partial<RouteNode> = {}): RouteNode => ({
  name,
  path,
  frame: 'console',
  area,
  ...extra,
});

/** A sidebar section: its path redirects to its default page; `menu` has its icon and flags (its pages inherit them). */
const section = (
  name: string,
  path: string,
  redirect: string,
  menu: Pick<RouteNode, 'needVip' | 'needCustom' | 'hidden' | 'icon'>,
  children: RouteNode[],
): RouteNode => ({ name, path, frame: 'console', redirect, ...menu, children });

/** Pages without a frame: account pages, the landing page and 404. */
export const blankRoutes: RouteNode[] = [
  { name: 'login', path: '/login', frame: 'blank', area: 'login', isPublic: true },
  { name: 'signup', path: '/signup', frame: 'blank', area: 'account', isPublic: true },
  { name: 'passwordForget', path: '/password-forget', frame: 'blank', area: 'account', isPublic: true },
  { name: 'resetPsd', path: '/reset-psd', frame: 'blank', area: 'account', isPublic: true },
  { name: 'activeemail', path: '/activeemail', frame: 'blank', area: 'account', isPublic: true },
  { name: 'home', path: '/home', frame: 'blank', area: 'site', isPublic: true },
  { name: '404', path: '/404', frame: 'blank', area: 'notFound', isPublic: true },
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
  section('dashboard', '/dashboard', '/dashboard/main', { icon: 'home' }, [
    page('dashboardMain', '/dashboard/main', 'dashboard'),
  ]),
  section('wechat', '/wechat', '/wechat/index', { icon: 'settings' }, [
    page('wechatIndex', '/wechat/index', 'wechat'),
    page('keywords', '/wechat/keywords', 'wechat'),
    page('keywordsEvent', '/wechat/keywordsEvent', 'wechat'),
    page('uploadFile', '/wechat/uploadFile', 'wechat'),
  ]),
  section('vip', '/vip', '/vip/privateForward', { needVip: true, icon: 'crown' }, [
    page('userGroup', '/vip/userGroup', 'bulkSend'),
    page('privateForward', '/vip/privateForward', 'forwarding'),
    page('roomAsync', '/vip/roomAsync', 'groupSync'),
    page('callbackEvent', '/vip/callbackEvent', 'callbacks'),
    page('rssNews', '/vip/rssNews', 'rss'),
    page('summerChat', '/vip/summerChat', 'summaries'),
    page('messageHistory', '/vip/messageHistory', 'messageHistory'),
  ]),
  section('aibot', '/aibot', '/aibot/customchat', { needVip: true, icon: 'robot' }, [
    page('customchat', '/aibot/customchat', 'aibot'),
    page('promotstore', '/aibot/promotstore', 'aibot'),
  ]),
  section('schedule', '/schedule', '/schedule/custom', { icon: 'clock' }, [
    page('day', '/schedule/day', 'schedule'),
    page('customContent', '/schedule/customContent', 'schedule'),
    page('countdown', '/schedule/countdown', 'schedule'),
    page('scheduleCustom', '/schedule/custom', 'schedule'),
    page('news', '/schedule/news', 'schedule'),
    page('tasks', '/schedule/tasks', 'schedule'),
  ]),
  section('contact', '/contact', '/contact/list', { icon: 'user' }, [page('contactList', '/contact/list', 'contact')]),
  section('group', '/group', '/group/room', { icon: 'users' }, [
    page('room', '/group/room', 'group'),
    page('groupIndex', '/group/index', 'group'),
  ]),
  section('material', '/material', '/material/word', { icon: 'image' }, [
    page('word', '/material/word', 'material'),
    page('file', '/material/file', 'material'),
    page('h5', '/material/h5', 'material', { needVip: true }),
    page('mini', '/material/mini', 'material', { needVip: true }),
  ]),
  section('openApi', '/oapi', '/oapi/oapi', { needVip: true, icon: 'code' }, [page('oapi', '/oapi/oapi', 'oapi')]),
  section('custom', '/custom', '/custom/gptChat', { needCustom: true, icon: 'star' }, [
    page('gptChat', '/custom/gptChat', 'gptChat'),
  ]),
  section('member', '/member', '/member/main', { hidden: true, icon: 'crown' }, [
    page('memberMain', '/member/main', 'member'),
  ]),
  section('account', '/account', '/account/security', { hidden: true, icon: 'user' }, [
    page('accountSecurity', '/account/security', 'security'),
  ]),
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
