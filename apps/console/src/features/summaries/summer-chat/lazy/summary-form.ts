import {
  isSummaryBotType,
  MatchType,
  RobotType,
  Scope,
  SUMMARY_BOT_FIELDS,
  SUMMARY_DEFAULTS,
  type SummaryBotType,
  SummaryMode,
} from '@weassit/contract';
import { summerConfigFormSchema } from '@weassit/contract/schemas';
import { type FieldErrors, schemaErrors } from '../../../../kit/form/schema-errors';
import { parseConfigText } from '../../../../lib/robot-config';

/*
 * 聊天总结 form ↔ the stored `summerConfig` (ROBOT-PROTOCOL §4.3). Imports the contract's zod schema: only the
 * lazily loaded form chunk imports this module.
 */

export interface SummaryValues {
  open: boolean;
  keywords: string[];
  reg: MatchType;
  scope: Scope;
  /** In groups, only a message that @-mentions the robot asks for a summary. */
  needAt: boolean;
  summerType: SummaryMode;
  /** Hours; 0 = today. */
  summerTime: number;
  summerNum: number;
  botType: SummaryBotType;
  token: string;
  baseUrl: string;
  model: string;
  botId: string;
  prompt: string;
}
export type SummaryField = keyof SummaryValues;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const int = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** The stored `summerConfig` of a config text (`{}` when there is none). */
const storedSummary = (configText: string | null | undefined) => record(parseConfigText(configText).summerConfig);

/** Whether the robot keeps the chat history a summary reads (聊天记录 in the basic config). */
export const isRecordOn = (configText: string | null | undefined): boolean =>
  parseConfigText(configText).openRecord === true;

export function summaryToForm(configText: string | null | undefined): SummaryValues {
  const stored = storedSummary(configText);
  return {
    open: stored.open === true,
    keywords: (Array.isArray(stored.keywords) ? stored.keywords : []).filter(
      (word): word is string => typeof word === 'string',
    ),
    reg: stored.reg === MatchType.EXACT ? MatchType.EXACT : MatchType.FUZZY,
    scope: stored.scope === Scope.ROOM || stored.scope === Scope.FRIEND ? stored.scope : Scope.ALL,
    // The robot asks for an @ only with needAt 1; a new config asks for it, like the other keyword rules.
    needAt: stored.needAt === undefined ? true : stored.needAt === 1,
    summerType: stored.summerType === SummaryMode.NUM ? SummaryMode.NUM : SummaryMode.TIME,
    summerTime: int(stored.summerTime, SUMMARY_DEFAULTS.summerTime),
    summerNum: int(stored.summerNum, SUMMARY_DEFAULTS.summerNum),
    botType: isSummaryBotType(stored.botType) ? stored.botType : RobotType.CHATGPT,
    token: str(stored.token),
    baseUrl: str(stored.baseUrl),
    model: str(stored.model),
    botId: str(stored.botId),
    prompt: str(stored.prompt),
  };
}

/**
 * The `summerConfig` to store: the stored one (fields the form does not show, like `timeout` and `debug`, kept)
 * with the form's over it; empty optional texts and the fields the chosen service does not read left out.
 */
export function formToSummary(configText: string | null | undefined, values: SummaryValues): Record<string, unknown> {
  const config: Record<string, unknown> = {
    ...storedSummary(configText),
    open: values.open,
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    reg: values.reg,
    scope: values.scope,
    needAt: values.needAt ? 1 : 0,
    summerType: values.summerType,
    summerTime: values.summerTime,
    summerNum: values.summerNum,
    botType: values.botType,
    token: values.token.trim(),
  };
  const reads = SUMMARY_BOT_FIELDS[values.botType];
  const optional: [keyof SummaryValues & string, boolean][] = [
    ['baseUrl', true],
    ['model', reads.model],
    ['botId', reads.botId],
    ['prompt', reads.prompt],
  ];
  for (const [field, isRead] of optional) {
    const value = String(values[field]).trim();
    if (isRead && value !== '') config[field] = value;
    else delete config[field];
  }
  return config;
}

/** The JSON text `POST /api/wechat/config/update` receives: the whole stored config, `summerConfig` replaced. */
export function formToSummaryConfigText(configText: string | null | undefined, values: SummaryValues): string {
  return JSON.stringify({ ...parseConfigText(configText), summerConfig: formToSummary(configText, values) });
}

/** The contract's rules: each field bounded; turned on, keywords, a window or count, the token (and Coze's botId). */
export function validateSummary(values: SummaryValues): FieldErrors<SummaryField> {
  return schemaErrors<SummaryField>(summerConfigFormSchema.safeParse(formToSummary(null, values)));
}
