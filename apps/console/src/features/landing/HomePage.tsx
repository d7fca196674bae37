import { useAtomValue } from 'jotai';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import { paths } from '../../config/paths';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import { tokenAtom } from '../../lib/session';
import * as styles from './HomePage.css';
import { useLandingMessages } from './messages';

/** The public landing page with the landing navbar (spec §2): 控制台 when logged in, 登录/注册 otherwise. */
export function HomePage() {
  const t = useConsoleMessages();
  const landing = useLandingMessages();
  const loggedIn = useAtomValue(tokenAtom) !== null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{t.app.brand}</span>
        <nav aria-label={landing.nav}>
          <ul className={styles.nav}>
            <li>
              <RouterLink to={paths.home.getHref()} className={styles.link}>
                {t.routes.home}
              </RouterLink>
            </li>
            <li>
              <a href="#features" className={styles.link}>
                {landing.features}
              </a>
            </li>
            <li>
              <a href="#examples" className={styles.link}>
                {landing.examples}
              </a>
            </li>
            <li>
              <RouterLink to={paths.docs.getHref()} className={styles.link}>
                {landing.docs}
              </RouterLink>
            </li>
            <li>
              <RouterLink to={loggedIn ? paths.dashboard.getHref() : paths.login.getHref()} className={styles.cta}>
                {loggedIn ? landing.console : landing.loginOrRegister}
              </RouterLink>
            </li>
          </ul>
        </nav>
      </header>
      <main className={styles.hero}>
        <h1>{landing.headline}</h1>
        <p className={styles.tagline}>{landing.tagline}</p>
        <section id="features" aria-labelledby="features-title" className={styles.section}>
          <h2 id="features-title">{landing.features}</h2>
          <ul className={styles.features}>
            {t.member.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section id="examples" aria-labelledby="examples-title" className={styles.section}>
          <h2 id="examples-title">{landing.examples}</h2>
          <p>{t.app.comingSoon}</p>
        </section>
      </main>
    </div>
  );
}
