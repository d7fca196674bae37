import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useFocusWithin } from 'react-aria';
import {
  FormContext,
  Group,
  Input,
  type Key,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  useLocale,
  useSlottedContext,
  type ValidationResult,
  VisuallyHidden,
} from 'react-aria-components';
import type { FieldLabelProps } from '../Field';
import { Tag } from '../Tag';
import * as styles from './TagInput.css';
import { checkNewTag, TAG_MESSAGES, type TagInputItem, type TagReaders, tagKey, tagLabel } from './TagInput.rules';

/** The built-in texts of a tag input: what it says when it refuses a tag, and what it announces. */
export interface TagInputMessages {
  /** Shown when the tag is already there. */
  duplicate: string;
  /** Shown when `maxTags` tags are there already. */
  maxTags: (max: number) => string;
  /** Shown when a tag is longer than `maxLength` (typing is limited too; this covers pasted or chosen text). */
  maxLength: (max: number) => string;
  /** The error of an empty required field when no `errorMessage` is given. */
  required: string;
  /** Announced to screen readers when a tag is added. */
  added: (label: string) => string;
  /** Announced to screen readers when a tag is removed. */
  removed: (label: string) => string;
}

/** The Chinese defaults of `TagInputMessages`. */
export const defaultTagInputMessages: TagInputMessages = {
  duplicate: TAG_MESSAGES.duplicate,
  maxTags: TAG_MESSAGES.maxTags,
  maxLength: TAG_MESSAGES.maxLength,
  required: TAG_MESSAGES.required,
  added: (label) => `已添加 ${label}`,
  removed: (label) => `已移除 ${label}`,
};

/** The props a tag field shares, whether a plain `TagInput` or a `NameTagPicker` with suggestions. */
export interface TagFieldProps<T> extends FieldLabelProps, TagReaders<T> {
  /** The tags (controlled). */
  value?: readonly T[];
  /**
   * The initial tags (uncontrolled).
   * @default []
   */
  defaultValue?: readonly T[];
  /** Called with the new array of tags when a tag is added or removed. */
  onChange?: (value: T[]) => void;
  /** The text being typed (controlled). */
  inputValue?: string;
  /**
   * The initial text being typed (uncontrolled).
   * @default ''
   */
  defaultInputValue?: string;
  /** Called when the text being typed changes (also when it is cleared after a tag is added). */
  onInputChange?: (text: string) => void;
  /**
   * Also add the typed text as a tag when focus leaves the input.
   * @default true
   */
  addOnBlur?: boolean;
  /** Most tags allowed; one more is refused with `messages.maxTags` (最多添加N个). */
  maxTags?: number;
  /** Most characters in one tag: the input stops there, and longer text is refused with `messages.maxLength`. */
  maxLength?: number;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /**
   * At least one tag is needed. The error (`errorMessage`, e.g. 关键词必填) shows on a submit attempt, which is
   * blocked, or when focus leaves the field empty after a change.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the field as invalid with `errorMessage` (e.g. a server error).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * No typing, no removing, and the field is skipped by Tab.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The tags can be read and focused but not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * `native`: an empty required field blocks the form's submit (the browser's constraint validation).
   * `aria`: it is only marked required. Defaults to the surrounding `Form`'s behaviour.
   * @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Submits every tag's key under this name with the form (one value per tag). */
  name?: string;
  /** Overrides of the built-in texts (请勿重复添加, 最多添加N个 …). */
  messages?: Partial<TagInputMessages>;
  /**
   * Accessible name of each tag's remove button; screen readers hear it followed by the tag's text.
   * @default '移除'
   */
  removeLabel?: string;
  /**
   * Accessible name of the list of tags.
   * @default `已添加的${label}` when `label` is a string, else '已添加的标签'
   */
  tagListLabel?: string;
  /** Renders a tag's content; without it a tag shows its text. */
  renderTag?: (item: T) => ReactNode;
  /** Width of the field (a number is pixels). Without it the field fills its container. */
  width?: number | string;
}

export interface TagFieldOptions<T> {
  /** Turns the typed text into a tag; `null` when typed text is never a tag (a picker without custom values). */
  createTag: ((text: string) => T) | null;
}

