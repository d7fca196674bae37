import {
  GPT_SERVICE_DEFAULTS,
  type GptBotConfig,
  type GptConfig,
  type GptConfigInput,
  type GptServiceType,
  type GptTarget,
  RobotType,
  TargetKind,
} from '@weassit/contract';

/*
 * The 自定义对话 dialog's values and the stored config, both ways: pure functions, no widgets. The dialog (a lazy
 * chunk) is the only importer: GPT_SERVICE_DEFAULTS comes from a contract module that builds zod schemas.
 */

/** What each AI service keeps of its own in `botConfig`; the other fields are shared by all of them. */
export interface GptServiceDraft {
  token: string;
  /** The base URL; empty = the service's default. */
  proxyPass: string;
  /** ChatGPT only. */
  model: string;
  /** Coze V2, Coze V3 and QAnything. */
  botId: string;
  /** Dify only. */
  isAiAgent: boolean;
  /** Coze V3 only. */
  stream: boolean;
}

export type ImageRecognitionType = 6 | 8;
export type TextToSpeechType = 6 | 7 | 8 | 9;

export interface KeywordRole {
  keyword: string;
  promotId: string;
}

export interface GptConfigFormValues extends GptServiceDraft {
  name: string;
  type: TargetKind;
  /** Every group (or friend) of `type`, but `excludes`. */
  isAll: boolean;
  targets: GptTarget[];
  excludes: GptTarget[];
  onlyId: boolean;
  allowRoomMembers: GptTarget[];
  openChat: boolean;
  needAt: boolean;
  keywords: string[];
  replaceKeyword: boolean;
  defaultReply: string;
  robotType: GptServiceType;
  /** The other services' fields while the operator tries them out; never saved. */
  drafts: Partial<Record<GptServiceType, GptServiceDraft>>;
  systemMessage: string;
  /** A preset role's id, or '' for none. */
  promotId: string;
  keywordSystemMessages: KeywordRole[];
  /** Seconds; null = the robot's default. */
  timeoutSeconds: number | null;
  open4v: boolean;
  open4vType: ImageRecognitionType;
  open4vBaseUrl: string;
  open4vToken: string;
  openWhisper: boolean;
  whisperBaseUrl: string;
  whisperToken: string;
  openTTS: boolean;
  ttsType: TextToSpeechType;
  ttsToken: string;
  ttsVoice: string;
  limitNum: number;
  rechargeTip: string;
}

/** The form's fields: each one shows its own error. */
export type GptConfigField = Exclude<keyof GptConfigFormValues, 'drafts'>;

/** The model a new ChatGPT config starts with. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** The OpenAI voice a new text-to-speech setting starts with. */
export const DEFAULT_OPENAI_VOICE = 'alloy';

/** The `botConfig` fields that belong to one service only: saved for that service, dropped for the others. */
const SERVICE_ONLY_FIELDS = ['model', 'botId', 'isAiAgent', 'stream'] as const;

export const emptyServiceDraft = (service: GptServiceType): GptServiceDraft => ({
  token: '',
  proxyPass: '',
  model: GPT_SERVICE_DEFAULTS[service].hasModel ? DEFAULT_OPENAI_MODEL : '',
  botId: '',
  isAiAgent: false,
  stream: false,
});

export const emptyGptConfigForm = (): GptConfigFormValues => ({
  name: '',
  type: TargetKind.ROOM,
  isAll: false,
  targets: [],
  excludes: [],
  onlyId: false,
  allowRoomMembers: [],
  openChat: true,
  needAt: true,
  keywords: [],
  replaceKeyword: false,
  defaultReply: '',
  robotType: RobotType.CHATGPT,
  ...emptyServiceDraft(RobotType.CHATGPT),
  drafts: {},
  systemMessage: '',
  promotId: '',
  keywordSystemMessages: [],
  timeoutSeconds: null,
  open4v: false,
  open4vType: 6,
  open4vBaseUrl: '',
  open4vToken: '',
  openWhisper: false,
  whisperBaseUrl: '',
  whisperToken: '',
  openTTS: false,
  ttsType: 6,
  ttsToken: '',
  ttsVoice: DEFAULT_OPENAI_VOICE,
  limitNum: 0,
  rechargeTip: '',
});

