/**
 * The AI choices of spec §9 (models, moderation, image recognition, speech): a module of their own, so the
 * console's entry chunk, which holds constants.ts, does not carry lists only the AI pages show.
 */
import { FilterType } from './constants.ts';
import type { Option } from './options.ts';
import { RobotType } from './robot-type.ts';

export const ROBOT_TYPE_OPTIONS: readonly Option<RobotType>[] = [
  { value: RobotType.TIANXING, label: '天行机器人' },
  { value: RobotType.TIANXING_TULING, label: '天行图灵机器人' },
  { value: RobotType.TULING, label: '图灵机器人' },
  { value: RobotType.TENCENT, label: '腾讯闲聊' },
  { value: RobotType.WECHAT_DIALOG, label: '微信对话开放平台' },
  { value: RobotType.CHATGPT, label: 'ChatGPT' },
  { value: RobotType.CHATGPT_WEB, label: 'ChatGPT Web' },
  { value: RobotType.DIFY, label: 'Dify' },
  { value: RobotType.FASTGPT, label: 'FastGPT' },
  { value: RobotType.COZE_V2, label: 'Coze V2' },
  { value: RobotType.COZE_V3, label: 'Coze V3' },
  { value: RobotType.QANYTHING, label: '有道 QAnything' },
];
/** The AI services offered in the dialogue config (spec §9). */
export const AI_SERVICE_TYPES: readonly RobotType[] = [
  RobotType.CHATGPT,
  RobotType.FASTGPT,
  RobotType.DIFY,
  RobotType.COZE_V2,
  RobotType.COZE_V3,
  RobotType.QANYTHING,
];

/** Content filter of the AI replies. */
export const FILTER_TYPE_OPTIONS: readonly Option<FilterType>[] = [
  { value: FilterType.ALL, label: '全部' },
  { value: FilterType.PRESET, label: '平台预设' },
  { value: FilterType.CUSTOM, label: '自定义' },
];

/** OpenAI model choices. */
export const OPENAI_MODELS: readonly string[] = [
  'gpt-3.5-turbo',
  'gpt-3.5-turbo-16k',
  'gpt-3.5-turbo-0613',
  'gpt-3.5-turbo-16k-0613',
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4',
  'gpt-4-0613',
  'gpt-4-32k',
  'gpt-4-32k-0613',
  'text-davinci-003',
  'text-davinci-002',
  'code-davinci-002',
];

/** Text moderation, image recognition, speech-to-text and text-to-speech providers. */
export const TEXT_AUDIT_OPTIONS: readonly Option<number>[] = [{ value: 1, label: '云文本审核' }];
export const IMAGE_RECOGNITION_OPTIONS: readonly Option<number>[] = [
  { value: 6, label: 'GPT-4V' },
  { value: 8, label: 'Dify' },
];
export const SPEECH_TO_TEXT_OPTIONS: readonly Option<number>[] = [{ value: 6, label: 'Whisper' }];
export const TEXT_TO_SPEECH_OPTIONS: readonly Option<number>[] = [
  { value: 6, label: 'OpenAI' },
  { value: 7, label: 'Fish Audio' },
  { value: 8, label: '阿里短语音' },
  { value: 9, label: '火山语音' },
];
export const OPENAI_VOICE_OPTIONS: readonly Option<string>[] = [
  { value: 'alloy', label: 'alloy（男声）' },
  { value: 'echo', label: 'echo（男声）' },
  { value: 'fable', label: 'fable（男声）' },
  { value: 'onyx', label: 'onyx（男声）' },
  { value: 'nova', label: 'nova（女声）' },
  { value: 'shimmer', label: 'shimmer（女声）' },
];
