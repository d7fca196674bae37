import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { pendingLoadsAtom } from '../lib/lazy-page';
import * as styles from './RouteProgress.css';

/** Loads shorter than this do not flash the bar. */
const SHOW_DELAY_MS = 120;

/** A thin indeterminate bar at the top of the window while a page's chunk loads after a route change. */
export function RouteProgress() {
  const t = useMessages();
  const loading = useAtomValue(pendingLoadsAtom) > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t.app.pageLoading} aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
