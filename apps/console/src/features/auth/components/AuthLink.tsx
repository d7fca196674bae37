import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './AuthCard.css';

/** A text link between the account pages. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}
