import type { ChangePasswordRequest } from '@weassit/contract';
import { changePasswordSchema } from '@weassit/contract/schemas';
import { Button, Form, TextField } from '@weassit/ui';
import { type FormEvent, useState } from 'react';
import { schemaFieldError } from '../schema-field';
import * as styles from './ChangePasswordForm.css';
import { useSecurityMessages } from './messages';

export interface ChangePasswordFormProps {
  /** Resolves true when the password was changed (the form then empties itself). */
  onSubmit: (request: ChangePasswordRequest) => Promise<boolean>;
  isPending?: boolean;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The new password's first broken rule: its own rules, then "not the current one" (both from the contract). */
function newPasswordError(currentPassword: string, newPassword: string): string | null {
  const result = changePasswordSchema.safeParse({ currentPassword, newPassword });
  return result.error?.issues.find((issue) => issue.path[0] === 'newPassword')?.message ?? null;
}

/** Current password, new password twice: checked with the contract's rules before anything is sent. */
export function ChangePasswordForm({ onSubmit, isPending = false }: ChangePasswordFormProps) {
  const t = useSecurityMessages();
  const [values, setValues] = useState(EMPTY);
  // One password field's controlled props, by its name in `values`.
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password' as const,
    isRequired: true,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    if (!changePasswordSchema.safeParse(request).success || values.confirmPassword !== values.newPassword) return;
    if (await onSubmit(request)) setValues(EMPTY);
  };

  return (
    <Form onSubmit={submit} aria-label={t.passwordTitle} className={styles.form}>
      <TextField
        {...bind('currentPassword')}
        label={t.currentPassword}
        autoComplete="current-password"
        validate={(value) => schemaFieldError(changePasswordSchema.shape.currentPassword, value)}
      />
      <TextField
        {...bind('newPassword')}
        label={t.newPassword}
        autoComplete="new-password"
        validate={(value) => newPasswordError(values.currentPassword, value)}
      />
      <TextField
        {...bind('confirmPassword')}
        label={t.confirmPassword}
        autoComplete="new-password"
        validate={(value) => (value === values.newPassword ? null : t.passwordMismatch)}
      />
      <div>
        <Button type="submit" isPending={isPending}>
          {isPending ? t.changingPassword : t.changePassword}
        </Button>
      </div>
    </Form>
  );
}
