/**
 * 批量定时任务 (vip; ROBOT-PROTOCOL §5.3): one task sends to many groups or friends on a cron — material contents
 * (custom), a news digest (news) or a Dify workflow's output (customContent). The console edits them, the server
 * stores them and serves the robot `GET /user/task` (paused tasks left out), pushing `tasks` after each change and
 * the `event` `Tasks` for 立即发送.
 */
import { z } from 'zod';
import {
  BATCH_DELAY_MAX_MS,
  BATCH_MESSAGES,
  BATCH_NEWS_NUM_DEFAULT,
  BATCH_TARGETS_MAX,
  BATCH_VARIABLES_MAX,
  DIFY_WORKFLOW_SORT_ID,
} from './batch-task-constants.ts';
import { isHttpUrl } from './checks.ts';
import { TargetKind } from './constants.ts';
import { type GptTarget, gptTargetSchema } from './gpt-config.ts';
import {
  type MessageItem,
  newsNumSchema,
  newsSortIdSchema,
  scheduleContentsSchema,
  scheduleCronSchema,
} from './robot-config.ts';

const text = (max: number, message = `不能超过 ${max} 个字符`) => z.string().max(max, message);
const targets = z.array(gptTargetSchema).max(BATCH_TARGETS_MAX, BATCH_MESSAGES.targetsTooMany);
const delay = z
  .number({ error: BATCH_MESSAGES.delayInvalid })
  .int(BATCH_MESSAGES.delayInvalid)
  .min(0, BATCH_MESSAGES.delayInvalid)
  .max(BATCH_DELAY_MAX_MS, BATCH_MESSAGES.delayInvalid)
  .optional();

/** 素材定时发送: the items in order (inline, or library materials by `id`). */
const customInfo = z.object({ contents: scheduleContentsSchema, delay }, { error: BATCH_MESSAGES.taskInfoRequired });
/** 新闻资讯: a category of `GET /api/wechat/channellist`, how many items, and closing words. */
const newsInfo = z.object(
  {
    sortId: newsSortIdSchema,
    num: newsNumSchema.default(BATCH_NEWS_NUM_DEFAULT),
    endWord: text(500).default(''),
    delay,
  },
  { error: BATCH_MESSAGES.taskInfoRequired },
);
/** 自定义内容: a Dify workflow the robot runs itself with these inputs. */
const customContentInfo = z.object(
  {
    sortId: z.literal(DIFY_WORKFLOW_SORT_ID, { error: BATCH_MESSAGES.sourceRequired }),
    isLocal: z.literal(true).default(true),
    baseUrl: z
      .string({ error: BATCH_MESSAGES.baseUrlRequired })
      .trim()
      .min(1, BATCH_MESSAGES.baseUrlRequired)
      .max(2048, { message: BATCH_MESSAGES.baseUrlInvalid, abort: true })
      .refine(isHttpUrl, BATCH_MESSAGES.baseUrlInvalid),
    apikey: z
      .string({ error: BATCH_MESSAGES.apikeyRequired })
      .max(512, { message: BATCH_MESSAGES.apikeyTooLong, abort: true })
      .trim()
      .min(1, BATCH_MESSAGES.apikeyRequired),
    variables: z
      .array(
        z.object({
          key: text(64).trim().min(1, BATCH_MESSAGES.variableKeyRequired),
          value: text(2000).default(''),
        }),
      )
      .max(BATCH_VARIABLES_MAX, BATCH_MESSAGES.variablesTooMany)
      .default([]),
    delay,
  },
  { error: BATCH_MESSAGES.taskInfoRequired },
);

const common = {
  /** The operator's label for the list ('' → the list shows the kind and targets). */
  name: text(64, BATCH_MESSAGES.nameTooLong).trim().default(''),
  type: z.enum([TargetKind.ROOM, TargetKind.CONTACT], { error: BATCH_MESSAGES.typeRequired }),
  cron: scheduleCronSchema,
  /** Every group (type room) or every friend (type contact) but `excludeTargets`. */
  isAll: z.boolean().default(false),
  targets: targets.default([]),
  excludeTargets: targets.default([]),
  /** The console's own: a paused task is left out of `GET /user/task`. */
  paused: z.boolean().default(false),
};

/** One batch task as the console saves it. */
export const batchTaskInputSchema = z
  .discriminatedUnion(
    'taskType',
    [
      z.object({ ...common, taskType: z.literal('custom'), taskInfo: customInfo }),
      z.object({ ...common, taskType: z.literal('news'), taskInfo: newsInfo }),
      z.object({ ...common, taskType: z.literal('customContent'), taskInfo: customContentInfo }),
    ],
    { error: BATCH_MESSAGES.taskTypeRequired },
  )
  .superRefine((value, ctx) => {
    if (!value.isAll && !value.targets?.length) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: BATCH_MESSAGES.targetsRequired });
    }
  });
export type BatchTaskInput = z.input<typeof batchTaskInputSchema>;
export type BatchTaskValues = z.output<typeof batchTaskInputSchema>;

/** A stored task as the console lists it. */
export type BatchTask = BatchTaskValues & { id: string; updatedAt: number };

/** A task as the robot reads it from `GET /user/task` and in the `event` `Tasks` (run now). */
export interface RobotBatchTask {
  id: string;
  type: TargetKind;
  cron: string;
  isAll: boolean;
  /** Always an array: without it the plugin selects no target at all. */
  excludeTargets: GptTarget[];
  /**
   * `id` left out when unknown: an empty one makes the Wechaty query throw. The plugin looks targets up with
   * `find({id, name})`, a two-key query Wechaty refuses when `id` is undefined, so the server fills in the id of
   * the uploaded chat of that name where it can (apps/server/src/services/batch-task-targets.ts).
   */
  targets: GptTarget[];
  taskType: BatchTaskValues['taskType'];
  taskInfo: Record<string, unknown> & { contents?: MessageItem[] };
}
