import { MatchType as Match, type MatchType, type MessageItem } from '@weassit/contract';
import {
  type KeywordErrorTexts,
  type KeywordRule,
  keywordErrors,
  keywordsOf,
} from '../../../../kit/config-list/keyword-rule';
import {
  fromMessageEntries,
  type MessageEntry,
  type MessageItemsTexts,
  messageEntriesError,
  toMessageEntries,
} from '../../../../kit/config-list/message-items';
import type { FieldErrors } from '../../../../kit/form/use-form-state';
import type { RoomJoinRule } from '../room-join-rule';

/*
 * The 关键词进群 dialog's values, mappers and checks: loaded with the dialog (RoomJoinRuleForm), not with
 * the list.
 */

export interface RoomJoinRuleValues {
  keywords: string[];
  reg: MatchType;
  roomName: string;
  replys: MessageEntry[];
  welcomes: MessageEntry[];
}
export type RoomJoinRuleField = keyof RoomJoinRuleValues;

export interface RoomJoinRuleTexts extends KeywordErrorTexts {
  roomNameRequired: string;
  /** No reply at all (the contact would be invited without a word). */
  repliesRequired: string;
  textEmpty: string;
  /** A welcome the plugin cannot send: a material reference or a kind other than text and file. */
  welcomeUnsupported: string;
}

const TEXT = 1;
const FILE = 2;

export const emptyRoomJoinRule = (): RoomJoinRuleValues => ({
  keywords: [],
  reg: Match.FUZZY,
  roomName: '',
  replys: [],
  welcomes: [],
});

export function roomJoinRuleToForm(rule: RoomJoinRule): RoomJoinRuleValues {
  return {
    keywords: [...keywordsOf(rule)],
    reg: rule.reg === Match.EXACT ? Match.EXACT : Match.FUZZY,
    roomName: rule.roomName ?? '',
    replys: toMessageEntries(rule.replys),
    welcomes: toMessageEntries(rule.welcomes),
  };
}

/** The rule to store; the fields this form does not show stay as they were. */
export function roomJoinRuleToItem(values: RoomJoinRuleValues, original?: RoomJoinRule): RoomJoinRule {
  return {
    ...original,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    roomName: values.roomName.trim(),
    replys: fromMessageEntries(values.replys),
    welcomes: fromMessageEntries(values.welcomes),
  };
}

/**
 * Whether the plugin can send the item as a welcome. Unlike replies, it sends welcomes as stored, without
 * fetching a material by id (a referenced text would arrive as “undefined”), and only texts and files.
 */
export const isSendableWelcome = (item: MessageItem): boolean =>
  item.id === undefined && (item.type === TEXT || (item.type === FILE && Boolean(item.url)));

/**
 * What the schema cannot know: keywords no other join rule has, a group, at least one reply, no empty text, and
 * welcomes the plugin can send.
 */
export function validateRoomJoinRule(
  values: RoomJoinRuleValues,
  others: readonly KeywordRule[],
  texts: RoomJoinRuleTexts,
): FieldErrors<RoomJoinRuleField> {
  const errors: FieldErrors<RoomJoinRuleField> = {};
  const keywords = keywordErrors(values.keywords, others, texts);
  if (keywords) errors.keywords = keywords;
  if (values.roomName.trim() === '') errors.roomName = texts.roomNameRequired;
  const messageTexts: MessageItemsTexts = { itemsRequired: texts.repliesRequired, textEmpty: texts.textEmpty };
  const replys = messageEntriesError(values.replys, messageTexts, true);
  if (replys) errors.replys = replys;
  const welcomes = values.welcomes.some(({ item }) => !isSendableWelcome(item))
    ? texts.welcomeUnsupported
    : messageEntriesError(values.welcomes, messageTexts);
  if (welcomes) errors.welcomes = welcomes;
  return errors;
}
