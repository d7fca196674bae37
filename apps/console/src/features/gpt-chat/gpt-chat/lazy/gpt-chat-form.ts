import type { CustomConfig } from '@weassit/contract';
import { customConfigSchema } from '@weassit/contract/schemas';
import type { FieldErrors } from '../../../../kit/form/schema-errors';
import { parseConfigText } from '../../../../lib/robot-config';

/*
 * 多模态GPT form ↔ the custom config (`privateKeywords`). Imports the contract's zod schema: only the lazily loaded
 * form chunk imports this module.
 */

export interface KeywordGroupValue {
  /** A stable key for the group's fields (not stored). */
  key: string;
  keywords: string[];
}

export interface GptChatValues {
  groups: KeywordGroupValue[];
}

/** A group's field name: `group-<key>`; errors of the list as a whole are on `groups`. */
export type GptChatField = `group-${string}` | 'groups';

export const groupField = (key: string): GptChatField => `group-${key}`;

let nextKey = 0;
/** A new group's key, unique in the page's life. */
export const newGroupKey = () => `g${++nextKey}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : [];

/** The form's values of a stored config text (tolerant: what does not fit is left out). */
export function customConfigToForm(configText: string | null | undefined): GptChatValues {
  const stored = parseConfigText(configText).privateKeywords;
  const groups = Array.isArray(stored) ? stored : [];
  return {
    groups: groups.map((group) => ({
      key: newGroupKey(),
      keywords: strings(typeof group === 'object' && group !== null ? (group as { keywords?: unknown }).keywords : []),
    })),
  };
}

/** The config to store. */
export function formToCustomConfig(values: GptChatValues): CustomConfig {
  return { privateKeywords: values.groups.map((group) => ({ keywords: group.keywords.map((word) => word.trim()) })) };
}

/** The contract's rules, each message on the group it is about. */
export function validateGptChat(values: GptChatValues): FieldErrors<GptChatField> {
  const result = customConfigSchema.safeParse(formToCustomConfig(values));
  const errors: FieldErrors<GptChatField> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    const group = typeof index === 'number' ? values.groups[index] : undefined;
    const field: GptChatField = group ? groupField(group.key) : 'groups';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
