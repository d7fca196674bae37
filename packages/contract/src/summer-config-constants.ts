/**
 * 聊天总结's AI services with their labels and fields, defaults and limits: no schemas here, so its page does not
 * download zod on first visit (the schemas are in summer-config.ts).
 */
import { SummaryMode } from './constants.ts';
import type { Option } from './options.ts';
import { RobotType } from './robot-type.ts';

/** The AI services the robot can summarise with, in the console's order. */
export const SUMMARY_BOT_TYPES = [
  RobotType.CHATGPT,
  RobotType.FASTGPT,
  RobotType.DIFY,
  RobotType.COZE_V2,
  RobotType.COZE_V3,
] as const;
export type SummaryBotType = (typeof SUMMARY_BOT_TYPES)[number];

export const SUMMARY_BOT_OPTIONS: readonly Option<SummaryBotType>[] = [
  { value: RobotType.CHATGPT, label: 'ChatGPT' },
  { value: RobotType.FASTGPT, label: 'FastGPT' },
  { value: RobotType.DIFY, label: 'Dify' },
  { value: RobotType.COZE_V2, label: 'Coze V2' },
  { value: RobotType.COZE_V3, label: 'Coze V3' },
];

/** What the robot reads for each service besides the token and base URL (the prompt and model: ChatGPT only). */
export const SUMMARY_BOT_FIELDS: Readonly<Record<SummaryBotType, { model: boolean; prompt: boolean; botId: boolean }>> =
  {
    [RobotType.CHATGPT]: { model: true, prompt: true, botId: false },
    [RobotType.FASTGPT]: { model: false, prompt: false, botId: false },
    [RobotType.DIFY]: { model: false, prompt: false, botId: false },
    [RobotType.COZE_V2]: { model: false, prompt: false, botId: true },
    [RobotType.COZE_V3]: { model: false, prompt: false, botId: true },
  };

export const isSummaryBotType = (value: unknown): value is SummaryBotType =>
  (SUMMARY_BOT_TYPES as readonly unknown[]).includes(value);

/** The defaults of a new config: off, the last 24 hours, ChatGPT. */
export const SUMMARY_DEFAULTS = {
  summerType: SummaryMode.TIME,
  summerTime: 24,
  summerNum: 100,
  botType: RobotType.CHATGPT,
} as const;

export const SUMMARY_PROMPT_MAX = 20_000;
export const SUMMARY_KEYWORDS_MAX = 500;
