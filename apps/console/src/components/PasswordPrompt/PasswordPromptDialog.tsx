import { Dialog, DialogActions, Form, TextField } from '@weassit/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { usePasswordPromptMessages } from '../../lib/i18n/console/password-prompt';
import * as styles from './PasswordPromptDialog.css';

export interface PasswordPromptDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** What the password unlocks and what happens next (read as the dialog's description). */
  description: ReactNode;
  /** The primary action, e.g. 显示密钥 or 退出所有设备. */
  confirmLabel: string;
  /** `danger` when the action cannot be undone. */
  variant?: 'primary' | 'danger';
  /** The request runs: the action shows a spinner and ignores presses. */
  isPending?: boolean;
  /** The server's refusal (wrong password, too many attempts), shown under the field. */
  error?: string | undefined;
  onSubmit: (password: string) => void;
}

/**
 * Asks for the account's password again before a sensitive action (revealing or resetting API keys, logging out
 * everywhere). It is the action's confirmation too: nothing happens until the password is submitted.
 */
export function PasswordPromptDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  isPending = false,
  error,
  onSubmit,
}: PasswordPromptDialogProps) {
  const t = usePasswordPromptMessages();
  const formId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      aria-describedby={descriptionId}
      footer={
        <DialogActions
          confirmLabel={confirmLabel}
          cancelLabel={t.cancel}
          variant={variant}
          form={formId}
          isPending={isPending}
        />
      }
    >
      <div className={styles.body}>
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
        <PasswordForm id={formId} error={error} onSubmit={onSubmit} />
      </div>
    </Dialog>
  );
}

function PasswordForm({
  id,
  error,
  onSubmit,
}: {
  id: string;
  error: string | undefined;
  onSubmit: (password: string) => void;
}) {
  const t = usePasswordPromptMessages();
  const [password, setPassword] = useState('');
  // A new attempt hides the last refusal until the server answers again.
  const [shownError, setShownError] = useState(error);
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    setLastError(error);
    setShownError(error);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return;
    onSubmit(password);
  };
  return (
    <Form id={id} onSubmit={submit}>
      <TextField
        name="password"
        type="password"
        label={t.password}
        autoComplete="current-password"
        autoFocus
        isRequired
        value={password}
        onChange={(value) => {
          setPassword(value);
          setShownError(undefined);
        }}
        validate={(value) => (value ? null : t.passwordRequired)}
        isInvalid={shownError ? true : undefined}
        errorMessage={shownError}
      />
    </Form>
  );
}
