import { type MouseEvent, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './DocsArticle.css';
import type { DocsPageModule } from './docs-types';
import { HeadingTree } from './HeadingTree';

/** The console's base path: a link under it is a page of this app. */
const BASE = '/weassit';

/**
 * One docs page: its HTML (compiled and sanitised at build time) and its heading tree. Opens at the heading the
 * address names (`#id`), or at the top; links to other pages of the app navigate in the app.
 */
export function DocsArticle({ page }: { page: DocsPageModule }) {
  const location = useLocation();
  const navigate = useNavigate();

  // After the HTML is in the page: the browser's own jump to `#id` happened before it existed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it when the same link is followed again
  useLayoutEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [page, location.hash, location.key]);

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${BASE}/`)) return;
    event.preventDefault();
    navigate(`${url.pathname.slice(BASE.length)}${url.search}${url.hash}`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links' own (delegated), keyboard included
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
    <div className={styles.layout} onClick={followLink}>
      <article
        className={styles.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: compiled from the repo's Markdown and sanitised at build time
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
      <aside className={styles.aside}>
        <HeadingTree headings={page.headings} />
      </aside>
    </div>
  );
}
