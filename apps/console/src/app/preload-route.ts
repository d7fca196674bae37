import { matchRoute, needsCustom, needsVip } from '../config/paths';
import { preloadPage } from '../lib/lazy-page';
import { tokenAtom, userIdAtom } from '../lib/session';
import { store } from '../lib/store';
import { areaLoaders } from './areas';
import { ConsoleFrame, DocsFrame } from './frames';
import { routeData } from './route-data';
import { loadUserInfo } from './user-info';

/** The router's basename: the console lives under /weassit/. */
export const BASENAME = '/weassit';

/**
 * Starts at once what route `path` (router path, without the basename) will need, instead of one after the other:
 * the user's info (the auth guard's check), the frame's chunk, the page's chunk and the page's first requests
 * (quiet ones: with a stale token they fail without a word). None of it shows anything: the guard still decides
 * what renders, so a visitor or a stale token sees no console content. Each load happens once; calling it again
 * is cheap. Without `chunks`, only the requests start.
 */
export function preloadRoute(path: string, { chunks = true }: { chunks?: boolean } = {}): void {
  const match = matchRoute(path);
  if (!match) return;
  const { route } = match;
  // A parent path (e.g. /dashboard) redirects to its default child, whose page is what will render.
  if (route.redirect) {
    if (route.redirect !== path) preloadRoute(route.redirect, { chunks });
    return;
  }
  const hasToken = store.get(tokenAtom) !== null;
  const guarded = !route.isPublic;
  // A visitor is sent to /login, a logged-in user on /login to the dashboard: neither sees this route's page.
  if ((guarded && !hasToken) || (route.name === 'login' && hasToken)) return;
  // The guard's check first: it decides whether anything of the route shows at all.
  if (guarded) void loadUserInfo();
  const prefetch = routeData[route.name];
  // Pages behind the vip or custom check may not render at all: they ask for their data themselves.
  if (guarded && prefetch && !needsVip(match) && !needsCustom(match)) prefetch(store.get(userIdAtom));
  if (!chunks) return;
  if (route.frame === 'console') ConsoleFrame.preload();
  if (route.frame === 'docs') DocsFrame.preload();
  if (route.area) preloadPage(route.name, areaLoaders[route.area]);
}

/**
 * The first route of this page load, from the address bar: its requests only. Its chunks follow from the auth
 * guard's first effect (preloadRoute again), once the loading state is on screen: asking for a chunk adds a link
 * for each of its files to the document, work that would otherwise delay that first paint.
 */
export function preloadFirstRoute(): void {
  const { pathname } = window.location;
  if (pathname === BASENAME || pathname.startsWith(`${BASENAME}/`)) {
    preloadRoute(pathname.slice(BASENAME.length) || '/', { chunks: false });
  }
}
