import { Button } from '@weassit/ui';
import { ServerStatus } from '../../../components/ServerStatus/ServerStatus';
import { useMessages } from '../../../lib/i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHealth } from '../../../lib/use-health';
import * as styles from './LoginPage.css';

/** Placeholder of the login page: the real form arrives with the server's accounts. */
export function LoginPage() {
  const t = useMessages();
  const health = useHealth();
  useDocumentTitle(t.login.title);
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <div>
          <p className={styles.brand}>{t.app.brand}</p>
          <h1 id="login-title">{t.login.title}</h1>
        </div>
        <p className={styles.muted}>{t.login.subtitle}</p>
        <p>{t.login.placeholderNotice}</p>
        <Button fullWidth isDisabled>
          {t.login.submit}
        </Button>
        <ServerStatus health={health} />
      </section>
    </main>
  );
}