const draftOf = (values: GptServiceDraft): GptServiceDraft => ({
  token: values.token,
  proxyPass: values.proxyPass,
  model: values.model,
  botId: values.botId,
  isAiAgent: values.isAiAgent,
  stream: values.stream,
});

/**
 * Another AI service: the current one's fields are put aside (switching back brings them again), the next one's
 * come back, or start empty.
 */
export function switchService(values: GptConfigFormValues, next: GptServiceType): Partial<GptConfigFormValues> {
  if (next === values.robotType) return {};
  return {
    robotType: next,
    drafts: { ...values.drafts, [values.robotType]: draftOf(values) },
    ...(values.drafts[next] ?? emptyServiceDraft(next)),
  };
}

/** Another kind of target: the picked friends don't apply to groups (nor the reverse). */
export const switchKind = (type: TargetKind): Partial<GptConfigFormValues> => ({ type, targets: [], excludes: [] });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const imageType = (value: unknown): ImageRecognitionType => (value === 8 ? 8 : 6);
const speechType = (value: unknown): TextToSpeechType => (value === 7 || value === 8 || value === 9 ? value : 6);

/** A stored config in the form. */
export function gptConfigToForm(config: GptConfig): GptConfigFormValues {
  const bot: GptBotConfig = config.botConfig ?? {};
  const isAll = config.type === TargetKind.ROOM ? config.isAllRoom : config.isAllFriend;
  return {
    ...emptyGptConfigForm(),
    name: config.name,
    type: config.type,
    isAll,
    targets: config.targets.map((target) => ({ ...target })),
    excludes: config.excludes.map((target) => ({ ...target })),
    onlyId: config.onlyId,
    allowRoomMembers: config.allowRoomMembers.map((member) => ({ ...member })),
    openChat: config.openChat,
    needAt: config.needAt === 1,
    keywords: [...config.keywords],
    replaceKeyword: config.replaceKeyword,
    defaultReply: config.defaultReply,
    robotType: config.robotType,
    token: text(bot.token),
    proxyPass: text(bot.proxyPass),
    model: text(bot.model),
    botId: text(bot.botId),
    isAiAgent: bot.isAiAgent === true,
    stream: bot.stream === true,
    systemMessage: text(bot.systemMessage),
    promotId: text(bot.promotId),
    keywordSystemMessages: (bot.keywordSystemMessages ?? []).map((role) => ({ ...role })),
    timeoutSeconds: typeof bot.timeoutMs === 'number' ? bot.timeoutMs : null,
    open4v: bot.open4v === true,
    open4vType: imageType(bot.open4vConfig?.type),
    open4vBaseUrl: text(bot.open4vConfig?.baseUrl),
    open4vToken: text(bot.open4vConfig?.token),
    openWhisper: bot.openWhisper === true,
    whisperBaseUrl: text(bot.whisperConfig?.baseUrl),
    whisperToken: text(bot.whisperConfig?.token),
    openTTS: bot.openTTS === true,
    ttsType: speechType(bot.ttsConfig?.type),
    ttsToken: text(bot.ttsConfig?.token),
    ttsVoice: text(bot.ttsConfig?.voice) || (speechType(bot.ttsConfig?.type) === 6 ? DEFAULT_OPENAI_VOICE : ''),
    limitNum: config.limitNum,
    rechargeTip: config.rechargeTip,
  };
}

/** The fields only set when not empty: an empty base URL means the service's default. */
function setIfFilled(target: Record<string, unknown>, key: string, value: string) {
  const trimmed = value.trim();
  if (trimmed) target[key] = trimmed;
  else delete target[key];
}

