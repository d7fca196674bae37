import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
  Separator as RACSeparator,
  type SeparatorProps as RACSeparatorProps,
  Text,
} from 'react-aria-components';
import { CheckIcon } from '../icons';
import * as styles from './Menu.css';

export interface MenuProps<T> extends RACMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger; it flips when there is no room.
   * @default 'bottom start'
   */
  placement?: RACPopoverProps['placement'];
  /** Extra class name for the popover that holds the menu. */
  popoverClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of actions in a popover, opened by a button: put the button and the Menu in a `MenuTrigger`. Arrow
 * keys move between items, Enter/Space or a press runs one (`onAction` receives its `id`), typing jumps to an
 * item, Escape closes the menu and focus returns to the trigger.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  popoverClassName,
  className,
  ref,
  ...props
}: MenuProps<T>) {
  return (
    <RACPopover placement={placement} offset={4} className={clsx(styles.popover, popoverClassName)}>
      <RACMenu {...props} ref={ref} className={composeRenderProps(className, (cls) => clsx(styles.menu, cls))} />
    </RACPopover>
  );
}

export interface MenuItemProps<T = object> extends Omit<RACMenuItemProps<T>, 'children'> {
  /** The item's label. */
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * `danger` for destructive actions (删除, 退出登录).
   * @default 'default'
   */
  variant?: 'default' | 'danger';
}

/** One action of a `Menu`. Give it an `id`: the menu's `onAction` receives it. */
export function MenuItem<T extends object>({
  children,
  icon,
  variant,
  textValue,
  className,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cls) => clsx(styles.item({ variant }), cls))}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && <span className={styles.itemIcon}>{isSelected && <CheckIcon />}</span>}
          {icon != null && <span className={styles.itemIcon}>{icon}</span>}
          <Text slot="label" className={styles.itemLabel}>
            {children}
          </Text>
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** The visible heading of the group; it also labels the group. */
  title?: ReactNode;
}

/** A group of related items, with an optional heading. */
export function MenuSection<T extends object>({ title, children, items, className, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={clsx(styles.section, className)}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: RACSeparatorProps) {
  return <RACSeparator {...props} className={clsx(styles.separator, className)} />;
}

export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';
