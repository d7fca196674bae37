import { sendResetSchema } from '@weassit/contract';
import { Alert, Button, Form, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { schemaFieldError } from '../schema-field';

export interface PasswordForgetViewProps {
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** The mail was requested: the notice shows (the form stays for a second try). */
  isSent?: boolean;
}

/** Asks for the account's e-mail and sends the reset link. */
export function PasswordForgetView({ onSubmit, isPending = false, isSent = false }: PasswordForgetViewProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  };
  return (
    <AuthCard
      title={t.forgetTitle}
      subtitle={t.forgetSubtitle}
      footer={<AuthLink to={paths.login.getHref()}>{t.backToLogin}</AuthLink>}
    >
      {isSent && <Alert variant="success">{t.resetSent}</Alert>}
      <Form onSubmit={submit} aria-label={t.forgetTitle}>
        <TextField
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          isRequired
          validate={(value) => schemaFieldError(sendResetSchema.shape.email, value)}
        />
        <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.sending}>
          {t.forgetSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
