import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  Button as RACButton,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import { ChevronDownIcon, ChevronUpIcon } from '../icons';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldLabelProps {
  /** Text shown in the empty control. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * Accept whole numbers only: the step defaults to 1 and the value is formatted (and typed) without
   * decimals, whatever `formatOptions` says about fraction digits.
   * @default false
   */
  isInteger?: boolean;
  /**
   * Show the increment and decrement buttons (the arrow keys, Page Up/Down, Home and End work either way).
   * @default true
   */
  showStepper?: boolean;
  /** Ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled number input built on react-aria-components' NumberField: locale-aware formatting and parsing
 * (`formatOptions`: decimals, percent, currency, units), `minValue`/`maxValue`/`step` with clamping, arrow keys
 * and step buttons to change the value, and `isInteger` for counts. Label, help text and error message are linked
 * to the input.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isInteger = false,
  showStepper = true,
  step,
  formatOptions,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      step={isInteger ? (step ?? 1) : step}
      formatOptions={
        isInteger ? { ...formatOptions, minimumFractionDigits: 0, maximumFractionDigits: 0 } : formatOptions
      }
      className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.box} isReadOnly={props.isReadOnly}>
        <Input className={styles.input} placeholder={placeholder} />
        {showStepper && (
          <div className={styles.steppers}>
            {/* RAC names the buttons (增加 / 减少 in Chinese) and keeps them out of the tab order. */}
            <RACButton type="button" slot="increment" className={styles.stepButton}>
              <ChevronUpIcon />
            </RACButton>
            <RACButton type="button" slot="decrement" className={styles.stepButton}>
              <ChevronDownIcon />
            </RACButton>
          </div>
        )}
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
