import { clsx } from 'clsx';
import { createContext, type ReactNode, type Ref, useContext } from 'react';
import {
  composeRenderProps,
  RadioField as RACRadioField,
  type RadioFieldProps as RACRadioFieldProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  RadioButton,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import * as styles from './RadioGroup.css';

type RadioVariant = 'default' | 'segmented';

/** Tells each Radio how its group draws it. */
const RadioVariantContext = createContext<RadioVariant>('default');

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldLabelProps {
  /**
   * `default`: a circle before each option's text. `segmented`: a row of joined buttons, the chosen one filled
   * with the brand colour (still radios to assistive technology and the keyboard).
   * @default 'default'
   */
  variant?: RadioVariant;
  /**
   * Lay the options out in a column or a row; a `segmented` group is always a row.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The options: `Radio` elements, each with a `value`. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of mutually exclusive options built on react-aria-components' RadioGroup: Tab enters the group
 * at the chosen option, arrow keys move and choose, and the group carries one label, description, error and
 * required state. `variant="segmented"` draws it as a row of joined buttons, for a compact switch between modes.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'default',
  orientation = 'vertical',
  className,
  children,
  ...props
}: RadioGroupProps) {
  const layout = variant === 'segmented' ? 'segmented' : orientation;
  return (
    <RACRadioGroup
      {...props}
      orientation={variant === 'segmented' ? 'horizontal' : orientation}
      className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.items({ layout })}>
        <RadioVariantContext.Provider value={variant}>{children}</RadioVariantContext.Provider>
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioFieldProps, 'children'> {
  /** The option's text. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the option (not shown in a `segmented` group: put it on the group). */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One option of a `RadioGroup`, built on react-aria-components' RadioField: a native radio input, drawn by the group's variant. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  const segmented = variant === 'segmented';
  return (
    <RACRadioField {...props} className={composeRenderProps(className, (cls) => clsx(styles.field({ variant }), cls))}>
      <RadioButton className={segmented ? styles.segment : styles.radio}>
        {!segmented && <span className={styles.circle} aria-hidden="true" />}
        {children}
      </RadioButton>
      {description != null && !segmented && <FieldDescription className={styles.help}>{description}</FieldDescription>}
    </RACRadioField>
  );
}
