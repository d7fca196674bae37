import { type RobotConfig, RobotType } from '@weassit/contract';
import { defaultRobotConfig, robotConfigSchema } from '@weassit/contract/schemas';
import {
  fromMessageEntries,
  type MessageEntry,
  type MessageItemsTexts,
  messageEntriesError,
  toMessageEntries,
} from '../../../kit/config-list/message-items';
import { parseConfigText } from '../../../lib/robot-config';

/*
 * The basic config form ↔ the stored config JSON. This module needs zod (the contract's robotConfigSchema); only
 * the lazily loaded form chunk imports it, so the page's first visit does not download zod.
 */

/** The fields of 基础设置, 好友 and 内容审核 (spec §3 "Reply and behaviour"). */
export const BASIC_FIELDS = [
  'defaultReply',
  'autoReply',
  'botScope',
  'roomAt',
  'friendNoReplyInRoom',
  'ignoreRoomMentionAll',
  'preventLength',
  'preventWords',
  'showQuestion',
  'parseMini',
  'parseMiniRooms',
  'openRecord',
  'puppetType',
  'chatFilter',
  'filterType',
  'filterAppid',
  'filterApiKey',
  'filterSecretKey',
  'autoAcceptFriend',
  'acceptFriendKeyWords',
  'newFriendReplys',
] as const;

/** Every provider setting the AI 对话 section can show. */
export const PROVIDER_FIELDS = [
  'gpttoken',
  'openaiModel',
  'openaiTimeout',
  'openaiSystemMessage',
  'proxyPassUrl',
  'proxyUrl',
  'openaiDebug',
  'dify_token',
  'dify_baseUrl',
  'difyAgent',
  'coze_token',
  'coze_botId',
  'coze_baseUrl',
  'coze_showSuggestions',
  'cozev3_token',
  'cozev3_botId',
  'cozev3_baseUrl',
  'qany_token',
  'qany_botId',
  'qany_baseUrl',
  'txApiKey',
  'tuLingKey',
  'tencentSecretId',
  'tencentSecretKey',
  'tencentAESKey',
  'tencentToken',
] as const;

export const FORM_FIELDS = [...BASIC_FIELDS, 'defaultBot', ...PROVIDER_FIELDS] as const;

export type ConfigField = (typeof FORM_FIELDS)[number];
export type ProviderField = (typeof PROVIDER_FIELDS)[number];
type StoredFormValues = Pick<RobotConfig, ConfigField>;
/** The form's values: the stored fields, the messages to new friends as the message field's entries. */
export type ConfigFormValues = Omit<StoredFormValues, 'newFriendReplys'> & { newFriendReplys: MessageEntry[] };
export type ConfigFormErrors = Partial<Record<ConfigField, string>>;

const OPENAI_FIELDS: readonly ProviderField[] = [
  'gpttoken',
  'openaiModel',
  'openaiTimeout',
  'openaiSystemMessage',
  'proxyPassUrl',
  'proxyUrl',
  'openaiDebug',
];

/**
 * The provider settings each robot type uses (ROBOT-PROTOCOL §4.5; the others stay stored but hidden). Dify and
 * FastGPT also read the shared OpenAI timeout (and Dify its system prompt and debug switch).
 */
export const PROVIDER_FIELDS_BY_TYPE: Readonly<Record<number, readonly ProviderField[]>> = {
  [RobotType.TIANXING]: ['txApiKey'],
  [RobotType.TIANXING_TULING]: ['txApiKey'],
  [RobotType.TULING]: ['tuLingKey'],
  [RobotType.TENCENT]: ['tencentSecretId', 'tencentSecretKey'],
  [RobotType.WECHAT_DIALOG]: ['tencentToken', 'tencentAESKey'],
  [RobotType.CHATGPT]: OPENAI_FIELDS,
  [RobotType.CHATGPT_WEB]: OPENAI_FIELDS,
  [RobotType.FASTGPT]: ['gpttoken', 'proxyPassUrl', 'openaiTimeout'],
  [RobotType.DIFY]: ['dify_token', 'dify_baseUrl', 'openaiSystemMessage', 'openaiTimeout', 'difyAgent', 'openaiDebug'],
  [RobotType.COZE_V2]: ['coze_token', 'coze_botId', 'coze_baseUrl', 'coze_showSuggestions'],
  [RobotType.COZE_V3]: ['cozev3_token', 'cozev3_botId', 'cozev3_baseUrl'],
  [RobotType.QANYTHING]: ['qany_token', 'qany_botId', 'qany_baseUrl'],
};

/** The provider settings shown for `defaultBot`. */
export function providerFieldsOf(defaultBot: number): readonly ProviderField[] {
  return PROVIDER_FIELDS_BY_TYPE[defaultBot] ?? [];
}

