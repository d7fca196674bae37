import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { formText } from '../form-text';
import { validateLoginEmail, validateLoginPassword } from '../validation';
import { LoginField } from './LoginField';
import * as styles from './LoginForm.css';
import type { LoginInput } from './login';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  /** The submit button shows its loading state. */
  isPending?: boolean;
  /** Pre-fills the e-mail (e.g. after sign-up). */
  defaultEmail?: string;
}

type FieldName = 'email' | 'password';
const FIELDS: readonly FieldName[] = ['email', 'password'];
type Errors = Record<FieldName, string | null>;

/**
 * E-mail and password, checked on submit. Built on native elements rather than @weassit/ui's Form, TextField
 * and Button, whose react-aria code (~22 kB gzip) would be most of what the first page of most visitors adds to
 * the entry (docs/decisions/010-first-visit-javascript.md). It keeps their behaviour: errors show on a submit
 * attempt, focus goes to the first invalid field, a field shown invalid re-checks when it loses focus, and the
 * pending button ignores submits and says so to screen readers.
 */
export function LoginForm({ onSubmit, isPending = false, defaultEmail }: LoginFormProps) {
  const t = useMessages().auth;
  // null until the first submit attempt.
  const [errors, setErrors] = useState<Errors | null>(null);
  const check = (name: FieldName, value: string) =>
    name === 'email' ? validateLoginEmail(value, t) : validateLoginPassword(value, t);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const form = event.currentTarget;
    const text = formText(form);
    const values = { email: text('email'), password: text('password') };
    const found: Errors = { email: check('email', values.email), password: check('password', values.password) };
    // Rendered before focus moves, so the focused field is announced with its error.
    flushSync(() => setErrors(found));
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      form.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  const recheck = (name: FieldName) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    if (errors) setErrors((current) => current && { ...current, [name]: check(name, value) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.loginTitle}>
      <LoginField
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        defaultValue={defaultEmail}
        error={errors?.email}
        onBlur={recheck('email')}
      />
      <LoginField
        name="password"
        type="password"
        label={t.password}
        autoComplete="current-password"
        revealLabel={t.revealPassword}
        error={errors?.password}
        onBlur={recheck('password')}
      />
      <button type="submit" className={styles.submit} aria-busy={isPending || undefined}>
        {isPending && <span className={styles.spinner} aria-hidden="true" />}
        {t.loginSubmit}
      </button>
      {/* Present from the start, so the change is announced. */}
      <span role="status" className={styles.visuallyHidden}>
        {isPending ? t.loggingIn : ''}
      </span>
    </form>
  );
}
