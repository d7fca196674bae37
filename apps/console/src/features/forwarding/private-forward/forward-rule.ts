import { FORWARD_MODE_OPTIONS } from '@weassit/contract';
import type { KeywordRule } from '../../../kit/config-list/keyword-rule';
import { keywordsMatch } from '../../../kit/config-list/keyword-rule';

/** A group or friend as a keyword forward rule stores it; the robot finds it by id, or else by name. */
export interface ForwardTarget extends Record<string, unknown> {
  id?: string;
  name?: string;
}

/** A 关键词转发 rule as stored (`forwards`, ROBOT-PROTOCOL §4.3). */
export interface KeywordForwardRule extends KeywordRule {
  /** Whose messages are listened to: groups or friends. */
  type?: 'room' | 'contact';
  targets?: ForwardTarget[];
  forwardType?: 'room' | 'contact';
  forwardTargets?: ForwardTarget[];
}

/** A 指定用户转发 rule as stored (`privateForwards`): every private message of `name` goes to the rooms and contacts. */
export interface PrivateForwardRule extends Record<string, unknown> {
  name?: string;
  /** Group topics. */
  rooms?: string[];
  /** Friend nicknames. */
  contacts?: string[];
  /** 1: text only (forwarded as text); 2: every message. */
  type?: number | string;
}

/** The stored forward modes (the shared 仅文字 / 全部消息 list's values, as the robot reads them). */
export const PrivateForwardMode = { TEXT: 1, ALL: 2 } as const;
export type PrivateForwardMode = (typeof PrivateForwardMode)[keyof typeof PrivateForwardMode];

/** The shared 仅文字 / 全部消息 list, with the values the robot reads for a private forward. */
export const PRIVATE_FORWARD_MODES = FORWARD_MODE_OPTIONS.map((option) => ({
  value: option.value === 'all' ? PrivateForwardMode.ALL : PrivateForwardMode.TEXT,
  label: option.label,
}));

/** The label of a stored rule's mode. */
export const privateForwardModeLabel = (type: unknown): string =>
  PRIVATE_FORWARD_MODES.find((mode) => mode.value === privateForwardMode(type))?.label ?? '';

/** The mode of a stored rule: anything but 2 (or 'all') is text only, as the robot treats it. */
export const privateForwardMode = (type: unknown): PrivateForwardMode =>
  type === PrivateForwardMode.ALL || type === 'all' ? PrivateForwardMode.ALL : PrivateForwardMode.TEXT;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The names of stored targets (an entry without a name shows its id). */
export const targetNames = (targets: unknown): string[] =>
  list(targets).flatMap((target) => {
    if (typeof target !== 'object' || target === null) return [];
    const { id, name } = target as ForwardTarget;
    const shown = name || id;
    return shown ? [shown] : [];
  });

/** The strings of a stored name list. */
export const names = (value: unknown): string[] =>
  list(value).filter((entry): entry is string => typeof entry === 'string');

const contains = (values: readonly string[], word: string) => {
  const lower = word.toLowerCase();
  return values.some((value) => value.toLowerCase().includes(lower));
};

/** Search: a keyword, a listened-to or a forward target containing the word. */
export const matchesKeywordForward = (rule: KeywordForwardRule, word: string): boolean =>
  keywordsMatch(rule, word) || contains([...targetNames(rule.targets), ...targetNames(rule.forwardTargets)], word);

/** The rule's name in labels: the specified user. */
export const describePrivateForward = (rule: PrivateForwardRule): string =>
  typeof rule.name === 'string' ? rule.name : '';

/** Search: the user, a group or a friend containing the word. */
export const matchesPrivateForward = (rule: PrivateForwardRule, word: string): boolean =>
  contains([describePrivateForward(rule), ...names(rule.rooms), ...names(rule.contacts)], word);
