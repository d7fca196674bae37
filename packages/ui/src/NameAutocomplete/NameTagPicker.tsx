import { clsx } from 'clsx';
import { type CSSProperties, type Ref, useId, useRef } from 'react';
import { FieldErrorContext, type Key, Popover, ComboBox as RACComboBox, TextContext } from 'react-aria-components';
import { FieldDescription, FieldError, fieldStyles, Label } from '../Field';
import { emptyState, popover } from '../Select/Select.css';
import { SelectListBox } from '../Select/SelectListBox';
import { Spinner } from '../Spinner';
import { TagBox, TagFieldExtras, type TagFieldProps, useTagField } from '../TagInput/TagInput.core';
import * as tagStyles from '../TagInput/TagInput.css';
import { NameOptionContent, type NameSearchProps } from './NameAutocomplete';
import * as styles from './NameAutocomplete.css';
import { DEFAULT_SEARCH_DEBOUNCE, type NameOption, searchEmptyText, useNameSearch } from './NameAutocomplete.search';

type SharedTagProps<T> = Omit<
  TagFieldProps<T>,
  'getKey' | 'getLabel' | 'value' | 'defaultValue' | 'onChange' | 'renderTag'
>;

interface NameTagPickerBaseProps extends NameSearchProps {
  /**
   * Whether a typed name that is not an option may be added (Enter, or leaving the field with `addOnBlur`).
   * Without it only options can be added, and typed text is dropped when focus leaves.
   * @default false
   */
  allowsCustomValue?: boolean;
  /** The input's id. */
  id?: string;
  /** Accessible name, when there is no visible `label`. */
  'aria-label'?: string;
  /** Focus the input on mount. */
  autoFocus?: boolean;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/** Names as strings (the default): the value is `['张三', '李四']`. */
export interface NameTagPickerStringProps extends NameTagPickerBaseProps, SharedTagProps<string> {
  /**
   * `string`: the value holds names; `object`: it holds the chosen options `{ id, name, alias }`.
   * @default 'string'
   */
  valueType?: 'string';
  /** The names (controlled). */
  value?: readonly string[];
  /** The initial names (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the new names when one is added or removed. */
  onChange?: (value: string[]) => void;
}

/** Names as the chosen options (`valueType="object"`): the value is `[{ id, name, alias }]`. */
export interface NameTagPickerObjectProps extends NameTagPickerBaseProps, SharedTagProps<NameOption> {
  valueType: 'object';
  /** The chosen options (controlled). */
  value?: readonly NameOption[];
  /** The initial options (uncontrolled). */
  defaultValue?: readonly NameOption[];
  /** Called with the new options when one is added or removed. A custom name is `{ id: name, name }`. */
  onChange?: (value: NameOption[]) => void;
}

export type NameTagPickerProps = NameTagPickerStringProps | NameTagPickerObjectProps;

type PickerItem = string | NameOption;
const itemName = (item: PickerItem) => (typeof item === 'string' ? item : item.name);
const itemKey = (item: PickerItem): Key => (typeof item === 'string' ? item : item.id);

/**
 * Several friend or group names as tags (the "tag picker"): typing searches like NameAutocomplete (debounced,
 * stale results ignored, 加载中 / 无匹配项 / 搜索失败), Enter or a click on an option adds it as a tag, and the
 * tags behave as in TagInput (remove button, Backspace in the empty input, arrow keys between tags). A name
 * already there is refused with 请勿重复添加 and the typed text stays. The value is names, or the chosen options
 * with `valueType="object"`.
 */
export function NameTagPicker(props: NameTagPickerProps) {
  const {
    search: searchFunction,
    searchType = 'name',
    debounce = DEFAULT_SEARCH_DEBOUNCE,
    emptyText = '无匹配项',
    loadingLabel = '加载中',
    searchErrorMessage = '搜索失败',
    aliasLabel = '备注',
    allowsCustomValue = false,
    label,
    description,
    placeholder,
    removeLabel,
    width,
    name,
    id,
    autoFocus,
    className,
    style,
    ref,
    'aria-label': ariaLabel,
  } = props;
  const isObject = props.valueType === 'object';
  const search = useNameSearch({ search: searchFunction, searchType, debounce });

  const state = useTagField<PickerItem>(
    {
      ...(props as TagFieldProps<PickerItem>),
      getLabel: itemName,
      getKey: itemKey,
      onInputChange: (text) => {
        props.onInputChange?.(text);
        const word = text.trim();
        if (word) search.schedule(word);
        else search.clear();
      },
    },
    { createTag: allowsCustomValue ? (text) => (isObject ? { id: text, name: text } : text) : null },
  );

  const onPick = (key: Key | null) => {
    const option = key == null ? undefined : search.results.find((o) => o.id === key);
    if (!option) return;
    // On success the text is cleared (and with it the list); a refused name keeps the text and the list.
    state.addTag(isObject ? option : option.name);
  };

  const onOpenChange = (isOpen: boolean, trigger?: string) => {
    const word = state.text.trim();
    if (isOpen && trigger === 'manual' && (search.status === 'idle' || search.word !== word)) search.runNow(word);
  };

  const { status } = search;
  const emptyStateText = searchEmptyText(status, search.error, {
    loading: loadingLabel,
    empty: emptyText,
    error: searchErrorMessage,
  });

  const labelId = useId();
  const generatedInputId = useId();
  const inputId = id ?? generatedInputId;
  const descriptionId = useId();
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const describedBy = [description != null && descriptionId, state.isInvalid && errorId].filter(Boolean).join(' ');

  // The tags stay outside the RAC ComboBox (it renders its children a second time to build its collection, and a
  // TagGroup there would break): the field, label, box and messages are ours, the combobox holds the input and
  // its popover, which is anchored to the whole box. A Dialog (or any RAC container) provides TextContext with
  // its own slots, and our description and error (Texts with their own slots) would throw "Invalid slot" there:
  // the field starts afresh.
  return (
    <TextContext.Provider value={null}>
      <div
        ref={ref}
        className={clsx(fieldStyles.field, tagStyles.root, className)}
        style={width === undefined ? style : { ...style, width }}
        data-invalid={state.isInvalid || undefined}
        data-disabled={state.isDisabled || undefined}
      >
        {label != null && (
          <Label id={labelId} htmlFor={inputId} isRequired={state.isRequired}>
            {label}
          </Label>
        )}
        <TagBox<PickerItem>
          state={state}
          placeholder={placeholder}
          removeLabel={removeLabel}
          boxRef={boxRef}
          keepTagsVisible
          wrapInput={(input) => (
            <RACComboBox<NameOption, 'single'>
              id={inputId}
              aria-label={ariaLabel}
              aria-labelledby={label != null ? labelId : undefined}
              aria-describedby={describedBy || undefined}
              autoFocus={autoFocus}
              items={search.results}
              inputValue={state.text}
              onInputChange={state.onTextChange}
              // Nothing stays selected: a chosen option becomes a tag.
              value={null}
              onChange={onPick}
              onOpenChange={onOpenChange}
              // The typed text is handled here (added, kept or dropped), not reverted by the combobox.
              allowsCustomValue
              allowsEmptyCollection={state.text.trim() !== '' || status !== 'idle'}
              isDisabled={state.isDisabled}
              isReadOnly={state.isReadOnly}
              isRequired={state.isRequired}
              isInvalid={state.isInvalid}
              validationBehavior="aria"
              className={styles.pickerCombo}
            >
              {input}
              {status === 'loading' && <Spinner size="sm" label={loadingLabel} className={styles.spinner} />}
              <Popover className={popover} offset={4} triggerRef={boxRef} style={MEASURE_TRIGGER}>
                <SelectListBox<NameOption>
                  getLabel={itemName}
                  getId={itemKey}
                  renderEmptyState={() => (
                    <div className={emptyState}>
                      {status === 'error' ? (
                        <span className={styles.searchError}>{emptyStateText}</span>
                      ) : (
                        emptyStateText
                      )}
                    </div>
                  )}
                >
                  {(option) => <NameOptionContent option={option} aliasLabel={aliasLabel} />}
                </SelectListBox>
              </Popover>
            </RACComboBox>
          )}
        />
        {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
        <FieldErrorContext.Provider value={state.validation}>
          <FieldError id={errorId}>{state.errorContent}</FieldError>
        </FieldErrorContext.Provider>
        <TagFieldExtras<PickerItem> state={state} name={name} />
      </div>
    </TextContext.Provider>
  );
}

/**
 * The popover's own style replaces the combobox's, which sets `--trigger-width` to the input's width: without it
 * the popover measures its trigger, the whole box, and is as wide.
 */
const MEASURE_TRIGGER: CSSProperties = {};
