import { signupSchema } from '@weassit/contract';
import { Button, Form, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { SignupInput } from '../api/signup';
import { schemaFieldError } from '../schema-field';

export interface SignupFormProps {
  onSubmit: (values: SignupInput) => void;
  isPending?: boolean;
  /** The invite code saved from `r`, pre-filled. */
  inviteCode?: string | null;
}

const fields = signupSchema.shape;

/** Name, e-mail, password and the invite code, checked with the server's own sign-up rules. */
export function SignupForm({ onSubmit, isPending = false, inviteCode }: SignupFormProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    onSubmit({
      name: text('name').trim(),
      email: text('email').trim(),
      password: text('password'),
      inviteCode: text('inviteCode').trim(),
    });
  };
  return (
    <Form onSubmit={submit} aria-label={t.signupTitle}>
      <TextField
        name="name"
        label={t.name}
        autoComplete="nickname"
        isRequired
        validate={(value) => schemaFieldError(fields.name, value)}
      />
      <TextField
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        isRequired
        validate={(value) => schemaFieldError(fields.email, value)}
      />
      <TextField
        name="password"
        type="password"
        label={t.password}
        autoComplete="new-password"
        isRequired
        validate={(value) => schemaFieldError(fields.password, value)}
      />
      <TextField
        name="inviteCode"
        label={t.inviteCode}
        defaultValue={inviteCode ?? ''}
        validate={(value) => schemaFieldError(fields.inviteCode, value)}
      />
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.signingUp}>
        {t.signupSubmit}
      </Button>
    </Form>
  );
}
