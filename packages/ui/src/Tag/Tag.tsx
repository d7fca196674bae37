import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  TagList as RACTagList,
  type TagListProps as RACTagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { FieldDescription, type FieldLabelProps, Label } from '../Field';
import { CloseIcon } from '../icons';
import * as styles from './Tag.css';

export interface TagGroupProps<T>
  extends Omit<RACTagGroupProps, 'children'>,
    Pick<FieldLabelProps, 'label' | 'description'>,
    Pick<RACTagListProps<T>, 'items' | 'children' | 'dependencies'> {
  /**
   * Shown when there are no tags.
   * @default nothing
   */
  renderEmptyState?: () => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A group of tags (a friend's labels: 客服 / 售后 / VIP客户). Built on RAC TagGroup: arrow keys move between
 * tags; with `onRemove`, every tag gets a remove button and Backspace/Delete removes the focused tag (or all
 * selected ones), and `onRemove` receives the keys to drop. Without a visible `label`, pass `aria-label`.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  dependencies,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={clsx(styles.group, className)}>
      {label && <Label>{label}</Label>}
      <RACTagList
        items={items}
        dependencies={dependencies}
        className={styles.list}
        renderEmptyState={
          renderEmptyState ? () => <span className={styles.empty}>{renderEmptyState()}</span> : undefined
        }
      >
        {children}
      </RACTagList>
      {description && <FieldDescription>{description}</FieldDescription>}
    </RACTagGroup>
  );
}

export interface TagProps extends Omit<RACTagProps, 'children'> {
  /**
   * @default 'default'
   */
  color?: 'default' | 'brand' | 'success' | 'warning' | 'danger';
  /** The tag's text. When it is not a plain string, also pass `textValue`. */
  children: ReactNode;
  /**
   * The remove button's label; screen readers hear it followed by the tag's text (移除 客服).
   * @default '移除'
   */
  removeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** One tag in a `TagGroup`; it shows a remove button when the group has `onRemove`. */
export function Tag({ color, children, removeLabel = '移除', className, textValue, ...props }: TagProps) {
  return (
    <RACTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (c) => clsx(styles.tag({ color }), c))}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <RACButton slot="remove" aria-label={removeLabel} className={styles.removeButton}>
              <CloseIcon />
            </RACButton>
          )}
        </>
      )}
    </RACTag>
  );
}