const VALID_DETAILS: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valueMissing: false,
  valid: true,
};
const INVALID_DETAILS: ValidityState = { ...VALID_DETAILS, customError: true, valid: false };

/** Reads the surrounding RAC Form's validation behaviour. */
function useValidationBehavior(own?: 'native' | 'aria'): 'native' | 'aria' {
  const form = useSlottedContext(FormContext);
  return own ?? form?.validationBehavior ?? 'native';
}

/**
 * The state and behaviour of a tag field: the tags and the typed text (each controlled or not), adding with the
 * duplicate / count / length rules, removing, the required check and its display (on submit or when focus
 * leaves), and what screen readers are told.
 */
export function useTagField<T extends TagInputItem>(props: TagFieldProps<T>, options: TagFieldOptions<T>) {
  const {
    getLabel,
    getKey,
    maxTags,
    maxLength,
    isRequired = false,
    isInvalid: isInvalidProp = false,
    isDisabled = false,
    isReadOnly = false,
    addOnBlur = true,
    errorMessage,
  } = props;
  const messages = { ...defaultTagInputMessages, ...props.messages };
  const readers: TagReaders<T> = { getLabel, getKey };
  const keyOf = (item: T) => tagKey(item, readers);
  const labelOf = (item: T) => tagLabel(item, getLabel);

  const [initialTags] = useState(() => props.defaultValue ?? []);
  const [ownTags, setOwnTags] = useState<readonly T[]>(initialTags);
  const tags = props.value ?? ownTags;
  const [ownText, setOwnText] = useState(props.defaultInputValue ?? '');
  const text = props.inputValue ?? ownText;
  /** A refused tag's message, shown until the text changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Whether the required check is shown: after a submit attempt or once focus left the field. */
  const [isCommitted, setCommitted] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const inputRef = useRef<HTMLInputElement>(null);
  // The grid of tags, found from the input's box.
  const getGrid = () =>
    inputRef.current?.closest('[data-tag-box]')?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  const validationBehavior = useValidationBehavior(props.validationBehavior);

  const announce = (message: string) =>
    // The same text twice in a row would not be read again: alternate a trailing no-break space.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const setTags = (next: T[]) => {
    if (props.value === undefined) setOwnTags(next);
    props.onChange?.(next);
  };
  const setText = (next: string) => {
    if (props.inputValue === undefined) setOwnText(next);
    if (next !== text) props.onInputChange?.(next);
  };

  /** Adds a tag unless a rule refuses it; a refused tag's text stays in the input so it can be fixed. */
  const addTag = (candidate: T): boolean => {
    const message = checkNewTag(
      tags,
      candidate,
      {
        maxTags,
        maxLength,
        duplicateMessage: messages.duplicate,
        maxTagsMessage: messages.maxTags,
        maxLengthMessage: messages.maxLength,
      },
      getLabel,
    );
    if (message === '') return false;
    if (message != null) {
      setRefusal(message);
      announce(message);
      return false;
    }
    setTags([...tags, candidate]);
    setText('');
    setRefusal(null);
    announce(messages.added(labelOf(candidate)));
    return true;
  };

  /** Adds the typed text as a tag (when typed text may be a tag). */
  const addText = (): boolean => {
    const trimmed = text.trim();
    if (trimmed === '' || !options.createTag) return false;
    return addTag(options.createTag(trimmed));
  };

  const removeKeys = (keys: Set<Key>) => {
    const removed = tags.filter((t) => keys.has(keyOf(t)));
    if (removed.length === 0) return;
    setTags(tags.filter((t) => !keys.has(keyOf(t))));
    setRefusal(null);
    announce(messages.removed(removed.map(labelOf).join('、')));
  };

  const canEdit = !isDisabled && !isReadOnly;

  /** The TagGroup's removal (Backspace/Delete on a tag, or its remove button). */
  const onRemove = (keys: Set<Key>) => {
    const last = tags[tags.length - 1];
    const grid = getGrid();
    const focusInGrid = grid?.contains(grid.ownerDocument.activeElement) ?? false;
    // RAC moves focus on to the next tag; with none after the removed one, the input comes next.
    if (focusInGrid && last !== undefined && keys.has(keyOf(last))) inputRef.current?.focus();
    removeKeys(keys);
  };

  const { direction } = useLocale();
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const focusLastTag = () => {
    const rows = getGrid()?.querySelectorAll<HTMLElement>('[role="row"]');
    rows?.[rows.length - 1]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // An IME is composing (pinyin): Enter and Backspace belong to it.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    if (event.key === 'Enter') {
      // A combobox is choosing its active option: that is the tag, not the text.
      if (input.getAttribute('aria-activedescendant')) return;
      if (text.trim() === '') return; // Let an empty field's Enter submit the form.
      event.preventDefault();
      if (canEdit) addText();
    } else if (event.key === 'Backspace' && text === '' && canEdit) {
      const last = tags[tags.length - 1];
      if (last !== undefined) {
        event.preventDefault();
        removeKeys(new Set([keyOf(last)]));
      }
    } else if (event.key === back && atStart && tags.length > 0 && !event.shiftKey) {
      event.preventDefault();
      focusLastTag();
    }
  };

  /** From the last tag, the forward arrow goes on to the input rather than wrapping to the first tag. */
  const onGridKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== forward) return;
    const rows = getGrid()?.querySelectorAll('[role="row"]');
    const lastRow = rows?.[rows.length - 1];
    if (lastRow && lastRow === event.target) {
      event.preventDefault();
      event.stopPropagation();
      inputRef.current?.focus();
    }
  };

  const onTextChange = (next: string) => {
    setText(next);
    if (refusal) setRefusal(null);
  };

  const onInputBlur = () => {
    if (!canEdit) return;
    if (options.createTag) {
      if (addOnBlur) addText();
    } else if (text !== '') {
      // Typed text that can never be a tag goes when the user leaves (like a combobox without custom values).
      setText('');
      setRefusal(null);
    }
  };

  // Like RAC's fields, focus leaving the whole field after a change (tags or text) shows the required check from
  // then on; tabbing through untouched does not.
  const signature = `${tags.map(keyOf).join('\u0000')}\u0001${text}`;
  const signatureOnFocus = useRef(signature);
  const { focusWithinProps } = useFocusWithin({
    onFocusWithin: () => {
      signatureOnFocus.current = signature;
    },
    onBlurWithin: () => {
      if (signature !== signatureOnFocus.current) setCommitted(true);
    },
  });

  const isMissing = isRequired && tags.length === 0;
  const requiredText = typeof errorMessage === 'string' ? errorMessage : messages.required;

  // Native validation: an empty required field makes the input invalid, which blocks the form's submit.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setCustomValidity(validationBehavior === 'native' && isMissing && !isDisabled ? requiredText : '');
  }, [validationBehavior, isMissing, isDisabled, requiredText]);

  // A blocked submit shows the error and focuses the field (when it is the form's first invalid one); a form
  // reset puts the initial tags back and hides the error.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInvalid = (event: Event) => {
      event.preventDefault(); // No browser bubble: the field shows its own message.
      setCommitted(true);
      const form = input.form;
      const firstInvalid = form
        ? Array.from(form.elements).find((el) => (el as HTMLInputElement).validity?.valid === false)
        : null;
      if (firstInvalid === input) input.focus();
    };
    const form = input.form;
    const onReset = () => {
      setOwnTags(initialTags);
      setOwnText(props.defaultInputValue ?? '');
      setRefusal(null);
      setCommitted(false);
    };
    input.addEventListener('invalid', onInvalid);
    form?.addEventListener('reset', onReset);
    return () => {
      input.removeEventListener('invalid', onInvalid);
      form?.removeEventListener('reset', onReset);
    };
  }, [initialTags, props.defaultInputValue]);

  let errorContent: FieldLabelProps['errorMessage'] = null;
  if (refusal) errorContent = refusal;
  else if (isInvalidProp) errorContent = errorMessage;
  else if (isCommitted && isMissing) errorContent = errorMessage ?? messages.required;
  const isInvalid = refusal != null || isInvalidProp || (isCommitted && isMissing);

  /** The validation result, for a FieldError outside a RAC field (the picker's). */
  const validation: ValidationResult = {
    isInvalid,
    validationErrors: typeof errorContent === 'string' ? [errorContent] : [],
    validationDetails: isInvalid ? INVALID_DETAILS : VALID_DETAILS,
  };

  const defaultListLabel = typeof props.label === 'string' ? `已添加的${props.label}` : '已添加的标签';

  return {
    tags,
    text,
    keyOf,
    labelOf,
    addTag,
    addText,
    removeKeys,
    onRemove,
    onTextChange,
    onInputKeyDown,
    onInputBlur,
    onGridKeyDownCapture,
    focusWithinProps,
    inputRef,
    isInvalid,
    errorContent,
    validation,
    announcement,
    canEdit,
    isDisabled,
    isReadOnly,
    isRequired,
    tagListLabel: props.tagListLabel ?? defaultListLabel,
  };
}

