import type { MessageItem } from '@weassit/contract';
import { format } from '../../lib/i18n/format';

/*
 * A message list at a glance, for list pages: the list's first visit needs these, not the form's entries
 * (message-items.ts, which re-exports them).
 */

/** The words of `summarizeMessages`. */
export interface MessageSummaryTexts {
  /** After the first message, e.g. `等 {count} 条`. */
  moreItems: string;
  /** The kind of a message by its type ('1' 文字, '2' 文件 …); '0' for an unknown type. */
  kinds: Record<string, string>;
}

const TEXT = 1;

/** A text the form edits inline (a text material, with its `id`, is shown like the other materials). */
export const isTextMessage = (item: MessageItem): boolean => item.type === TEXT && item.id === undefined;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message that is not typed inline, by name: a material's name, else its title, text or file name. */
export function messageName(item: MessageItem): string {
  const file = (item.url ?? '').startsWith('data:') ? '' : (item.url ?? '').split(/[?#]/)[0]?.split('/').pop();
  return oneLine(item.title || (item.type === TEXT ? item.content : '') || file || '');
}

/** The kind of a message ('文件' …), by its type. */
export const messageKind = (item: MessageItem, texts: Pick<MessageSummaryTexts, 'kinds'>): string =>
  texts.kinds[String(item.type)] ?? texts.kinds['0'] ?? '';

/** One message in a line: a text's start, or `[kind] name` of a material. */
export function messageLine(item: MessageItem, texts: Pick<MessageSummaryTexts, 'kinds'>): string {
  if (isTextMessage(item)) return oneLine(item.content ?? '');
  const name = messageName(item);
  const kind = messageKind(item, texts);
  return name === '' ? `[${kind}]` : `[${kind}] ${name}`;
}

/** The messages at a glance: the first one, and how many more follow (`等 N 条`). */
export function summarizeMessages(items: readonly MessageItem[] | undefined, texts: MessageSummaryTexts): string {
  const list = items ?? [];
  const first = list[0];
  if (!first) return '';
  const head = messageLine(first, texts);
  return list.length > 1 ? `${head} ${format(texts.moreItems, { count: list.length - 1 })}` : head;
}

/** Search: a text, or a material's name, containing the word (case-blind). */
export function messagesContain(items: readonly MessageItem[] | undefined, word: string): boolean {
  const lower = word.toLowerCase();
  return (items ?? []).some((item) =>
    [item.content, item.title].some((field) => (field ?? '').toLowerCase().includes(lower)),
  );
}
