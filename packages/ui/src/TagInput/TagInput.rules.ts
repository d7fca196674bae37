import type { Key } from 'react-aria-components';

/** A tag value: a plain string, or an object that carries its text in `name` (or is read with `getLabel`). */
export type TagInputItem = string | object;

/** How a tag input reads its values. */
export interface TagReaders<T> {
  /** The tag's text (shown, compared for duplicates). */
  getLabel?: (item: T) => string;
  /** The tag's key (unique among the tags). */
  getKey?: (item: T) => Key;
}

/** The default built-in messages of a tag input (Chinese; each has a prop to override it). */
export const TAG_MESSAGES = {
  duplicate: '请勿重复添加',
  maxTags: (max: number) => `最多添加${max}个`,
  maxLength: (max: number) => `每项最多${max}个字`,
  required: '请至少添加一项',
} as const;

/** A tag's text: the string itself, else `getLabel`, else the object's `name`. */
export function tagLabel<T>(item: T, getLabel?: (item: T) => string): string {
  if (getLabel) return getLabel(item);
  if (typeof item === 'string') return item;
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : String(name ?? '');
}

/** A tag's key: `getKey`, else its text (which duplicate refusal keeps unique). */
export function tagKey<T>(item: T, readers: TagReaders<T> = {}): Key {
  return readers.getKey ? readers.getKey(item) : tagLabel(item, readers.getLabel);
}

/** Text compared for duplicates: surrounding spaces do not make a different tag. */
function normalise(text: string): string {
  return text.trim();
}

/**
 * Whether `candidate` is already among `items`: the same string for string tags, the same `name` (or
 * `getLabel` text) for object tags.
 */
export function isDuplicateTag<T>(items: readonly T[], candidate: T, getLabel?: (item: T) => string): boolean {
  const text = normalise(tagLabel(candidate, getLabel));
  return items.some((item) => normalise(tagLabel(item, getLabel)) === text);
}

/** The limits and messages a new tag is checked against. */
export interface TagRules {
  /** Most tags allowed. */
  maxTags?: number;
  /** Most characters in one tag. */
  maxLength?: number;
  /** Message for a duplicate. */
  duplicateMessage?: string;
  /** Message when `maxTags` is reached. */
  maxTagsMessage?: (max: number) => string;
  /** Message for a tag longer than `maxLength`. */
  maxLengthMessage?: (max: number) => string;
}

/**
 * Checks a tag about to be added to `items`: returns the message that refuses it (too many, too long,
 * duplicate), or `null` when it may be added. Empty text is refused with an empty message (nothing to say).
 */
export function checkNewTag<T>(
  items: readonly T[],
  candidate: T,
  rules: TagRules = {},
  getLabel?: (item: T) => string,
): string | null {
  const text = normalise(tagLabel(candidate, getLabel));
  if (text === '') return '';
  const { maxTags, maxLength } = rules;
  if (maxTags != null && items.length >= maxTags) return (rules.maxTagsMessage ?? TAG_MESSAGES.maxTags)(maxTags);
  if (maxLength != null && [...text].length > maxLength)
    return (rules.maxLengthMessage ?? TAG_MESSAGES.maxLength)(maxLength);
  if (isDuplicateTag(items, candidate, getLabel)) return rules.duplicateMessage ?? TAG_MESSAGES.duplicate;
  return null;
}
