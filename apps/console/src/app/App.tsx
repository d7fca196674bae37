import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { I18nProvider } from 'react-aria-components';
import { BrowserRouter } from 'react-router-dom';
import { localeAtom } from '../lib/i18n/messages';
import { notificationsWantedAtom } from '../lib/notify';
import { store } from '../lib/store';
import { BASENAME } from './preload-route';
import { ErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './router';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * The toast region and the confirm dialog, loaded the first time something needs them. If their chunk fails to
 * load (stale after a redeploy), the console goes on without them rather than going blank.
 */
function Notifications() {
  const wanted = useAtomValue(notificationsWantedAtom);
  return wanted ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

function Root() {
  const locale = useAtomValue(localeAtom);
  return (
    <I18nProvider locale={locale}>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
      <Notifications />
    </I18nProvider>
  );
}

/** The console: one jotai store (the API client reads it too), the locale, history routing under /weassit. */
export function App() {
  return (
    <JotaiProvider store={store}>
      <Root />
    </JotaiProvider>
  );
}
