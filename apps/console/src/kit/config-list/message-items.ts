import type { MessageItem } from '@weassit/contract';
import type { Material } from '@weassit/ui';
import { isTextMessage } from './message-summary';

export {
  isTextMessage,
  type MessageSummaryTexts,
  messageKind,
  messageLine,
  messageName,
  messagesContain,
  summarizeMessages,
} from './message-summary';

/**
 * The messages a rule sends (ROBOT-PROTOCOL §4.1), as a form edits them. A text without `id` is typed in the form;
 * any other item (a material of the library, referenced by `id` with its name in `title`, or an item stored
 * inline by an older console) is shown by its kind and name, and kept as stored.
 */
export interface MessageEntry {
  /** A key for the form's list, never stored. */
  key: string;
  item: MessageItem;
}

/** The words of `messageEntriesError`. */
export interface MessageItemsTexts {
  /** No message at all, when one is required. */
  itemsRequired: string;
  /** A text message left empty. */
  textEmpty: string;
}

const TEXT = 1;

let nextEntry = 0;

/** A new entry of the form's list around `item` (an empty text by default). */
export const newMessageEntry = (item: MessageItem = { type: TEXT, content: '' }): MessageEntry => ({
  key: `message-${++nextEntry}`,
  item,
});

/** The stored messages as the form's entries (none stored: an empty list). */
export function toMessageEntries(items: readonly MessageItem[] | undefined): MessageEntry[] {
  return (items ?? []).map((item) => newMessageEntry({ ...item }));
}

/** The messages to store, in the form's order; a text keeps its other fields and gets a content. */
export function fromMessageEntries(entries: readonly MessageEntry[]): MessageItem[] {
  return entries.map(({ item }) => (isTextMessage(item) ? { ...item, content: item.content ?? '' } : item));
}

/**
 * Why the messages cannot be saved: none when `required`, or a text left empty (the robot would send nothing).
 * Undefined when they can.
 */
export function messageEntriesError(
  entries: readonly MessageEntry[],
  texts: MessageItemsTexts,
  required = false,
): string | undefined {
  if (required && entries.length === 0) return texts.itemsRequired;
  if (entries.some(({ item }) => isTextMessage(item) && (item.content ?? '').trim() === '')) return texts.textEmpty;
  return undefined;
}

/**
 * A material of the library as a message: its type and id (the robot fetches the material by id when it sends),
 * and its name in `title` for the console to show.
 */
export function materialToMessage(material: Pick<Material, 'id' | 'type' | 'name'>): MessageItem {
  return { type: material.type, id: material.id, title: material.name };
}
