import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import { matchRoute, paths } from '../../config/paths';
import { docsRoute } from '../../config/routes';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { tokenAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './DocsFrame.css';
import { DocsSearch } from './DocsSearch';

/**
 * The docs area's frame: a header (back to the site, the search over every page, the console or the login), the
 * docs menu on the side, the page.
 */
export default function DocsFrame() {
  const t = useConsoleMessages();
  const loggedIn = useAtomValue(tokenAtom) !== null;
  const match = matchRoute(useLocation().pathname);
  useDocumentTitle(match ? (t.routes[match.route.name] ?? match.route.name) : null);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <RouterLink to={paths.home.getHref()} className={styles.brand}>
          {t.app.brand}
        </RouterLink>
        <DocsSearch />
        <RouterLink to={loggedIn ? paths.dashboard.getHref() : paths.login.getHref()} className={styles.cta}>
          {loggedIn ? t.site.console : t.site.loginOrRegister}
        </RouterLink>
      </header>
      <div className={styles.body}>
        <nav aria-label={t.docs.menu} className={styles.menu}>
          <ul className={styles.list}>
            {(docsRoute.children ?? []).map((route) => (
              <li key={route.name}>
                <RouterLink to={route.path} className={styles.link} markCurrent>
                  {t.routes[route.name] ?? route.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.content}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
