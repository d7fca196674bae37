import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';
import * as styles from './Field.css';

export interface LabelProps extends RACLabelProps {
  /** Shows the required marker (*) after the text; the control itself carries `aria-required`. */
  isRequired?: boolean;
}

/** A field's label; RAC associates it with the control of the surrounding field component. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={clsx(styles.label, className)}>
      {children}
      {isRequired && <RequiredMarker />}
    </RACLabel>
  );
}

/** The required marker (*) after a label's text; hidden from assistive technology, the control says it. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

/** Help text under a control, linked to it with aria-describedby. */
export function FieldDescription({ className, ...props }: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="description" className={clsx(styles.description, className)} />;
}

/** The validation message of the surrounding field: shown only when the field is invalid. */
export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return <RACFieldError {...props} className={clsx(styles.error, className as string)} />;
}

/** The props every field widget takes for its label, help text and error message. */
export interface FieldLabelProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /**
   * The error message, shown when the field is invalid. A function receives RAC's validation result, so it can
   * pick a message by the rule that failed; without it the browser's or the `validate` function's message shows.
   */
  errorMessage?: ReactNode | ((validation: import('react-aria-components').ValidationResult) => ReactNode);
}
