import { RouterLink } from '../../../components/RouterLink/RouterLink';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import * as styles from './NotFoundPage.css';

/** Where unknown paths end (spec §2: they redirect to /404). */
export function NotFoundPage() {
  const t = useMessages();
  return (
    <main className={styles.page}>
      <h1>404 · {t.notFound.title}</h1>
      <p>{t.notFound.description}</p>
      <RouterLink to={paths.login.getHref()} className={styles.link}>
        {t.notFound.backToLogin}
      </RouterLink>
    </main>
  );
}
