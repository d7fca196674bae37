import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * `text` for lines of text, `rect` for images and cards, `circle` for avatars.
   * @default 'text'
   */
  variant?: 'text' | 'rect' | 'circle';
  /**
   * Number of lines (`text` only); the last one is shorter, like the end of a paragraph.
   * @default 1
   */
  lines?: number;
  /**
   * Width (a number is pixels). For `circle`, the diameter.
   * @default '100%' (text), 40 (circle)
   */
  width?: number | string;
  /**
   * Height (a number is pixels); ignored for `circle`.
   * @default 1 line (text), 120 (rect)
   */
  height?: number | string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A grey placeholder in the shape of content that is loading, with a gentle shimmer (still when the user
 * prefers reduced motion). It is hidden from assistive technology: wrap the area in a `SkeletonRegion` to tell
 * screen-reader users it is loading.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ref,
  ...props
}: SkeletonProps) {
  if (variant === 'text' && lines > 1) {
    return (
      <span
        {...props}
        ref={ref}
        aria-hidden="true"
        className={clsx(styles.lines, className)}
        style={{ width, ...style }}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder.
            key={i}
            className={clsx(styles.block, styles.shape.text)}
            style={{ width: i === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    variant === 'circle'
      ? { width: width ?? 40, height: width ?? 40 }
      : { width: width ?? '100%', height: height ?? (variant === 'rect' ? 120 : undefined) };
  return (
    <span
      {...props}
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.block, styles.shape[variant], className)}
      style={{ ...size, ...style }}
    />
  );
}

export interface SkeletonRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether the content is loading: shows `skeleton` instead of `children` and marks the region busy. */
  isLoading: boolean;
  /**
   * What to show while loading.
   * @default <Skeleton lines={3} />
   */
  skeleton?: ReactNode;
  /**
   * Announced (politely) to screen-reader users while loading.
   * @default '加载中'
   */
  loadingLabel?: string;
  /** The content, shown once loaded. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An area whose content is loading: while `isLoading` it shows skeletons, sets `aria-busy="true"` and says
 * `loadingLabel` through a polite live region; then it shows its children.
 */
export function SkeletonRegion({
  isLoading,
  skeleton = <Skeleton lines={3} />,
  loadingLabel = '加载中',
  children,
  className,
  ref,
  ...props
}: SkeletonRegionProps) {
  return (
    <div {...props} ref={ref} aria-busy={isLoading || undefined} className={clsx(styles.region, className)}>
      <span role="status" className={styles.visuallyHidden}>
        {isLoading ? loadingLabel : ''}
      </span>
      {isLoading ? skeleton : children}
    </div>
  );
}
