/**
 * Per-target AI configs (自定义对话, vip): which friends or groups talk to which AI service, with its settings. The
 * console edits them, the server stores them and serves them to the robot, which picks the first config whose
 * targets match a message (or an "all groups" / "all friends" one) and counts each answer in `usedNum`.
 */
import { z } from 'zod';
import { TargetKind } from './constants.ts';
import {
  GPT_SERVICE_DEFAULTS,
  GPT_SERVICE_TYPES,
  GPT_TARGETS_MAX,
  type GptServiceType,
} from './gpt-config-constants.ts';

const text = (max: number, label = '') => z.string().max(max, `${label}不能超过 ${max} 个字符`);
const flag = z.boolean();
const id = z.string().max(64, '编号不正确');
const httpUrl = (label: string) =>
  text(2048, label).refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    `${label}必须以 http:// 或 https:// 开头`,
  );

/** A friend or group as the robot names it: its id (when known) and its name or topic. */
export const gptTargetSchema = z.object({
  id: text(128).optional(),
  name: text(256, '名称').trim().min(1, '名称不能为空'),
});
export type GptTarget = z.infer<typeof gptTargetSchema>;
const targets = z.array(gptTargetSchema).max(GPT_TARGETS_MAX, `最多 ${GPT_TARGETS_MAX} 个`);

/** Image recognition (GPT-4V 6, Dify 8), speech to text (Whisper 6), text to speech (6, 7, 8, 9). */
export const open4vConfigSchema = z.looseObject({
  type: z.union([z.literal(6), z.literal(8)]),
  baseUrl: httpUrl('识图接口地址').optional(),
  token: text(2048).optional(),
  model: text(128).optional(),
});
export const whisperConfigSchema = z.looseObject({
  type: z.literal(6),
  baseUrl: httpUrl('语音识别接口地址').optional(),
  token: text(2048).optional(),
  model: text(128).optional(),
  keywords: z.array(text(200)).max(100).optional(),
});
export const ttsConfigSchema = z.looseObject({
  type: z.union([z.literal(6), z.literal(7), z.literal(8), z.literal(9)]),
  baseUrl: httpUrl('语音合成接口地址').optional(),
  token: text(2048).optional(),
  model: text(128).optional(),
  voice: text(128).optional(),
});

/** What the robot reads from `botConfig`; fields it does not know pass through. */
export const gptBotConfigSchema = z.looseObject({
  token: text(2048, '密钥').optional(),
  proxyPass: httpUrl('接口地址').optional(),
  model: text(128, '模型').optional(),
  systemMessage: text(20_000, '系统提示').optional(),
  promotId: id.optional(),
  keywordSystemMessages: z
    .array(z.object({ keyword: text(64, '触发词').trim().min(1, '请输入触发词'), promotId: id.min(1, '请选择角色') }))
    .max(50)
    .optional(),
  botId: text(256, '机器人编号').optional(),
  isAiAgent: flag.optional(),
  stream: flag.optional(),
  showQuestion: flag.optional(),
  showSuggestions: flag.optional(),
  showDownloadUrl: flag.optional(),
  /** Seconds, as the robot multiplies it by 1000. */
  timeoutMs: z.number().int().min(1).max(3600).optional(),
  debug: flag.optional(),
  ignoreFiles: flag.optional(),
  filterLinkContent: flag.optional(),
  record: flag.optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  maxToken: z.number().int().min(1).max(1_000_000).nullable().optional(),
  modelMaxToken: z.number().int().min(1).max(10_000_000).nullable().optional(),
  open4v: flag.optional(),
  open4vConfig: open4vConfigSchema.optional(),
  openWhisper: flag.optional(),
  whisperConfig: whisperConfigSchema.optional(),
  openTTS: flag.optional(),
  ttsConfig: ttsConfigSchema.optional(),
});
export type GptBotConfig = z.infer<typeof gptBotConfigSchema>;

const serviceTypes = GPT_SERVICE_TYPES as readonly number[];

/**
 * One per-target config as the console saves it. `isAllRoom`/`isAllFriend` with `excludes` means "every group (or
 * friend) but these"; the server turns that into a target list when it serves the robot, which cannot exclude.
 */
export const gptConfigInputSchema = z
  .object({
    name: text(64, '名称').trim().max(64).default(''),
    type: z.enum([TargetKind.ROOM, TargetKind.CONTACT], { error: '请选择对象类型' }),
    targets: targets.default([]),
    onlyId: flag.default(false),
    isAllRoom: flag.default(false),
    isAllFriend: flag.default(false),
    excludes: targets.default([]),
    allowRoomMembers: targets.default([]),
    openChat: flag.default(true),
    needAt: z.union([z.literal(0), z.literal(1)]).default(1),
    keywords: z.array(text(200, '关键词').trim().min(1, '关键词不能为空')).max(100, '最多 100 个关键词').default([]),
    replaceKeyword: flag.default(false),
    limitNum: z.number().int().min(0, '次数不能小于 0').max(100_000_000).default(0),
    rechargeTip: text(2000, '提示').default(''),
    defaultReply: text(2000, '默认回复').default(''),
    openFileAnalyze: flag.default(false),
    robotType: z
      .number({ error: '请选择 AI 服务' })
      .int()
      .refine((value) => serviceTypes.includes(value), '不支持的 AI 服务') as z.ZodType<GptServiceType>,
    botConfig: gptBotConfigSchema.default({}),
  })
  // Zod runs this even when a field above failed its own (non-aborting) check, e.g. an unknown robotType: read
  // every field defensively so a bad input is refused with its message rather than a TypeError.
  .superRefine((value, ctx) => {
    const everyone = value.type === TargetKind.ROOM ? value.isAllRoom : value.isAllFriend;
    if (!everyone && !value.targets?.length) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: '请至少选择一个对象' });
    }
    if (value.openChat && !value.botConfig?.token) {
      ctx.addIssue({ code: 'custom', path: ['botConfig', 'token'], message: '请输入密钥' });
    }
    if (value.openChat && GPT_SERVICE_DEFAULTS[value.robotType]?.needsBotId && !value.botConfig?.botId) {
      ctx.addIssue({ code: 'custom', path: ['botConfig', 'botId'], message: '请输入机器人编号' });
    }
  });
export type GptConfigInput = z.input<typeof gptConfigInputSchema>;
export type GptConfigValues = z.output<typeof gptConfigInputSchema>;

/** A stored config as the console lists it: the saved fields, its id and how many answers it has given. */
export type GptConfig = GptConfigValues & { id: string; usedNum: number; updatedAt: number };

/** The robot's usage report (`POST /gpt/config`): the config's id and its new answer count. */
export const gptUsageSchema = z.object({
  id: z.string({ error: '缺少配置编号' }).max(64, '配置编号不正确').min(1, '缺少配置编号'),
  usedNum: z.coerce.number({ error: '次数不正确' }).int('次数不正确').min(0, '次数不正确').max(1_000_000_000),
});