/** An image, speech or voice setting: the stored one's other fields kept, the form's laid over them. */
function subConfig(stored: object | undefined, type: number, fields: Record<string, string>) {
  const config: Record<string, unknown> = { ...stored, type };
  for (const [key, value] of Object.entries(fields)) setIfFilled(config, key, value);
  return config;
}

const targetsOf = (targets: readonly GptTarget[]): GptTarget[] =>
  targets
    .map((target) => ({ ...target, name: target.name.trim() }))
    .filter((target) => target.name !== '')
    .map(({ id, name }) => (id ? { id, name } : { name }));

/**
 * What the console saves (`POST` / `PUT /api/gpt_config`). `original.botConfig`'s fields the form does not show
 * (temperature, debug, …) survive an edit; the fields of a service other than the chosen one never reach it.
 */
export function gptConfigFormToInput(values: GptConfigFormValues, original?: GptConfig): GptConfigInput {
  const service = GPT_SERVICE_DEFAULTS[values.robotType];
  const bot: Record<string, unknown> = { ...original?.botConfig };
  for (const field of SERVICE_ONLY_FIELDS) delete bot[field];
  setIfFilled(bot, 'token', values.token);
  setIfFilled(bot, 'proxyPass', values.proxyPass);
  if (service.hasModel) setIfFilled(bot, 'model', values.model);
  if (service.needsBotId) setIfFilled(bot, 'botId', values.botId);
  if (values.robotType === RobotType.DIFY) bot.isAiAgent = values.isAiAgent;
  if (values.robotType === RobotType.COZE_V3) bot.stream = values.stream;
  setIfFilled(bot, 'systemMessage', values.systemMessage);
  setIfFilled(bot, 'promotId', values.promotId);
  const roles = values.keywordSystemMessages.map((role) => ({ keyword: role.keyword.trim(), promotId: role.promotId }));
  if (roles.length > 0) bot.keywordSystemMessages = roles;
  else delete bot.keywordSystemMessages;
  if (values.timeoutSeconds !== null && Number.isFinite(values.timeoutSeconds)) bot.timeoutMs = values.timeoutSeconds;
  else delete bot.timeoutMs;

  const stored = original?.botConfig;
  bot.open4v = values.open4v;
  if (values.open4v) {
    bot.open4vConfig = subConfig(stored?.open4vConfig, values.open4vType, {
      baseUrl: values.open4vBaseUrl,
      token: values.open4vToken,
    });
  } else delete bot.open4vConfig;
  bot.openWhisper = values.openWhisper;
  if (values.openWhisper) {
    bot.whisperConfig = subConfig(stored?.whisperConfig, 6, {
      baseUrl: values.whisperBaseUrl,
      token: values.whisperToken,
    });
  } else delete bot.whisperConfig;
  bot.openTTS = values.openTTS;
  if (values.openTTS) {
    bot.ttsConfig = subConfig(stored?.ttsConfig, values.ttsType, { token: values.ttsToken, voice: values.ttsVoice });
  } else delete bot.ttsConfig;

  const isRoom = values.type === TargetKind.ROOM;
  return {
    name: values.name.trim(),
    type: values.type,
    targets: values.isAll ? [] : targetsOf(values.targets),
    onlyId: values.onlyId,
    isAllRoom: isRoom && values.isAll,
    isAllFriend: !isRoom && values.isAll,
    excludes: values.isAll ? targetsOf(values.excludes) : [],
    allowRoomMembers: isRoom ? targetsOf(values.allowRoomMembers) : [],
    openChat: values.openChat,
    needAt: values.needAt ? 1 : 0,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    replaceKeyword: values.replaceKeyword,
    limitNum: values.limitNum,
    rechargeTip: values.limitNum > 0 ? values.rechargeTip.trim() : (original?.rechargeTip ?? ''),
    defaultReply: values.defaultReply.trim(),
    openFileAnalyze: original?.openFileAnalyze ?? false,
    robotType: values.robotType,
    botConfig: bot as GptBotConfig,
  };
}
