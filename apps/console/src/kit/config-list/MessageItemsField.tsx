import type { MessageItem } from '@weassit/contract';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  CloseIcon,
  FileIcon,
  IconButton,
  type Material,
  type MaterialType,
  PlusIcon,
  TextField,
} from '@weassit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessageItemsMessages } from '../../lib/i18n/console/kit-message-items';
import { useMessageSummaryMessages } from '../../lib/i18n/console/kit-message-summary';
import { format } from '../../lib/i18n/format';
import { MaterialPickDialog, preloadMaterialPicker } from './MaterialPickDialog';
import * as styles from './MessageItemsField.css';
import { materialCopyToMessage } from './material-copy';
import {
  isTextMessage,
  type MessageEntry,
  materialToMessage,
  messageKind,
  messageName,
  newMessageEntry,
} from './message-items';

/** The material kinds the robot can send by reference: 文字, 文件, H5链接, 小程序. */
const ALL_MATERIAL_TYPES: MaterialType[] = [1, 2, 4, 5];

export interface MessageItemsFieldProps {
  label: string;
  description?: string;
  value: MessageEntry[];
  onChange: (value: MessageEntry[]) => void;
  /** Called when a text loses focus (the form shows the field's error from then on). */
  onBlur?: () => void;
  errorMessage?: string;
  /** Marks the field required (the check itself is `messageEntriesError`). */
  isRequired?: boolean;
  /** @default 50 (the contract's limit of a message list) */
  maxItems?: number;
  /** The material types offered by 从素材库选择. @default 文字, 文件, H5链接, 小程序 */
  materialTypes?: MaterialType[];
  /**
   * Picked materials are copied into the messages instead of referenced by id: for a list the robot sends as
   * stored, without fetching materials (关键词进群's welcomes).
   * @default false
   */
  copyMaterials?: boolean;
}

type FocusTarget = { key: string; action: 'up' | 'down' | 'remove' } | { key: 'add' };

/**
 * The messages a rule sends, in order (ROBOT-PROTOCOL §4.1): texts typed here, and materials of the library,
 * picked in a dialog and stored by id. Each item can move up or down and be removed; focus follows the item.
 */
export function MessageItemsField({
  label,
  description,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired = false,
  maxItems = 50,
  materialTypes = ALL_MATERIAL_TYPES,
  copyMaterials = false,
}: MessageItemsFieldProps) {
  const t = useMessageItemsMessages();
  const kinds = useMessageSummaryMessages();
  const descriptionId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const [isPicking, setPicking] = useState(false);
  const room = Math.max(0, maxItems - value.length);

  // A moved item's DOM node may be re-inserted, which drops focus: put it back on the pressed button (or on its
  // twin when that one became disabled at an end); after a removal, on the next item or the add button.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    const root = listRef.current;
    if (!root) return;
    const pick = (selector: string) => root.querySelector<HTMLElement>(`${selector}:not(:disabled)`);
    const target =
      focusTarget.key === 'add'
        ? pick('[data-action="add-text"]')
        : 'action' in focusTarget
          ? (pick(`[data-entry="${focusTarget.key}"] [data-action="${focusTarget.action}"]`) ??
            pick(`[data-entry="${focusTarget.key}"] [data-action="${focusTarget.action === 'up' ? 'down' : 'up'}"]`) ??
            pick(`[data-entry="${focusTarget.key}"] [data-action="remove"]`))
          : null;
    target?.focus();
  }, [focusTarget]);

  const move = (from: number, to: number, action: 'up' | 'down') => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
    setFocusTarget({ key: moved.key, action });
  };
  const remove = (index: number) => {
    const following = value[index + 1] ?? value[index - 1];
    onChange(value.filter((_, i) => i !== index));
    setFocusTarget(following ? { key: following.key, action: 'remove' } : { key: 'add' });
  };
  const updateText = (index: number, content: string) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, item: { ...entry.item, content } } : entry)));
  const addText = () => onChange([...value, newMessageEntry()]);
  const addPicked = (picked: Material[]) => {
    const toMessage = copyMaterials ? materialCopyToMessage : materialToMessage;
    onChange([...value, ...picked.slice(0, room).map((material) => newMessageEntry(toMessage(material)))]);
  };
  const kindOf = (item: MessageItem) => messageKind(item, kinds);

  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div ref={listRef}>
      <fieldset
        className={styles.root}
        aria-describedby={describedBy || undefined}
        data-invalid={errorMessage ? true : undefined}
      >
        <legend className={styles.legend}>
          {label}
          {isRequired && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </legend>
        {description && (
          <p id={descriptionId} className={styles.hint}>
            {description}
          </p>
        )}
        {value.length > 0 ? (
          <ol className={styles.list}>
            {value.map((entry, index) => {
              const n = { n: index + 1 };
              const { item } = entry;
              const isText = isTextMessage(item);
              return (
                <li key={entry.key} className={styles.item} data-entry={entry.key}>
                  {isText ? (
                    <TextField
                      className={styles.text}
                      label={format(t.text, n)}
                      multiline
                      rows={2}
                      value={item.content ?? ''}
                      onChange={(content) => updateText(index, content)}
                      onBlur={onBlur}
                      maxLength={20_000}
                      isInvalid={errorMessage !== undefined && (item.content ?? '').trim() === ''}
                    />
                  ) : (
                    <div className={styles.material}>
                      <span className={styles.hint}>{format(t.material, { ...n, kind: kindOf(item) })}</span>
                      <span className={styles.materialName}>{messageName(item) || kindOf(item)}</span>
                    </div>
                  )}
                  <span className={styles.actions}>
                    <IconButton
                      size="sm"
                      label={format(t.moveUp, n)}
                      isDisabled={index === 0}
                      onPress={() => move(index, index - 1, 'up')}
                      data-action="up"
                    >
                      <ChevronUpIcon />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={format(t.moveDown, n)}
                      isDisabled={index === value.length - 1}
                      onPress={() => move(index, index + 1, 'down')}
                      data-action="down"
                    >
                      <ChevronDownIcon />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={format(t.remove, n)}
                      onPress={() => remove(index)}
                      data-action="remove"
                    >
                      <CloseIcon />
                    </IconButton>
                  </span>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className={styles.hint}>{t.empty}</p>
        )}
        {errorMessage && (
          <p id={errorId} className={styles.error}>
            {errorMessage}
          </p>
        )}
        <div className={styles.buttons}>
          <Button variant="secondary" size="sm" isDisabled={room === 0} onPress={addText} data-action="add-text">
            <PlusIcon />
            {t.addText}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={room === 0}
            onPress={() => {
              preloadMaterialPicker();
              setPicking(true);
            }}
          >
            <FileIcon />
            {t.pickMaterial}
          </Button>
          <span className={styles.hint}>
            {room === 0 ? format(t.full, { max: maxItems }) : format(t.count, { count: value.length, max: maxItems })}
          </span>
        </div>
      </fieldset>
      <MaterialPickDialog
        isOpen={isPicking}
        onOpenChange={setPicking}
        types={materialTypes}
        maxSelection={room}
        onPick={addPicked}
      />
    </div>
  );
}
