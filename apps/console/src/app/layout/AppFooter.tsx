import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { format } from '../../lib/i18n/format';
import * as styles from './AppFooter.css';

/** The year of the copyright line (spec §2: 2025). */
export const COPYRIGHT_YEAR = 2025;

export function AppFooter() {
  const t = useConsoleMessages();
  return (
    <footer className={styles.footer}>
      <p>{format(t.app.copyright, { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
