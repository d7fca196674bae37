import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  composeRenderProps,
  CheckboxField as RACCheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, RequiredMarker } from '../Field';
import { CheckIcon, MinusIcon } from '../icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children'>, Omit<FieldLabelProps, 'label'> {
  /** The label next to the box. Without one, pass `aria-label`. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox built on react-aria-components' CheckboxField: a native checkbox input (so Space toggles it and it
 * takes part in forms) drawn as a custom box with a check mark, or a dash when `isIndeterminate`. On its own it
 * has its own description and error; inside a `CheckboxGroup` it is one option of the group.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <RACCheckboxField {...props} className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon className={styles.icon} />
              ) : (
                isSelected && <CheckIcon className={styles.icon} />
              )}
            </span>
            {children != null && (
              <span>
                {children}
                {props.isRequired && <RequiredMarker />}
              </span>
            )}
          </>
        )}
      </CheckboxButton>
      {description != null && <FieldDescription className={styles.help}>{description}</FieldDescription>}
      <FieldError className={styles.help}>{errorMessage}</FieldError>
    </RACCheckboxField>
  );
}
