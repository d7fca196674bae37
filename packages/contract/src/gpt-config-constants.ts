/**
 * AI 配置's path, limits, service kinds with their labels and defaults: no schemas here, so the config list does
 * not download zod (the schemas are in gpt-config.ts).
 */
import { API_PREFIX } from './api.ts';
import type { Option } from './options.ts';
import { RobotType } from './robot-type.ts';

/** The console's calls (the robot's are `GET`/`POST /gpt/config` under the open API). */
export const GPT_CONFIG_PATH = `${API_PREFIX}/gpt_config`;

/** Most configs one account keeps. */
export const GPT_CONFIG_MAX = 100;
/** Most targets (or exclusions, or allowed members) in one config. */
export const GPT_TARGETS_MAX = 500;

/** The AI services a per-target config offers, in the console's order. */
export const GPT_SERVICE_TYPES = [
  RobotType.CHATGPT,
  RobotType.FASTGPT,
  RobotType.DIFY,
  RobotType.COZE_V2,
  RobotType.COZE_V3,
  RobotType.QANYTHING,
] as const;
export type GptServiceType = (typeof GPT_SERVICE_TYPES)[number];

export const GPT_SERVICE_OPTIONS: readonly Option<GptServiceType>[] = [
  { value: RobotType.CHATGPT, label: 'ChatGPT' },
  { value: RobotType.FASTGPT, label: 'FastGPT' },
  { value: RobotType.DIFY, label: 'Dify' },
  { value: RobotType.COZE_V2, label: 'Coze V2' },
  { value: RobotType.COZE_V3, label: 'Coze V3' },
  { value: RobotType.QANYTHING, label: 'QAnything' },
];

/**
 * Each service's base URL when the operator leaves it empty (the robot itself falls back to the same ones where
 * it has a default), and the `botConfig` fields the robot reads for it besides the shared ones.
 */
export const GPT_SERVICE_DEFAULTS: Readonly<
  Record<GptServiceType, { baseUrl: string; needsBotId: boolean; hasModel: boolean }>
> = {
  [RobotType.CHATGPT]: { baseUrl: 'https://api.openai.com/v1', needsBotId: false, hasModel: true },
  [RobotType.FASTGPT]: { baseUrl: 'https://cloud.fastgpt.cn/api/v1', needsBotId: false, hasModel: false },
  [RobotType.DIFY]: { baseUrl: 'https://api.dify.ai/v1', needsBotId: false, hasModel: false },
  [RobotType.COZE_V2]: { baseUrl: 'https://api.coze.com/open_api/v2', needsBotId: true, hasModel: false },
  [RobotType.COZE_V3]: { baseUrl: 'https://api.coze.cn', needsBotId: true, hasModel: false },
  // The robot appends `/q_anything/api/…` itself.
  [RobotType.QANYTHING]: { baseUrl: 'https://openapi.youdao.com', needsBotId: true, hasModel: false },
};
