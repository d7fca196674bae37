import { Button, Form, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { LoginInput } from '../api/login';
import { validateLoginEmail, validateLoginPassword } from '../validation';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => void;
  /** The submit button shows its loading state. */
  isPending?: boolean;
  /** Pre-fills the e-mail (e.g. after sign-up). */
  defaultEmail?: string;
}

/** E-mail and password, checked on submit. */
export function LoginForm({ onSubmit, isPending = false, defaultEmail }: LoginFormProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') });
  };
  return (
    <Form onSubmit={submit} aria-label={t.loginTitle}>
      <TextField
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        isRequired
        defaultValue={defaultEmail}
        validate={(value) => validateLoginEmail(value, t)}
      />
      <TextField
        name="password"
        type="password"
        label={t.password}
        autoComplete="current-password"
        isRequired
        validate={(value) => validateLoginPassword(value, t)}
      />
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.loggingIn}>
        {t.loginSubmit}
      </Button>
    </Form>
  );
}
