import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import { matchRoute, paths } from '../../config/paths';
import { docsRoute } from '../../config/routes';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './DocsFrame.css';

/** The docs area's frame: a header back to the site, the docs menu on the side, the page. */
export default function DocsFrame() {
  const t = useConsoleMessages();
  const match = matchRoute(useLocation().pathname);
  useDocumentTitle(match ? (t.routes[match.route.name] ?? match.route.name) : null);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <RouterLink to={paths.home.getHref()} className={styles.brand}>
          {t.app.brand}
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
