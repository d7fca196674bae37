import { signupSchema } from '@weassit/contract/schemas';
import { Button, Form, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { formText } from '../form-text';
import { schemaFields } from '../schema-field';
import type { SignupInput } from './signup';

export interface SignupFormProps {
  onSubmit: (values: SignupInput) => void;
  isPending?: boolean;
  /** The invite code saved from `r`, pre-filled. */
  inviteCode?: string | null;
}

const field = schemaFields(signupSchema.shape);

/** Name, e-mail, password and the invite code, checked with the server's own sign-up rules. */
export function SignupForm({ onSubmit, isPending = false, inviteCode }: SignupFormProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = formText(event.currentTarget);
    onSubmit({
      name: text('name').trim(),
      email: text('email').trim(),
      password: text('password'),
      inviteCode: text('inviteCode').trim(),
    });
  };
  return (
    <Form onSubmit={submit} aria-label={t.signupTitle}>
      <TextField {...field('name')} label={t.name} autoComplete="nickname" isRequired />
      <TextField {...field('email')} type="email" label={t.email} autoComplete="email" isRequired />
      <TextField {...field('password')} type="password" label={t.password} autoComplete="new-password" isRequired />
      <TextField {...field('inviteCode')} label={t.inviteCode} defaultValue={inviteCode ?? ''} />
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.signingUp}>
        {t.signupSubmit}
      </Button>
    </Form>
  );
}
