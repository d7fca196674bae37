import { sendResetSchema } from '@weassit/contract/schemas';
import { Alert, Button, Form, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/messages';
import { AuthCard } from '../AuthCard';
import { AuthLink } from '../AuthLink';
import { formText } from '../form-text';
import { schemaFields } from '../schema-field';

export interface PasswordForgetViewProps {
  onSubmit: (email: string) => void;
  isPending?: boolean;
  /** The mail was requested: the notice shows (the form stays for a second try). */
  isSent?: boolean;
}

const field = schemaFields(sendResetSchema.shape);

/** Asks for the account's e-mail and sends the reset link. */
export function PasswordForgetView({ onSubmit, isPending = false, isSent = false }: PasswordForgetViewProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formText(event.currentTarget)('email').trim());
  };
  return (
    <AuthCard
      title={t.forgetTitle}
      subtitle={t.forgetSubtitle}
      footer={<AuthLink to={paths.login.getHref()}>{t.backToLogin}</AuthLink>}
    >
      {isSent && <Alert variant="success">{t.resetSent}</Alert>}
      <Form onSubmit={submit} aria-label={t.forgetTitle}>
        <TextField {...field('email')} type="email" label={t.email} autoComplete="email" isRequired />
        <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.sending}>
          {t.forgetSubmit}
        </Button>
      </Form>
    </AuthCard>
  );
}
