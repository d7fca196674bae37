import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  Button,
  composeRenderProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import { ChevronDownIcon } from '../icons';
import * as styles from './Select.css';
import { type SelectItem, type SelectItemProps, SelectListBox } from './SelectListBox';

export interface SelectProps<T extends object = SelectItem>
  extends Omit<RACSelectProps<T, 'single'>, 'children' | 'selectionMode' | 'placeholder'>,
    SelectItemProps<T>,
    FieldLabelProps {
  /** The options: `{ id, label, isDisabled? }` objects, or any objects with `getLabel` (and `getId`). */
  items: Iterable<T>;
  /**
   * Text shown in the trigger while nothing is selected.
   * @default '请选择'
   */
  placeholder?: string;
  /**
   * Width of the field (a number is pixels). Without it the field fills its container, at least 160 px wide.
   */
  width?: number | string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A single-choice dropdown built on react-aria-components' Select: a button showing the chosen option (or a
 * placeholder) that opens a list of options as wide as itself. Arrow keys, type-ahead and Enter choose from the
 * list, Escape closes it, and a hidden native select takes part in forms and validation.
 */
export function Select<T extends object = SelectItem>({
  label,
  description,
  errorMessage,
  items,
  getLabel,
  getId,
  children,
  placeholder = '请选择',
  width,
  className,
  style,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect<T, 'single'>
      {...props}
      placeholder={placeholder}
      className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}
      style={composeRenderProps(style, (s) => (width === undefined ? s : { ...s, width }))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={clsx(fieldStyles.inputBox, styles.trigger)}>
        <SelectValue<T> className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <SelectListBox<T> items={items} getLabel={getLabel} getId={getId}>
          {children}
        </SelectListBox>
      </Popover>
    </RACSelect>
  );
}
