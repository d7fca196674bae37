/**
 * 批量定时任务 (vip; ROBOT-PROTOCOL §5.3): paths, limits, kinds, content sources and messages. No schemas here, so
 * the task lists do not download zod (the schemas are in batch-task.ts).
 */
import { API_PREFIX } from './api.ts';
import type { BatchTask, RobotBatchTask } from './batch-task.ts';
import type { GptTarget } from './gpt-config.ts';
import type { Option } from './options.ts';

/** The console's calls: `GET|POST /api/batch_tasks`, `PUT|DELETE /api/batch_tasks/{id}`, `POST …/{id}/run`. */
export const BATCH_TASK_PATH = `${API_PREFIX}/batch_tasks`;

/** Most batch tasks one account keeps (all kinds together). */
export const BATCH_TASKS_MAX = 100;
/** Most named targets, and most exclusions, of one task. */
export const BATCH_TARGETS_MAX = 500;
/** Most message items of one 素材定时发送 task. */
export const BATCH_CONTENTS_MAX = 20;
/** Pause between two targets the robot keeps (ms); unset means its default (1000, or 800 for 自定义内容). */
export const BATCH_DELAY_MAX_MS = 600_000;
/** News items per run (the robot's default is 10). */
export const BATCH_NEWS_NUM_MAX = 30;
export const BATCH_NEWS_NUM_DEFAULT = 10;
/** Dify workflow inputs of one 自定义内容 task. */
export const BATCH_VARIABLES_MAX = 20;

/**
 * The kinds of batch task the console makes, as the robot's `taskType`. (The robot also knows `countDown`; the
 * console's countdowns are config schedules.)
 */
export const BATCH_TASK_TYPES = ['custom', 'news', 'customContent'] as const;
export type BatchTaskType = (typeof BATCH_TASK_TYPES)[number];
export const BATCH_TASK_TYPE_OPTIONS: readonly Option<BatchTaskType>[] = [
  { value: 'custom', label: '素材定时发送' },
  { value: 'news', label: '新闻资讯' },
  { value: 'customContent', label: '自定义内容' },
];

/**
 * The 自定义内容 source the robot runs itself (`isLocal`): a Dify workflow at the task's `baseUrl` with its
 * `apikey` and input variables; the workflow's text (and image) are sent. The only content source with a real
 * producer today, so it is the only one `GET /api/wechat/customchannellist` offers.
 */
export const DIFY_WORKFLOW_SORT_ID = 30001;

export const BATCH_MESSAGES = {
  nameTooLong: '任务名称不能超过 64 个字符',
  typeRequired: '请选择发送对象类型',
  targetsRequired: '请至少选择一个发送对象',
  targetsTooMany: `发送对象不能超过 ${BATCH_TARGETS_MAX} 个`,
  taskTypeRequired: '请选择任务类型',
  taskInfoRequired: '请填写任务内容',
  contentsRequired: '请至少添加一条发送内容',
  contentsTooMany: `发送内容不能超过 ${BATCH_CONTENTS_MAX} 条`,
  categoryRequired: '请选择新闻分类',
  numInvalid: `条数应为 1 到 ${BATCH_NEWS_NUM_MAX} 之间的整数`,
  delayInvalid: `间隔应为 0 到 ${BATCH_DELAY_MAX_MS} 毫秒之间的整数`,
  sourceRequired: '请选择内容来源',
  baseUrlRequired: '请填写 Dify 服务地址',
  baseUrlInvalid: 'Dify 服务地址必须以 http:// 或 https:// 开头',
  apikeyRequired: '请填写 Dify 工作流密钥',
  apikeyTooLong: 'Dify 工作流密钥不能超过 512 个字符',
  variableKeyRequired: '变量名不能为空',
  variablesTooMany: `变量不能超过 ${BATCH_VARIABLES_MAX} 个`,
  notFound: '任务不存在',
  tooMany: `最多保存 ${BATCH_TASKS_MAX} 个批量任务`,
} as const;

const robotTargets = (list: readonly GptTarget[]) =>
  list.map((t) => (t.id ? { id: t.id, name: t.name } : { name: t.name }));

/** The stored task as the robot reads it. */
export function robotBatchTask(task: BatchTask): RobotBatchTask {
  return {
    id: task.id,
    type: task.type,
    cron: task.cron.trim(),
    isAll: task.isAll,
    excludeTargets: task.isAll ? robotTargets(task.excludeTargets) : [],
    targets: task.isAll ? [] : robotTargets(task.targets),
    taskType: task.taskType,
    taskInfo: { ...task.taskInfo },
  };
}