/** The form fields shown for these values (basic fields, the AI choice and its provider's settings). */
export function visibleFields(values: ConfigFormValues): ConfigField[] {
  const basic = BASIC_FIELDS.filter((field) => {
    if (field === 'parseMiniRooms') return values.parseMini;
    if (field === 'filterType') return values.chatFilter === 1;
    if (FILTER_KEY_FIELDS.includes(field)) return isCustomFilter(values);
    return true;
  });
  return [...basic, 'defaultBot', ...providerFieldsOf(values.defaultBot)];
}

/** The keys of a custom content filter (filterType 0). */
export const FILTER_KEY_FIELDS: readonly ConfigField[] = ['filterAppid', 'filterApiKey', 'filterSecretKey'];

/** The content filter is on with the user's own keys. */
export const isCustomFilter = (values: Pick<ConfigFormValues, 'chatFilter' | 'filterType'>): boolean =>
  values.chatFilter === 1 && values.filterType === 0;

/**
 * The full config of a stored text with the defaults filled in (spec §4: missing fields get defaults, roomAt true
 * or unset becomes 1). A config the schema refuses keeps its own values over the defaults, field by field.
 */
export function fillDefaults(configText: string | null | undefined): Record<string, unknown> & RobotConfig {
  const stored = parseConfigText(configText);
  const parsed = robotConfigSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const filled: Record<string, unknown> = { ...defaultRobotConfig() };
  for (const [key, value] of Object.entries(stored)) {
    if (value !== undefined && value !== null) filled[key] = value;
  }
  const roomAt = stored.roomAt;
  filled.roomAt = roomAt === false || roomAt === 0 ? 0 : 1;
  return filled as Record<string, unknown> & RobotConfig;
}

/** The form's values for a stored config text (null: none saved yet, the defaults). */
export function configToForm(configText: string | null | undefined): ConfigFormValues {
  const full = fillDefaults(configText);
  const values: Partial<Record<ConfigField, unknown>> = {};
  for (const field of FORM_FIELDS) values[field] = full[field];
  const replies = Array.isArray(full.newFriendReplys) ? full.newFriendReplys : [];
  return { ...(values as StoredFormValues), newFriendReplys: toMessageEntries(replies) };
}

/** The form's values as stored (the message entries as message items). */
function storedValues(values: ConfigFormValues): StoredFormValues {
  return { ...values, newFriendReplys: fromMessageEntries(values.newFriendReplys) };
}

/**
 * The whole config to save: the stored config (with its defaults filled in) with the form's fields laid over it.
 * Fields the form does not show (lists, schedules, objects, unknown fields) are kept as they are.
 */
export function formToConfig(configText: string | null | undefined, values: ConfigFormValues): Record<string, unknown> {
  return { ...fillDefaults(configText), ...storedValues(values) };
}

/** The JSON text `POST /api/wechat/config/update` receives. */
export function formToConfigText(configText: string | null | undefined, values: ConfigFormValues): string {
  return JSON.stringify(formToConfig(configText, values));
}

/** Words for zod's own (English) number messages; the contract's text rules bring their Chinese messages. */
export interface NumberMessages {
  /** The field is empty or not a number. */
  required: string;
  /** Below `{min}`. */
  min: string;
  /** Above `{max}`. */
  max: string;
}

interface IssueLike {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
}

function messageOf(issue: IssueLike, numbers: NumberMessages | undefined): string {
  if (!numbers) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? numbers.required : issue.message;
    case 'too_small':
      return /[\u4e00-\u9fff]/.test(issue.message)
        ? issue.message
        : numbers.min.replace('{min}', String(issue.minimum));
    case 'too_big':
      return /[\u4e00-\u9fff]/.test(issue.message)
        ? issue.message
        : numbers.max.replace('{max}', String(issue.maximum));
    default:
      return /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : numbers.required;
  }
}

/**
 * The first message of each form field the contract's robotConfigSchema refuses (the server's own rules and, for
 * its text rules, its own words; zod's English number messages become `numbers`).
 */
export function validateConfigForm(
  values: ConfigFormValues,
  numbers?: NumberMessages,
  messageTexts?: MessageItemsTexts,
): ConfigFormErrors {
  const result = robotConfigSchema.safeParse(storedValues(values));
  const errors: ConfigFormErrors = {};
  // A text left empty would make the robot send nothing: the kit's own check, before the schema's.
  const replies = messageTexts ? messageEntriesError(values.newFriendReplys, messageTexts) : undefined;
  if (replies) errors.newFriendReplys = replies;
  if (result.success) return errors;
  const fields = new Set<string>(FORM_FIELDS);
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.has(field) && !(field in errors)) {
      errors[field as ConfigField] = messageOf(issue as IssueLike, numbers);
    }
  }
  return errors;
}
