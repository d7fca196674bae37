import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldLabelProps {
  /**
   * Lay the checkboxes out in a column or a row (a row wraps when it runs out of room).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The options: `Checkbox` elements, each with a `value`. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of checkboxes built on react-aria-components' CheckboxGroup: its value is the array of the
 * checked `Checkbox`es' values, and it carries one label, description, error and required state for all of them.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.items({ orientation })}>{children}</div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
