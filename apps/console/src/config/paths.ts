import { blankRoutes, consoleRoutes, docsRoute, type RouteNode } from './routes';

export interface PathEntry {
  /** The route's path under the `/weassit` basename. */
  path: string;
  /** The href to navigate to (the basename is added by the router). */
  getHref: () => string;
}

/** A route with the chain of its ancestors (outermost first). */
export interface RouteMatch {
  route: RouteNode;
  parents: RouteNode[];
}

const matches = new Map<string, RouteMatch>();
const byName = new Map<string, RouteMatch>();
{
  const walk = (nodes: RouteNode[], parents: RouteNode[]) => {
    for (const route of nodes) {
      const match = { route, parents };
      matches.set(route.path, match);
      byName.set(route.name, match);
      if (route.children) walk(route.children, [...parents, route]);
    }
  };
  walk([...blankRoutes, docsRoute, ...consoleRoutes], []);
}

/** The path of the route called `name`; throws at start-up for a name the table does not have. */
function pathOf(name: string): string {
  const match = byName.get(name);
  if (!match) throw new Error(`No route named ${name}`);
  return match.route.path;
}

const entry = (name: string): PathEntry => {
  const path = pathOf(name);
  return { path, getHref: () => path };
};

/** The route at `pathname` (exact match, trailing slash ignored), with its parents. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return matches.get(clean);
}

/** The route called `name`, with its parents. */
export function routeByName(name: string): RouteMatch | undefined {
  return byName.get(name);
}

/** True when the route or one of its parents is for vip members only. */
export function needsVip(match: RouteMatch): boolean {
  return [...match.parents, match.route].some((node) => node.needVip);
}

/** True when the route or one of its parents needs the custom entitlement. */
export function needsCustom(match: RouteMatch): boolean {
  return [...match.parents, match.route].some((node) => node.needCustom);
}

/** True when the route can be opened without a token. */
export function isPublicRoute(match: RouteMatch): boolean {
  return match.route.isPublic === true;
}

/**
 * Keeps a post-login redirect inside the console: a path starting with one `/` (no protocol-relative `//host`),
 * otherwise undefined.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Every console URL, relative to the router's basename `/weassit` (one place for all of them). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: {
    path: pathOf('login'),
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  signup: entry('signup'),
  passwordForget: entry('passwordForget'),
  resetPsd: entry('resetPsd'),
  activeemail: entry('activeemail'),
  home: entry('home'),
  docs: entry('Docs'),
  notFound: entry('404'),
  dashboard: entry('dashboard'),
  dashboardMain: entry('dashboardMain'),
  wechat: entry('wechat'),
  wechatIndex: entry('wechatIndex'),
  oapi: entry('oapi'),
  memberMain: entry('memberMain'),
  accountSecurity: entry('accountSecurity'),
} as const;
