import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  type Key,
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  Link as RACLink,
} from 'react-aria-components';
import { ChevronRightIcon } from '../icons';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  /** A unique id, passed to `onAction`. */
  id: Key;
  /** The visible text. */
  label: ReactNode;
  /** A URL to navigate to; without one the item calls `onAction` (client-side routing). */
  href?: string;
  /** An icon before the label (e.g. `<HomeIcon />` on 首页); decorative. */
  icon?: ReactNode;
}

export interface BreadcrumbProps
  extends Omit<RACBreadcrumbsProps<BreadcrumbItem>, 'children' | 'items' | 'className' | 'aria-label'> {
  /** The path from the top, first item typically 首页; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Called with the item's `id` when an item is activated (every item but the current one). */
  onAction?: (id: Key) => void;
  /**
   * Shown between items (hidden from assistive technology, which hears a list).
   * @default <ChevronRightIcon />
   */
  separator?: ReactNode;
  /**
   * The name of the navigation landmark.
   * @default '面包屑'
   */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Where the current page sits in the console's hierarchy: a `<nav>` landmark with a list of links, the last one
 * the current page (`aria-current="page"`, not a link target). Items navigate by `href` or through `onAction`.
 */
export function Breadcrumb({
  items,
  separator = <ChevronRightIcon />,
  'aria-label': ariaLabel = '面包屑',
  className,
  ref,
  ...props
}: BreadcrumbProps) {
  return (
    <nav aria-label={ariaLabel} className={clsx(styles.nav, className)} ref={ref}>
      <RACBreadcrumbs {...props} items={items} className={styles.list}>
        {(item) => (
          <RACBreadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <RACLink href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.icon}
                  {item.label}
                </RACLink>
                {!isCurrent && (
                  <span className={styles.separator} aria-hidden="true">
                    {separator}
                  </span>
                )}
              </>
            )}
          </RACBreadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
