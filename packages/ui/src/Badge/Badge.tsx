import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { CrownIcon } from '../icons';
import * as styles from './Badge.css';

export type BadgeVariant = 'default' | 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'vip';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour: a status (`success`, `warning`, `danger`, `info`), the brand colour, neutral `default`, or the gold
   * of the `vip` marker (which also shows a crown).
   * @default 'default'
   */
  variant?: BadgeVariant;
  /**
   * `subtle` (tinted background), `solid` (filled, for counts that must catch the eye) or `outline`.
   * @default 'subtle'
   */
  appearance?: 'subtle' | 'solid' | 'outline';
  /**
   * A number to show instead of `children`; above `max` it reads `max+` (e.g. `99+`).
   */
  count?: number;
  /**
   * The largest `count` shown as is.
   * @default 99
   */
  max?: number;
  /**
   * Show a coloured status dot before the text (e.g. 在线 / 离线) instead of a filled pill: the text carries the
   * meaning, the colour only repeats it.
   * @default false
   */
  dot?: boolean;
  /**
   * An icon before the text. The `vip` variant shows a crown unless this is `null`.
   */
  icon?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small non-interactive label: a count (未读 3), a status (在线, 已停用) or the VIP marker. It is plain text
 * for assistive technology, so its text must make sense where it is read (the colour never carries meaning on
 * its own).
 */
export function Badge({
  variant = 'default',
  appearance = 'subtle',
  count,
  max = 99,
  dot = false,
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  const content = count !== undefined ? (count > max ? `${max}+` : String(count)) : children;
  const leading = icon === undefined && variant === 'vip' ? <CrownIcon className={styles.icon} /> : icon;
  return (
    <span {...props} className={clsx(styles.badge({ variant, appearance, dot }), className)}>
      {dot && <span className={styles.dot({ variant })} aria-hidden="true" />}
      {leading}
      {content}
    </span>
  );
}

export interface VipBadgeProps extends Omit<BadgeProps, 'variant' | 'count' | 'max' | 'dot'> {
  /**
   * The text of the marker.
   * @default 'VIP'
   */
  children?: ReactNode;
}

/** The gold VIP marker with a crown, e.g. next to a friend's name. */
export function VipBadge({ children = 'VIP', ...props }: VipBadgeProps) {
  return (
    <Badge {...props} variant="vip">
      {children}
    </Badge>
  );
}
