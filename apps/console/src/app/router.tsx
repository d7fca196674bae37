import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { blankRoutes, consoleRoutes, docsRoute, type RouteNode } from '../config/routes';
import { ConsoleFrame, DocsFrame } from './frames';
import { GuestOnly, RequireAuth } from './guards';
import { PageFallback } from './PageFallback';
import { RootFrame } from './RootFrame';
import { RoutePage } from './RoutePage';

function Frame({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageFallback fullPage />}>
      <Component />
    </Suspense>
  );
}

/** A route's element: a redirect to its default child, or its page (behind the token check unless public). */
function elementOf(route: RouteNode, checkAuth: boolean): ReactNode {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const page = <RoutePage route={route} />;
  if (route.name === 'login') return <GuestOnly>{page}</GuestOnly>;
  return checkAuth && !route.isPublic ? <RequireAuth>{page}</RequireAuth> : page;
}

/** Every route of a subtree, flattened: paths are absolute in the table. */
function flatten(routes: RouteNode[]): RouteNode[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/**
 * The route table (config/routes.ts) as react-router routes: `/` → /login, unknown paths → /404, public pages
 * open, the console's pages inside one token check and the sidebar frame (spec §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootFrame />}>
        <Route path={paths.root.path} element={<Navigate to={paths.login.getHref()} replace />} />
        {blankRoutes.map((route) => (
          <Route key={route.name} path={route.path} element={elementOf(route, true)} />
        ))}
        <Route element={<Frame component={DocsFrame} />}>
          {flatten([docsRoute]).map((route) => (
            <Route key={route.name} path={route.path} element={elementOf(route, true)} />
          ))}
        </Route>
        <Route
          element={
            <RequireAuth>
              <Frame component={ConsoleFrame} />
            </RequireAuth>
          }
        >
          {flatten(consoleRoutes).map((route) => (
            <Route key={route.name} path={route.path} element={elementOf(route, false)} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={paths.notFound.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
