import { clsx } from 'clsx';
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  composeRenderProps,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
  ToggleButton,
  VisuallyHidden,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldLabelProps, fieldStyles, Label } from '../Field';
import { EyeIcon, EyeOffIcon } from '../icons';
import * as styles from './TextField.css';

/** How long typing must pause before the character count is announced to screen readers. */
export const COUNT_ANNOUNCEMENT_DELAY = 600;

/** The default text announced for the character counter. */
export function defaultCountAnnouncement(count: number, maxLength: number): string {
  return `已输入 ${count} 字，最多 ${maxLength} 字`;
}

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldLabelProps {
  /** Text shown in the empty control. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * The kind of text. `password` masks the text and adds a button that reveals it; `date` is the browser's date
   * picker, its value `YYYY-MM-DD` (or empty).
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'date';
  /**
   * Render a multi-line `<textarea>` instead of an input (`type` is then ignored).
   * @default false
   */
  multiline?: boolean;
  /**
   * Visible lines of the textarea (`multiline` only; it can be resized vertically).
   * @default 3
   */
  rows?: number;
  /**
   * Show a character counter ("12/200") under the control. It needs `maxLength`.
   * @default true when `multiline`, false otherwise
   */
  showCount?: boolean;
  /**
   * What screen readers hear about the counter, politely, once typing pauses.
   * @default (count, max) => `已输入 ${count} 字，最多 ${max} 字`
   */
  countAnnouncement?: (count: number, maxLength: number) => string;
  /**
   * Accessible name of the password reveal button (`type="password"`). It stays the same in both states:
   * the button's `aria-pressed` says whether the password is shown.
   * @default '显示密码'
   */
  revealPasswordLabel?: string;
  /** Ref of the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled text input built on react-aria-components' TextField: single-line (text, email, tel, url…), password
 * with a reveal toggle, or multi-line with an optional character counter. Label, help text and error message are
 * linked to the control; `isRequired`, `isDisabled`, `isReadOnly` and `isInvalid` are reflected in ARIA and in
 * the styling, and native or custom validation shows its message under the control.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  multiline = false,
  rows = 3,
  showCount = multiline,
  countAnnouncement = defaultCountAnnouncement,
  revealPasswordLabel = '显示密码',
  className,
  onChange,
  ...props
}: TextFieldProps) {
  // The counter needs the current text whether or not the caller controls the value.
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolledValue;
  const { maxLength } = props;
  const hasCounter = showCount && maxLength != null;

  const isPassword = type === 'password' && !multiline;
  const [isRevealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selection = useRef<[number | null, number | null] | null>(null);

  const onRevealChange = (reveal: boolean) => {
    const input = inputRef.current;
    // The toggle keeps focus where it was on pointer presses; keep the caret where it was too.
    if (input && input.ownerDocument.activeElement === input) {
      selection.current = [input.selectionStart, input.selectionEnd];
    }
    setRevealed(reveal);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the input's type changed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && selection.current) input.setSelectionRange(...selection.current);
    selection.current = null;
  }, [isRevealed]);

  return (
    <RACTextField
      {...props}
      type={isPassword && isRevealed ? 'text' : type}
      onChange={(next) => {
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      className={composeRenderProps(className, (cls) => clsx(fieldStyles.field, cls))}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      {multiline ? (
        <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      ) : (
        <Group className={styles.box} isReadOnly={props.isReadOnly}>
          <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
          {isPassword && (
            <ToggleButton
              className={styles.toggle}
              aria-label={revealPasswordLabel}
              isSelected={isRevealed}
              onChange={onRevealChange}
              isDisabled={props.isDisabled}
              // A pointer press leaves focus in the input so typing goes on; Tab still reaches the button.
              preventFocusOnPress
            >
              {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
            </ToggleButton>
          )}
        </Group>
      )}
      {(description || hasCounter) && (
        <div className={styles.footer}>
          {description && <FieldDescription>{description}</FieldDescription>}
          {hasCounter && <CharacterCount count={value.length} maxLength={maxLength} announcement={countAnnouncement} />}
        </div>
      )}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

interface CharacterCountProps {
  count: number;
  maxLength: number;
  announcement: (count: number, maxLength: number) => string;
}

/**
 * "12/200" for the eye, and a polite live region for screen readers that speaks only once typing pauses, so
 * every keystroke is not read out.
 */
function CharacterCount({ count, maxLength, announcement }: CharacterCountProps) {
  const [message, setMessage] = useState(() => announcement(count, maxLength));
  useEffect(() => {
    const timer = setTimeout(() => setMessage(announcement(count, maxLength)), COUNT_ANNOUNCEMENT_DELAY);
    return () => clearTimeout(timer);
  }, [count, maxLength, announcement]);
  return (
    <>
      <span className={styles.counter} aria-hidden="true">
        {count}/{maxLength}
      </span>
      <VisuallyHidden aria-live="polite">{message}</VisuallyHidden>
    </>
  );
}
