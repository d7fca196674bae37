import { Form, TextField } from '@weassit/ui';
import { useState } from 'react';
import { FormDialog } from '../../kit/form/FormDialog';
import { useFormState } from '../../kit/form/use-form-state';
import { useContactsMessages } from '../../lib/i18n/console/contacts';
import { format } from '../../lib/i18n/format';
import { notify } from '../../lib/notify';
import { hasContent, MESSAGE_MAX_LENGTH, normaliseContent } from './message';
import * as styles from './SendMessageDialog.css';

/** Who the message goes to: a friend or a group, by its display name. */
export interface SendTarget {
  kind: 'friend' | 'room';
  name: string;
}

export interface SendMessageDialogProps {
  /** The recipient; null keeps the dialog closed. */
  target: SendTarget | null;
  /** Called when the dialog closes (cancel, Escape, ×, or after a successful send). */
  onClose: () => void;
  /** Sends the text; resolves once the server accepted it. A rejection keeps the dialog open. */
  onSend: (content: string) => Promise<void>;
}

/**
 * Sends one text message to one friend or group (spec §6 item 5): 内容必填 and 请将表单填写完整后发送 on an empty
 * submit, a pending 发送 button while the request runs, 发送成功 and closing once the server accepted it. The API
 * client shows why a send failed (e.g. 机器人不在线); the text stays so it can be sent again.
 */
export function SendMessageDialog({ target, onClose, onSend }: SendMessageDialogProps) {
  const t = useContactsMessages();
  const [isPending, setPending] = useState(false);
  // The last target, so the closing animation still shows its name; each new target starts an empty form.
  const [shown, setShown] = useState(target);
  const [generation, setGeneration] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setGeneration((n) => n + 1);
  }

  const send = async (content: string) => {
    if (isPending) return;
    setPending(true);
    try {
      await onSend(normaliseContent(content));
      notify.success(t.sent);
      onClose();
    } catch {
      // The API client shows why.
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={shown?.kind === 'room' ? t.sendTitleRoom : t.sendTitleFriend}
      confirmLabel={t.submit}
      isSaving={isPending}
    >
      {(formId) => <SendMessageForm key={generation} id={formId} targetName={shown?.name ?? ''} onSubmit={send} />}
    </FormDialog>
  );
}

interface SendMessageFormProps {
  id: string;
  targetName: string;
  onSubmit: (content: string) => void;
}

function SendMessageForm({ id, targetName, onSubmit }: SendMessageFormProps) {
  const t = useContactsMessages();
  const form = useFormState<{ content: string }, 'content'>({
    initial: { content: '' },
    validate: ({ content }) => (hasContent(content) ? {} : { content: t.contentRequired }),
    onSubmit: ({ content }) => onSubmit(content),
    onInvalid: () => notify.warning(t.incomplete),
  });
  return (
    <Form id={id} {...form.formProps}>
      <p className={styles.target}>{format(t.sendTarget, { name: targetName })}</p>
      <TextField
        {...form.textField('content')}
        label={t.content}
        placeholder={t.contentPlaceholder}
        multiline
        rows={4}
        autoFocus
        isRequired
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <p className={styles.hint}>{t.sendHint}</p>
    </Form>
  );
}