interface TagBoxProps<T extends TagInputItem> {
  state: ReturnType<typeof useTagField<T>>;
  placeholder?: string;
  removeLabel?: string;
  renderTag?: (item: T) => ReactNode;
  /**
   * Wraps the input: a combobox puts it in its own root with a spinner and its popover (the tags must stay out of
   * a RAC ComboBox, whose children are also rendered to build its collection).
   */
  wrapInput?: (input: ReactElement) => ReactNode;
  /** Ref of the box (e.g. to anchor a popover). */
  boxRef?: Ref<HTMLDivElement>;
  /**
   * Keep the tags visible to assistive technology while a combobox list is open. RAC's combobox hides everything
   * but its input and list (aria-hidden) while open, and a tag grid always has one tag in the tab order: hidden
   * but focusable is an axe error. Marked like RAC's toasts, the tags stay out of the hiding.
   */
  keepTagsVisible?: boolean;
}

/**
 * The bordered box of a tag field (internal): the tags, in a RAC TagGroup (a grid: arrow keys move between tags,
 * Backspace/Delete or the remove button removes one), then the input. Clicking the box's empty space focuses the
 * input.
 */
export function TagBox<T extends TagInputItem>({
  state,
  placeholder,
  removeLabel = '移除',
  renderTag,
  wrapInput,
  boxRef,
  keepTagsVisible = false,
}: TagBoxProps<T>) {
  const { tags, keyOf, labelOf, inputRef } = state;
  const input = (
    <Input
      ref={inputRef}
      className={styles.input}
      placeholder={state.canEdit ? placeholder : undefined}
      onKeyDown={state.onInputKeyDown}
      onBlur={state.onInputBlur}
    />
  );
  return (
    <Group
      ref={boxRef}
      data-tag-box=""
      onFocus={state.focusWithinProps.onFocus}
      onBlur={state.focusWithinProps.onBlur}
      className={styles.box}
      isDisabled={state.isDisabled}
      isInvalid={state.isInvalid}
      isReadOnly={state.isReadOnly}
      onKeyDownCapture={state.onGridKeyDownCapture}
      onMouseDown={(event) => {
        // Empty space of the box: focus the input, as a native text box would.
        if (event.target === event.currentTarget && !state.isDisabled) {
          event.preventDefault();
          inputRef.current?.focus();
        }
      }}
    >
      {tags.length > 0 && (
        <RACTagGroup
          aria-label={state.tagListLabel}
          onRemove={state.canEdit ? state.onRemove : undefined}
          disabledKeys={state.isDisabled ? tags.map(keyOf) : undefined}
          className={styles.tagGroup}
          data-react-aria-top-layer={keepTagsVisible ? '' : undefined}
        >
          <RACTagList className={styles.tagList}>
            {tags.map((item) => {
              const key = keyOf(item);
              const label = labelOf(item);
              return (
                <Tag key={key} id={key} textValue={label} removeLabel={removeLabel}>
                  {renderTag ? renderTag(item) : label}
                </Tag>
              );
            })}
          </RACTagList>
        </RACTagGroup>
      )}
      {wrapInput ? wrapInput(input) : input}
    </Group>
  );
}

/** What a tag field adds after its error: the live region for screen readers, and the form values. */
export function TagFieldExtras<T extends TagInputItem>({
  state,
  name,
}: {
  state: ReturnType<typeof useTagField<T>>;
  name?: string;
}) {
  return (
    <>
      <VisuallyHidden role="status">{state.announcement}</VisuallyHidden>
      {name != null &&
        !state.isDisabled &&
        state.tags.map((item) => {
          const key = String(state.keyOf(item));
          return <input key={key} type="hidden" name={name} value={key} />;
        })}
    </>
  );
}
