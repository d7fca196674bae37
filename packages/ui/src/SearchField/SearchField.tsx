import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  Button as RACButton,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import { CloseIcon, SearchIcon } from '../icons';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldLabelProps {
  /** Text shown in the empty control, e.g. what can be searched. Not a replacement for `label`/`aria-label`. */
  placeholder?: string;
  /** Ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search input built on react-aria-components' SearchField: a search icon, a clear button (named 清除搜索 by
 * RAC, and Escape clears too), `onSubmit` on Enter and `onClear`. Give it a visible `label`, or an `aria-label`
 * when the surrounding view already says what is searched.
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, styles.root, cls))}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.box} role="presentation" isReadOnly={props.isReadOnly}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={styles.input} placeholder={placeholder} />
        <RACButton type="button" className={styles.clearButton}>
          <CloseIcon />
        </RACButton>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
