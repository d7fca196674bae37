/**
 * 聊天总结 (`summerConfig`, vip; ROBOT-PROTOCOL §4.3): a trigger keyword makes the robot summarise the recent local
 * chat history of that conversation (the last hours, or the last N messages) with an AI service, and answer with
 * the summary. The robot only has a history with 聊天记录 (`openRecord`) on. The stored config is only bounded
 * (`summerConfigSchema`), with no defaults filled in: it parses to itself, so a former member's config still saves
 * unchanged (services/vip.ts); the console's form also asks for what the robot needs to answer when it is on
 * (`summerConfigFormSchema`).
 */
import { z } from 'zod';
import { MatchType, Scope, SummaryMode } from './constants.ts';
import {
  isSummaryBotType,
  SUMMARY_BOT_FIELDS,
  SUMMARY_KEYWORDS_MAX,
  SUMMARY_PROMPT_MAX,
} from './summer-config-constants.ts';

const text = (max: number, label: string) => z.string().max(max, `${label}不能超过 ${max} 个字符`);
/*
 * The console offers the spec's windows and counts (SUMMARY_WINDOW_OPTIONS, SUMMARY_COUNT_OPTIONS); the schema
 * only bounds them, so a config stored by another panel with another window still saves.
 */
const SUMMARY_HOURS_MAX = 24 * 31;
const SUMMARY_COUNT_MAX = 5000;

/** A stored `summerConfig`: every field bounded, none required (the robot answers a missing key by asking for it). */
export const summerConfigSchema = z.looseObject({
  open: z.boolean().optional(),
  keywords: z.array(text(200, '关键词')).max(SUMMARY_KEYWORDS_MAX, `最多 ${SUMMARY_KEYWORDS_MAX} 个关键词`).optional(),
  reg: z.union([z.literal(MatchType.FUZZY), z.literal(MatchType.EXACT)]).optional(),
  needAt: z.union([z.literal(0), z.literal(1)]).optional(),
  scope: z.enum([Scope.ALL, Scope.ROOM, Scope.FRIEND]).optional(),
  summerType: z.enum([SummaryMode.TIME, SummaryMode.NUM]).optional(),
  /** Hours; 0 = today. */
  summerTime: z.number().int().min(0, '请选择总结的时间范围').max(SUMMARY_HOURS_MAX).optional(),
  summerNum: z.number().int().min(1, '请选择总结的消息条数').max(SUMMARY_COUNT_MAX).optional(),
  /** Any robot type is kept while off; on, one the robot can summarise with. */
  botType: z.number().int().optional(),
  token: text(2048, '密钥').optional(),
  baseUrl: text(2048, '接口地址')
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), '接口地址必须以 http:// 或 https:// 开头')
    .optional(),
  model: text(128, '模型').optional(),
  prompt: text(SUMMARY_PROMPT_MAX, '提示词').optional(),
  botId: text(256, '机器人编号').optional(),
  /** Seconds. */
  timeout: z.number().int().min(1).max(3600).optional(),
  debug: z.boolean().optional(),
});
export type SummerConfig = z.infer<typeof summerConfigSchema>;

/**
 * What the console asks before it saves a config turned on: trigger keywords, the window or count of the mode,
 * a service the robot summarises with, its key, and Coze's botId.
 */
export const summerConfigFormSchema = summerConfigSchema.superRefine((value, ctx) => {
  if (!value.open) return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!(value.keywords ?? []).some((word) => word.trim() !== '')) missing('keywords', '请至少添加一个触发关键词');
  const mode = value.summerType ?? SummaryMode.TIME;
  if (mode === SummaryMode.TIME && value.summerTime === undefined) {
    missing('summerTime', '请选择总结的时间范围');
  }
  if (mode === SummaryMode.NUM && value.summerNum === undefined) {
    missing('summerNum', '请选择总结的消息条数');
  }
  if (!isSummaryBotType(value.botType)) missing('botType', '请选择 AI 服务');
  else if (SUMMARY_BOT_FIELDS[value.botType].botId && !value.botId?.trim()) {
    missing('botId', '请填写机器人编号（botId）');
  }
  if (!value.token?.trim()) missing('token', '请填写 AI 服务的密钥');
});
