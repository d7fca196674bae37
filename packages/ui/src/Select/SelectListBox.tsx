import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type Key, ListBox, ListBoxItem, type ListBoxProps } from 'react-aria-components';
import { CheckIcon } from '../icons';
import * as styles from './Select.css';

/** The simplest shape of an option of a `Select` or `ComboBox`. Other shapes need `getLabel` (and `getId`). */
export interface SelectItem {
  /** The option's key: the value of `value` / `onChange`. */
  id: Key;
  /** The option's text, shown in the list and in the trigger, and matched by type-ahead and filtering. */
  label: string;
  /** Whether the option cannot be chosen. */
  isDisabled?: boolean;
}

/** How a `Select` or `ComboBox` reads its items, and how it renders an option. */
export interface SelectItemProps<T extends object> {
  /**
   * The option's text (shown in the trigger, used for type-ahead, filtering and screen readers).
   * @default (item) => item.label
   */
  getLabel?: (item: T) => string;
  /**
   * The option's key.
   * @default (item) => item.id
   */
  getId?: (item: T) => Key;
  /**
   * Renders an option's content (the check mark of the selected option is added around it). Without it the
   * option shows its label.
   */
  children?: (item: T) => ReactNode;
}

/** Reads an item's text: `getLabel`, else its `label` field. */
export function getItemLabel<T extends object>(item: T, getLabel?: (item: T) => string): string {
  if (getLabel) return getLabel(item);
  const label = (item as Partial<SelectItem>).label;
  return typeof label === 'string' ? label : String(label ?? '');
}

/** Reads an item's key: `getId`, else its `id` field. */
export function getItemId<T extends object>(item: T, getId?: (item: T) => Key): Key | undefined {
  if (getId) return getId(item);
  return (item as Partial<SelectItem>).id;
}

/** Whether an item says it is disabled (`isDisabled: true`); `disabledKeys` works for any shape. */
export function isItemDisabled<T extends object>(item: T): boolean {
  return (item as Partial<SelectItem>).isDisabled === true;
}

interface SelectListBoxProps<T extends object> extends SelectItemProps<T> {
  /** The items; leave out inside a ComboBox, which passes its own. */
  items?: Iterable<T>;
  renderEmptyState?: ListBoxProps<T>['renderEmptyState'];
  className?: string;
}

/**
 * The list of options of a `Select` or `ComboBox` (internal): one ListBoxItem per item, with the item's label as
 * its text value and a check mark on the selected one.
 */
export function SelectListBox<T extends object>({
  items,
  getLabel,
  getId,
  children,
  renderEmptyState,
  className,
}: SelectListBoxProps<T>) {
  return (
    <ListBox<T>
      items={items}
      renderEmptyState={renderEmptyState}
      dependencies={[getLabel, getId, children]}
      className={clsx(styles.listBox, className)}
    >
      {(item) => {
        const label = getItemLabel(item, getLabel);
        return (
          <ListBoxItem
            id={getItemId(item, getId)}
            textValue={label}
            isDisabled={isItemDisabled(item)}
            className={styles.option}
          >
            {/* SelectValue renders this too, with isSelected false: the trigger shows the content alone. */}
            {({ isSelected }) => (
              <>
                <span className={styles.optionContent}>{children ? children(item) : label}</span>
                {isSelected && <CheckIcon className={styles.check} />}
              </>
            )}
          </ListBoxItem>
        );
      }}
    </ListBox>
  );
}
