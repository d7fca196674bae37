import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute, paths } from '../../config/paths';
import { consoleRoutes } from '../../config/routes';
import { deviceAtom, mobileMenuOpenAtom, sidebarOpenedAtom } from '../../lib/device';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { customRoutesAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppFooter } from './AppFooter';
import { AppNavbar } from './AppNavbar';
import { AppSidebar } from './AppSidebar';
import * as styles from './ConsoleLayout.css';
import { GuardedRouterProvider } from './GuardedRouterProvider';
import { buildBreadcrumb, buildMenu } from './menu';
import { RouteGate } from './RouteGate';

/**
 * The console's frame (spec §2 "Layout pages"): a collapsible 240 px sidebar (its state in the sidebarStatus
 * cookie), below 992 px an overlay menu that closes on route change; a navbar with the breadcrumb, the greeting
 * and the logout icon; the page; the footer. The header is not fixed.
 */
export default function ConsoleLayout() {
  const t = useConsoleMessages();
  const location = useLocation();
  const device = useAtomValue(deviceAtom);
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom);
  const customRoutes = useAtomValue(customRoutesAtom);

  const match = matchRoute(location.pathname);
  const items = useMemo(
    () => buildMenu(consoleRoutes, { titles: t.routes, customRoutes, vipLabel: t.layout.vip }),
    [t, customRoutes],
  );
  const breadcrumb = buildBreadcrumb(match, t.routes, paths.dashboard.getHref());
  useDocumentTitle(match ? (t.routes[match.route.name] ?? match.route.name) : null);

  // Below 992 px the menu is an overlay: every route change closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname, setMobileOpen]);

  const isMobile = device === 'mobile';
  return (
    <GuardedRouterProvider>
      <div className={styles.shell} data-device={device}>
        <AppSidebar
          items={items}
          activeId={match?.route.name}
          activeGroupId={match?.parents.at(-1)?.name}
          isMobile={isMobile}
          isCollapsed={!isMobile && !opened}
          onCollapsedChange={(collapsed) => setOpened(!collapsed)}
          isOverlayOpen={mobileOpen}
          onOverlayClose={() => setMobileOpen(false)}
        />
        <div className={styles.main}>
          <AppNavbar
            breadcrumb={breadcrumb}
            showMenuButton={isMobile}
            isMenuOpen={mobileOpen}
            onMenuPress={() => setMobileOpen(!mobileOpen)}
          />
          <main className={styles.content}>
            <RouteGate match={match}>
              <Outlet />
            </RouteGate>
          </main>
          <AppFooter />
        </div>
      </div>
    </GuardedRouterProvider>
  );
}
