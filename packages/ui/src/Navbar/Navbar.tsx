import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Navbar.css';

export interface NavbarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Leading content: the menu toggle, the page title or the breadcrumb. */
  start?: ReactNode;
  /** Centred content, e.g. a search field. */
  children?: ReactNode;
  /** Trailing content: the greeting, notifications, the logout button. */
  end?: ReactNode;
  /**
   * Stick to the top of the scrolling container.
   * @default false
   */
  isSticky?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The console's top bar: a `<header>` (the page's banner landmark when it is not inside `<main>`, `<article>` …)
 * with a leading slot for the menu toggle and breadcrumb, an optional centred slot, and a trailing slot for the
 * user's greeting and actions. It does not stick to the top unless `isSticky`.
 */
export function Navbar({ start, children, end, isSticky = false, className, ref, ...props }: NavbarProps) {
  return (
    <header {...props} ref={ref} data-sticky={isSticky || undefined} className={clsx(styles.root, className)}>
      <div className={styles.start}>{start}</div>
      {children != null && <div className={styles.center}>{children}</div>}
      <div className={styles.end}>{end}</div>
    </header>
  );
}
