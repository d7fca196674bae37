import { useMessages } from '../lib/i18n/messages';
import * as styles from './PageFallback.css';

/**
 * What shows while a page or frame chunk loads, or while the user's info is fetched: a polite status line (the
 * progress bar at the top is the visual cue). Deliberately not the ui Spinner: the entry chunk stays free of
 * @weassit/ui, whose widgets arrive with the first page.
 */
export function PageFallback({ fullPage = false }: { fullPage?: boolean }) {
  const t = useMessages();
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="status" aria-busy="true">
      <span className={styles.dot} aria-hidden="true" />
      {t.app.loading}
    </div>
  );
}
