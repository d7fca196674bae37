import { Dialog, DialogActions, Form, TextField } from '@weassit/ui';
import { type FormEvent, useId, useState } from 'react';
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
 * Sends one text message to one friend or group (spec §6 item 5): 内容必填 on an empty submit, a pending 发送
 * button while the request runs, 发送成功 and closing once the server accepted it. The API client shows why a
 * send failed (e.g. 机器人不在线); the text stays so it can be sent again.
 */
export function SendMessageDialog({ target, onClose, onSend }: SendMessageDialogProps) {
  const t = useContactsMessages();
  const formId = useId();
  const [content, setContent] = useState('');
  const [isPending, setPending] = useState(false);
  // The last target, so the closing animation still shows its name.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) {
    setShown(target);
    setContent('');
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !hasContent(content)) return;
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
    <Dialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={shown?.kind === 'room' ? t.sendTitleRoom : t.sendTitleFriend}
      footer={<DialogActions confirmLabel={t.submit} form={formId} isPending={isPending} />}
    >
      <Form id={formId} onSubmit={submit} onInvalidSubmit={() => notify.warning(t.incomplete)}>
        <p className={styles.target}>{format(t.sendTarget, { name: shown?.name ?? '' })}</p>
        <TextField
          name="content"
          label={t.content}
          placeholder={t.contentPlaceholder}
          multiline
          rows={4}
          autoFocus
          isRequired
          maxLength={MESSAGE_MAX_LENGTH}
          value={content}
          onChange={setContent}
          validate={(value) => (hasContent(value) ? null : t.contentRequired)}
        />
        <p className={styles.hint}>{t.sendHint}</p>
      </Form>
    </Dialog>
  );
}
