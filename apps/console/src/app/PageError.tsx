import { useMessages } from '../lib/i18n/messages';
import * as styles from './PageError.css';

export interface PageErrorProps {
  /** The page's chunk did not load (stale after a redeploy, or the network), rather than a render error. */
  stale: boolean;
  /** Without a frame around it: fills the window. */
  fullPage?: boolean;
  /** What 重新加载 does: reloads the page (a story passes a spy). */
  onReload?: () => void;
}

/** What shows instead of a page that failed: what happened, and a button that reloads the page. */
export function PageError({ stale, fullPage = false, onReload = () => location.reload() }: PageErrorProps) {
  const t = useMessages().app;
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="alert">
      <h1 className={styles.title}>{stale ? t.chunkError : t.renderError}</h1>
      <p className={styles.hint}>{stale ? t.chunkErrorHint : t.renderErrorHint}</p>
      <button type="button" className={styles.button} onClick={onReload}>
        {t.reload}
      </button>
    </div>
  );
}
