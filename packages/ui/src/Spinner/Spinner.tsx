import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Spinner.css';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * Visual size.
   * @default 'md'
   */
  size?: keyof typeof styles.size;
  /**
   * Text announced to screen readers. Leave it out when the surrounding element already says it is busy
   * (a pending Button does), and the spinner is hidden from assistive technology.
   */
  label?: string;
}

/** An indeterminate progress indicator that inherits the current text colour. */
export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  const a11y = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return <span {...a11y} {...props} className={clsx(styles.root, styles.size[size], className)} />;
}
