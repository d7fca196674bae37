import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink/RouterLink';
import * as styles from './AuthCard.css';

/** A text link between the account pages. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={styles.link}>
      {children}
    </RouterLink>
  );
}
