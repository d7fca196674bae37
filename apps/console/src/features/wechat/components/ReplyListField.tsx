import { Button, ChevronDownIcon, ChevronUpIcon, CloseIcon, IconButton, PlusIcon, TextField } from '@weassit/ui';
import { useId } from 'react';
import { format } from '../../../lib/i18n/format';
import { useReplyMessages } from '../reply-messages';
import { newReplyEntry, type ReplyEntry, replyText } from '../reply-rule';
import { useRuleFormMessages } from '../rule-form-messages';
import * as styles from './ReplyListField.css';

/** Most replies one rule sends (the contract's limit). */
const MAX_REPLIES = 50;

export interface ReplyListFieldProps {
  value: ReplyEntry[];
  onChange: (value: ReplyEntry[]) => void;
  onBlur: () => void;
  errorMessage?: string;
}

/**
 * A rule's replies, sent in this order: text replies are edited here; others (materials) are kept in their place
 * and can be moved or removed. Choosing materials comes with the material picker's issue.
 */
export function ReplyListField({ value, onChange, onBlur, errorMessage }: ReplyListFieldProps) {
  const t = useRuleFormMessages();
  const kinds = useReplyMessages();
  const errorId = useId();
  const update = (index: number, content: string) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, content } : entry)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className={styles.root} aria-describedby={errorMessage ? errorId : undefined}>
      <legend className={styles.legend}>{t.replys}</legend>
      <p className={styles.hint}>{t.replysHint}</p>
      <ol className={styles.list}>
        {value.map((entry, index) => {
          const n = { n: index + 1 };
          return (
            <li key={entry.key} className={styles.item}>
              {entry.kept ? (
                <div className={styles.kept}>
                  <span className={styles.keptText}>{replyText(entry.kept, kinds)}</span>
                  <span className={styles.hint}>{t.keptReply}</span>
                </div>
              ) : (
                <TextField
                  className={styles.text}
                  label={format(t.reply, n)}
                  multiline
                  rows={2}
                  value={entry.content}
                  onChange={(content) => update(index, content)}
                  onBlur={onBlur}
                  maxLength={20_000}
                  isInvalid={errorMessage !== undefined && entry.content.trim() === ''}
                />
              )}
              <span className={styles.actions}>
                <IconButton
                  size="sm"
                  label={format(t.moveReplyUp, n)}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                >
                  <ChevronUpIcon />
                </IconButton>
                <IconButton
                  size="sm"
                  label={format(t.moveReplyDown, n)}
                  isDisabled={index === value.length - 1}
                  onPress={() => move(index, index + 1)}
                >
                  <ChevronDownIcon />
                </IconButton>
                <IconButton size="sm" label={format(t.removeReply, n)} onPress={() => remove(index)}>
                  <CloseIcon />
                </IconButton>
              </span>
            </li>
          );
        })}
      </ol>
      {errorMessage && (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={value.length >= MAX_REPLIES}
          onPress={() => onChange([...value, newReplyEntry()])}
        >
          <PlusIcon />
          {t.addReply}
        </Button>
      </div>
    </fieldset>
  );
}
