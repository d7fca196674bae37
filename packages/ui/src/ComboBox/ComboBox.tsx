import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  composeRenderProps,
  Group,
  Input,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import { ChevronDownIcon } from '../icons';
import { emptyState, popover } from '../Select/Select.css';
import { type SelectItem, type SelectItemProps, SelectListBox } from '../Select/SelectListBox';
import { Spinner } from '../Spinner';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object = SelectItem>
  extends Omit<RACComboBoxProps<T, 'single'>, 'children' | 'selectionMode'>,
    SelectItemProps<T>,
    FieldLabelProps {
  /**
   * The options, filtered as the user types (with `defaultFilter`): `{ id, label, isDisabled? }` objects, or any
   * objects with `getLabel` (and `getId`).
   */
  defaultItems?: Iterable<T>;
  /**
   * The options, shown as given (no filtering here): for a search done elsewhere, e.g. on the server, with
   * `onInputChange` and `isLoading`.
   */
  items?: Iterable<T>;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /**
   * Text shown in the list when no option matches.
   * @default '无匹配项'
   */
  emptyText?: ReactNode;
  /**
   * Shows a small spinner in the field (and `loadingLabel` in an empty list) while options are being fetched.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Accessible name of the spinner, and the text of an empty list while loading.
   * @default '加载中'
   */
  loadingLabel?: string;
  /**
   * Whether the list may open with no option in it, to show `emptyText`.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  /**
   * Width of the field (a number is pixels), e.g. `200` for the console's autocomplete. Without it the field
   * fills its container. The list is as wide as the field.
   */
  width?: number | string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input with a list of suggestions, built on react-aria-components' ComboBox: typing filters the list
 * (or, with `items` and `onInputChange`, drives a search elsewhere), arrow keys move through it, Enter chooses,
 * Escape closes. With `allowsCustomValue` the typed text may also stand on its own.
 */
export function ComboBox<T extends object = SelectItem>({
  label,
  description,
  errorMessage,
  getLabel,
  getId,
  children,
  placeholder,
  emptyText = '无匹配项',
  isLoading = false,
  loadingLabel = '加载中',
  allowsEmptyCollection = true,
  width,
  className,
  style,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox<T, 'single'>
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}
      style={composeRenderProps(style, (s) => (width === undefined ? s : { ...s, width }))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={clsx(fieldStyles.inputBox, styles.group)}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        {isLoading && <Spinner size="sm" label={loadingLabel} className={styles.spinner} />}
        <Button className={styles.button}>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Group>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popover} offset={4}>
        <SelectListBox<T>
          getLabel={getLabel}
          getId={getId}
          renderEmptyState={() => <div className={emptyState}>{isLoading ? loadingLabel : emptyText}</div>}
        >
          {children}
        </SelectListBox>
      </Popover>
    </RACComboBox>
  );
}
