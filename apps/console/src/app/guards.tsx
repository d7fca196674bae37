import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { clearSessionAtom, tokenAtom, userIdAtom, userInfoAtom } from '../lib/session';
import { getUserInfo } from '../lib/user-api';
import { PageFallback } from './PageFallback';

/** The info fetch of the current token, shared by every guard that mounts while it runs (StrictMode, nesting). */
let pending: { token: string; promise: Promise<unknown> } | null = null;

/**
 * Lets only a stored token through (spec §2): a visitor goes to /login?redirect=<wanted path>. The user's info is
 * fetched once per session; if that fails the session is cleared (the API client shows the error) and the
 * visitor rule sends the user to the login page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const info = useAtomValue(userInfoAtom);
  const setInfo = useSetAtom(userInfoAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const location = useLocation();

  useEffect(() => {
    if (!token || info) return;
    if (pending?.token !== token) {
      const promise = getUserInfo(userId).then(
        (loaded) => {
          if (pending?.token === token) setInfo(loaded);
        },
        () => {
          if (pending?.token === token) clearSession();
        },
      );
      pending = { token, promise };
      void promise.finally(() => {
        if (pending?.token === token) pending = null;
      });
    }
  }, [token, userId, info, setInfo, clearSession]);

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
