import { useState } from 'react';
import { PasswordForgetView } from './PasswordForgetView';
import { sendReset } from './send-reset';

/** Requests the password-reset mail. */
export function PasswordForgetPage() {
  const [isPending, setPending] = useState(false);
  const [isSent, setSent] = useState(false);
  const onSubmit = async (email: string) => {
    setPending(true);
    try {
      await sendReset(email);
      setSent(true);
    } catch {
      // The API client shows why.
    } finally {
      setPending(false);
    }
  };
  return <PasswordForgetView onSubmit={onSubmit} isPending={isPending} isSent={isSent} />;
}
