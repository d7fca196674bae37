import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { registerNavigate } from '../lib/navigation';
import { saveInviteCodeAtom } from '../lib/session';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteProgress } from './RouteProgress';

/**
 * Wraps every route: the progress bar, the invite code capture (`r` on any route, saved once), the navigate
 * function for non-React code (the API client's logged-out dialog), and the last-resort error boundary (a
 * frame's chunk or a guard failing; pages have their own, inside their frame).
 */
export function RootFrame() {
  const navigate = useNavigate();
  const location = useLocation();
  const saveInviteCode = useSetAtom(saveInviteCodeAtom);

  useEffect(() => {
    registerNavigate(navigate);
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => {
    const code = new URLSearchParams(location.search).get('r');
    if (code) saveInviteCode(code);
  }, [location.search, saveInviteCode]);

  return (
    <>
      <RouteProgress />
      <RouteErrorBoundary fullPage>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
