import { resetPasswordSchema } from '@weassit/contract/schemas';
import { Alert, Button, Form, Spinner, TextField } from '@weassit/ui';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { format } from '../../../lib/i18n/format';
import { useMessages } from '../../../lib/i18n/messages';
import { AuthCard } from '../AuthCard';
import { AuthLink } from '../AuthLink';
import { formText } from '../form-text';
import { schemaFields } from '../schema-field';

/** Where the reset link stands. */
export type ResetLinkState = { status: 'checking' } | { status: 'invalid' } | { status: 'ready'; email: string };

export interface ResetPsdViewProps {
  link: ResetLinkState;
  onSubmit: (password: string) => void;
  isPending?: boolean;
}

const field = schemaFields(resetPasswordSchema.shape);

/** Checks the mailed link, then asks for the new password. */
export function ResetPsdView({ link, onSubmit, isPending = false }: ResetPsdViewProps) {
  const t = useMessages().auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formText(event.currentTarget)('password'));
  };
  return (
    <AuthCard
      title={t.resetTitle}
      subtitle={link.status === 'ready' ? format(t.resetFor, { email: link.email }) : undefined}
      footer={<AuthLink to={paths.login.getHref()}>{t.backToLogin}</AuthLink>}
    >
      {link.status === 'checking' && <Spinner label={t.checkingLink} />}
      {link.status === 'invalid' && (
        <Alert variant="error" action={<AuthLink to={paths.passwordForget.getHref()}>{t.requestNewLink}</AuthLink>}>
          {t.linkInvalid}
        </Alert>
      )}
      {link.status === 'ready' && (
        <Form onSubmit={submit} aria-label={t.resetTitle}>
          <TextField
            {...field('password')}
            type="password"
            label={t.newPassword}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.resetting}>
            {t.resetSubmit}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
