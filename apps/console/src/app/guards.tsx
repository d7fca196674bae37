import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { tokenAtom, userInfoAtom } from '../lib/session';
import { PageFallback } from './PageFallback';
import { preloadRoute } from './preload-route';
import { loadUserInfo } from './user-info';

/**
 * Lets only a stored token through (spec §2): a visitor goes to /login?redirect=<wanted path>. The user's info is
 * fetched once per session (loadUserInfo, started by preloadRoute); until it is there the guard shows the loading state, never the page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const info = useAtomValue(userInfoAtom);
  const location = useLocation();

  // Fetches the info (joining the boot's fetch) and meanwhile loads the route's chunks, e.g. right after login.
  useEffect(() => {
    if (!token || info) return;
    preloadRoute(location.pathname);
    void loadUserInfo();
  }, [token, info, location.pathname]);

  if (!token) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  if (!info) return <PageFallback fullPage />;
  return children;
}

/** The login page for visitors only: a user who opens it while logged in goes to /dashboard (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  // Decided when the page opens: logging in on this page must not bounce to /dashboard before the page
  // chooses where to go (the redirect, or /wechat for a first login).
  const token = useAtomValue(tokenAtom);
  const [hadToken] = useState(token !== null);
  if (hadToken) return <Navigate to={paths.dashboard.getHref()} replace />;
  return children;
}
