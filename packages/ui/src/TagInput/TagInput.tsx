import { clsx } from 'clsx';
import type { CSSProperties, Ref } from 'react';
import { TextField as RACTextField } from 'react-aria-components';
import { FieldDescription, FieldError, fieldStyles, Label } from '../Field';
import { TagBox, TagFieldExtras, type TagFieldProps, useTagField } from './TagInput.core';
import * as styles from './TagInput.css';
import type { TagInputItem } from './TagInput.rules';

export interface TagInputProps<T extends TagInputItem = string> extends TagFieldProps<T> {
  /**
   * Whether the tags are strings or objects (`{ name, … }`). Typed text becomes `text` or `{ name: text }`
   * (or whatever `createTag` returns). For objects, pass `getKey` too when `name` is not their key.
   * @default 'string'
   */
  valueType?: 'string' | 'object';
  /**
   * Turns typed text into a tag (the text is trimmed first).
   * @default text => text, or text => ({ name: text }) with `valueType="object"`
   */
  createTag?: (text: string) => T;
  /** The input's id. */
  id?: string;
  /** Accessible name, when there is no visible `label`. */
  'aria-label'?: string;
  /** Id of the element that names the field, when there is no visible `label`. */
  'aria-labelledby'?: string;
  /** Ids of more elements that describe the field. */
  'aria-describedby'?: string;
  /**
   * Focus the input on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** The class of the root element. */
  className?: string;
  /** The style of the root element. */
  style?: CSSProperties;
  /** Ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A field of several short texts (keywords, labels): type one and press Enter (or leave the field) to add it as a
 * tag; remove a tag with its remove button, with Backspace/Delete on the focused tag, or with Backspace in the
 * empty input (the last tag). Tags are strings or `{ name, … }` objects. A duplicate is refused with 请勿重复添加
 * and its text stays in the input to be fixed; `maxTags` and `maxLength` limit the tags; `isRequired` needs at
 * least one. Built on react-aria-components' TagGroup (a grid: arrow keys move between tags) and TextField.
 */
export function TagInput<T extends TagInputItem = string>(props: TagInputProps<T>) {
  const {
    label,
    description,
    placeholder,
    valueType = 'string',
    createTag,
    maxLength,
    removeLabel,
    renderTag,
    width,
    name,
    className,
    style,
    ref,
    id,
    autoFocus,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledby,
    'aria-describedby': ariaDescribedby,
  } = props;
  const state = useTagField<T>(props, {
    createTag: createTag ?? ((text) => (valueType === 'object' ? { name: text } : text) as T),
  });

  return (
    <RACTextField
      ref={ref}
      id={id}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      aria-describedby={ariaDescribedby}
      autoFocus={autoFocus}
      value={state.text}
      onChange={state.onTextChange}
      isDisabled={state.isDisabled}
      isReadOnly={state.isReadOnly}
      isRequired={state.isRequired}
      isInvalid={state.isInvalid}
      // The field keeps its own validation state (it validates the tags, not the text): RAC only shows it.
      validationBehavior="aria"
      maxLength={maxLength}
      className={clsx(fieldStyles.field, styles.root, className)}
      style={width === undefined ? style : { ...style, width }}
    >
      {label != null && <Label isRequired={state.isRequired}>{label}</Label>}
      <TagBox state={state} placeholder={placeholder} removeLabel={removeLabel} renderTag={renderTag} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{state.errorContent}</FieldError>
      <TagFieldExtras state={state} name={name} />
    </RACTextField>
  );
}
