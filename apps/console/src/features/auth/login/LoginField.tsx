import { type InputHTMLAttributes, useId, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './LoginForm.css';

export interface LoginFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'aria-invalid' | 'aria-describedby'> {
  name: string;
  label: string;
  type: 'email' | 'password';
  /** The message under the input; the input is then marked invalid and described by it. */
  error?: string | null;
  /** Accessible name of the reveal button, which a `password` field gets. */
  revealLabel?: string;
}

/**
 * A labelled, required input of the login form, on native elements: the label names the input, the required
 * marker is for the eye only (the input says `required`), and an error is tied to the input with
 * aria-describedby and aria-invalid. A password gets a reveal toggle (aria-pressed) that leaves focus and caret
 * in the input on a pointer press, as @weassit/ui's TextField does.
 */
export function LoginField({ label, type, error, revealLabel, ...props }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isRevealed, setRevealed] = useState(false);
  const selection = useRef<[number | null, number | null] | null>(null);

  const toggle = () => {
    const input = inputRef.current;
    if (input && input.ownerDocument.activeElement === input) {
      selection.current = [input.selectionStart, input.selectionEnd];
    }
    setRevealed((shown) => !shown);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the input's type changed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && selection.current) input.setSelectionRange(...selection.current);
    selection.current = null;
  }, [isRevealed]);

  const hasReveal = type === 'password' && revealLabel !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.box}>
        <input
          {...props}
          ref={inputRef}
          id={id}
          type={hasReveal && isRevealed ? 'text' : type}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        {hasReveal && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealLabel}
            aria-pressed={isRevealed}
            // A pointer press leaves focus in the input so typing goes on; Tab still reaches the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            <EyeIcon crossed={isRevealed} />
          </button>
        )}
      </div>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** @weassit/ui's Eye and EyeOff icons (decorative: the button is named). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  const paths = crossed
    ? [
        'M3 3l18 18',
        'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1',
        'M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4',
        'M9.9 9.9a3 3 0 0 0 4.2 4.2',
      ]
    : ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
