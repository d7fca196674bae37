import { clsx } from 'clsx';
import type { HTMLAttributes, Key, ReactNode, Ref } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** The term (`<dt>`). */
  label: ReactNode;
  /** The description (`<dd>`). `null`, `undefined` and `''` show `emptyText`. */
  value: ReactNode;
  /** A stable React key; defaults to the label when it is a string, else the index. */
  key?: Key;
  /**
   * How many columns the pair spans (`full`: the whole row).
   * @default 1
   */
  span?: 1 | 2 | 3 | 'full';
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The label/value pairs, in reading order. */
  items: DescriptionItem[];
  /**
   * Columns on wide screens (two from 640px, three from 960px); narrow screens always show one.
   * @default 1
   */
  columns?: 1 | 2 | 3;
  /**
   * `horizontal`: label beside value (with a trailing ：); `vertical`: label above value.
   * @default 'horizontal'
   */
  layout?: 'horizontal' | 'vertical';
  /**
   * Shown for an empty value.
   * @default '—'
   */
  emptyText?: ReactNode;
  ref?: Ref<HTMLDListElement>;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Label/value pairs of one record (a friend's profile, a robot's login state) as a `<dl>`: screen readers
 * announce each term with its description. Lays the pairs out in one to three columns.
 */
export function DescriptionList({
  items,
  columns = 1,
  layout = 'horizontal',
  emptyText = '—',
  className,
  ...props
}: DescriptionListProps) {
  return (
    <dl {...props} className={clsx(styles.list({ columns }), className)}>
      {items.map((entry, index) => (
        // A <div> may group a <dt> with its <dd>s inside a <dl> (HTML), which keeps the grid simple.
        <div
          key={entry.key ?? (typeof entry.label === 'string' ? entry.label : index)}
          className={styles.item({ layout, span: entry.span ?? 1 })}
        >
          <dt className={styles.term({ layout })}>{entry.label}</dt>
          <dd className={styles.details}>
            {isEmpty(entry.value) ? <span className={styles.empty}>{emptyText}</span> : entry.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
