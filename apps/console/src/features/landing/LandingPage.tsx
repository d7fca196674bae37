import { useHref } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import { paths } from '../../config/paths';
import { useConsoleMessages } from '../../lib/i18n/console/catalogues';
import * as styles from './LandingPage.css';
import { useLandingMessages } from './messages';

/** Width and height of the console screenshots (npm run screenshots shoots them at this size). */
const SHOT = { width: 1280, height: 800 };

/**
 * The public landing page (route `home`) with the landing navbar: 控制台 when logged in, 登录/注册 otherwise. The
 * same component is prerendered to static HTML at build time (`build/prerender-home.ts`) for visitors, where a
 * tiny script swaps the links marked `data-logged-in-href` when a login is stored: no React on first visit.
 */
export function LandingPage({ loggedIn }: { loggedIn: boolean }) {
  const t = useConsoleMessages();
  const landing = useLandingMessages();
  const entry = {
    to: loggedIn ? paths.dashboard.getHref() : paths.login.getHref(),
    label: loggedIn ? t.site.console : t.site.loginOrRegister,
  };
  // The prerendered page swaps these for a stored login (see build/prerender-home.ts).
  const loggedInLink = {
    'data-logged-in-href': useHref(paths.dashboard.getHref()),
    'data-logged-in-label': t.site.console,
  };
  const base = import.meta.env.BASE_URL;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{t.app.brand}</span>
        <nav aria-label={landing.nav}>
          <ul className={styles.nav}>
            <li>
              <RouterLink to={paths.home.getHref()} className={styles.link} markCurrent>
                {landing.home}
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
              <RouterLink to={entry.to} className={styles.navCta} {...loggedInLink}>
                {entry.label}
              </RouterLink>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <section className={styles.hero} aria-labelledby="landing-title">
          <h1 id="landing-title" className={styles.headline}>
            {landing.headline}
          </h1>
          <p className={styles.tagline}>{landing.tagline}</p>
          <p className={styles.actions}>
            <RouterLink to={entry.to} className={styles.primary} {...loggedInLink}>
              {loggedIn ? t.site.console : landing.start}
            </RouterLink>
            <RouterLink to="/docs/install" className={styles.secondary}>
              {landing.readDocs}
            </RouterLink>
          </p>
        </section>

        <section id="features" className={styles.section} aria-labelledby="features-title">
          <h2 id="features-title">{landing.features}</h2>
          <p>{landing.featuresLead}</p>
          <ul className={styles.featureList}>
            {landing.featureList.map((feature) => (
              <li key={feature.shot} className={styles.feature}>
                <div>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
                <img
                  className={styles.shot}
                  src={`${base}landing/${feature.shot}.jpg`}
                  alt={feature.alt}
                  width={SHOT.width}
                  height={SHOT.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
          <h3>{landing.moreTitle}</h3>
          <ul>
            {landing.more.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section id="examples" className={styles.section} aria-labelledby="examples-title">
          <h2 id="examples-title">{landing.examples}</h2>
          <p>{landing.examplesLead}</p>
          <ul className={styles.cards}>
            {landing.exampleList.map((example) => (
              <li key={example.title} className={styles.card}>
                <h3>{example.title}</h3>
                <p>{example.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="self-host" className={styles.section} aria-labelledby="self-host-title">
          <h2 id="self-host-title">{landing.selfHostTitle}</h2>
          <p>{landing.selfHostLead}</p>
          <pre className={styles.command}>
            <code>{landing.selfHostCommand}</code>
          </pre>
          <p>{landing.selfHostScale}</p>
          <p>
            <RouterLink to="/docs/install" className={styles.textLink}>
              {landing.selfHostMore}
            </RouterLink>
          </p>
        </section>
      </main>
      <footer className={styles.footer}>
        <p>{landing.copyright}</p>
        <p>
          <RouterLink to={paths.docs.getHref()} className={styles.textLink}>
            {landing.docs}
          </RouterLink>
        </p>
      </footer>
    </div>
  );
}
