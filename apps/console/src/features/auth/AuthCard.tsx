// For its side effect: @weassit/ui's theme (the variables on :root). The login page uses no widget of the package,
// whose import would otherwise bring it.
import '@weassit/ui';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../../lib/i18n/messages';
import * as styles from './AuthCard.css';

export interface AuthCardProps {
  /** The page's heading (h1). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (to the other account pages). */
  footer?: ReactNode;
}

/** The centred card of the account pages (login, sign-up, password reset, activation), with the brand on top. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const t = useMessages();
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <div>
          <p className={styles.brand}>{t.app.brand}</p>
          <h1 id={titleId}>{title}</h1>
          {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer != null && <div className={styles.links}>{footer}</div>}
      </section>
    </main>
  );
}
