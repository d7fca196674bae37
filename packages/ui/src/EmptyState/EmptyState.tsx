import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './EmptyState.css';

/** An empty tray: the default illustration (local to this widget, decorative). */
function EmptyTrayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.defaultIcon}>
      <path d="M3 13l2.5-7.5A1 1 0 0 1 6.4 5h11.2a1 1 0 0 1 .9.5L21 13" />
      <path d="M3 13v5a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-5" />
      <path d="M3 13h5l1.5 2.5h5L16 13h5" />
    </svg>
  );
}

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The illustration: an icon from `@weassit/ui` (decorative) or any element. `null` shows none.
   * @default an empty tray
   */
  icon?: ReactNode;
  /**
   * The short statement of what is missing.
   * @default '暂无数据'
   */
  title?: ReactNode;
  /** One or two sentences: why it is empty, or what to do. */
  description?: ReactNode;
  /** An action that fills the view, e.g. `<Button>添加素材</Button>`. */
  action?: ReactNode;
  /**
   * Renders the title as a heading of this level (`h2`…`h6`), where the empty view replaces a section of its
   * own; without it the title is a paragraph.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a list, table or search shows when it has nothing to show: an illustration, a title (暂无数据), an
 * optional description and an optional action.
 */
export function EmptyState({
  icon = <EmptyTrayIcon />,
  title = '暂无数据',
  description,
  action,
  headingLevel,
  className,
  ref,
  ...props
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div {...props} ref={ref} className={clsx(styles.root, className)}>
      {icon != null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
