import {
  BATCH_NEWS_NUM_DEFAULT,
  type BatchTask,
  type BatchTaskInput,
  type BatchTaskType,
  DIFY_WORKFLOW_SORT_ID,
  type GptTarget,
  TargetKind,
} from '@weassit/contract';
import { fromMessageEntries, type MessageEntry, toMessageEntries } from '../../../kit/config-list/message-items';

/*
 * The batch task dialog's values and their conversions; free of zod (batch-task-validation.ts checks them with the
 * contract's batchTaskInputSchema).
 */

/** The robot's default cron of a new task: every day at 08:00. */
export const DEFAULT_BATCH_CRON = '0 0 8 * * ?';

/** One Dify workflow input as the form edits it (`rowKey` only keys the row). */
export interface VariableRow {
  rowKey: string;
  key: string;
  value: string;
}

export interface BatchTaskFormValues {
  taskType: BatchTaskType;
  name: string;
  type: TargetKind;
  isAll: boolean;
  targets: GptTarget[];
  excludeTargets: GptTarget[];
  cron: string;
  paused: boolean;
  /** custom: the messages in order. */
  contents: MessageEntry[];
  /** news: the category (a NEWS_CHANNELS colid), none picked yet: null. */
  sortId: number | null;
  /** news: items per run (NaN while the field is empty). */
  num: number;
  endWord: string;
  /** customContent: the Dify workflow. */
  baseUrl: string;
  apikey: string;
  variables: VariableRow[];
  /** ms between two targets; null: the robot's default. */
  delay: number | null;
}

/** A field of the form; `variable.{i}` is the i-th workflow input's name. */
export type BatchTaskField = Exclude<keyof BatchTaskFormValues, 'paused' | 'taskType'> | `variable.${number}`;

let nextRow = 0;
export const newVariableRow = (key = '', value = ''): VariableRow => ({ rowKey: `variable-${++nextRow}`, key, value });

/** A new task of `taskType`: to groups, every day at 08:00, nothing picked. */
export function emptyBatchTaskForm(taskType: BatchTaskType): BatchTaskFormValues {
  return {
    taskType,
    name: '',
    type: TargetKind.ROOM,
    isAll: false,
    targets: [],
    excludeTargets: [],
    cron: DEFAULT_BATCH_CRON,
    paused: false,
    contents: [],
    sortId: null,
    num: BATCH_NEWS_NUM_DEFAULT,
    endWord: '',
    baseUrl: '',
    apikey: '',
    variables: [],
    delay: null,
  };
}

/** A stored task as the form's values. */
export function batchTaskToForm(task: BatchTask): BatchTaskFormValues {
  const values: BatchTaskFormValues = {
    ...emptyBatchTaskForm(task.taskType),
    name: task.name,
    type: task.type,
    isAll: task.isAll,
    targets: [...task.targets],
    excludeTargets: [...task.excludeTargets],
    cron: task.cron,
    paused: task.paused,
    delay: task.taskInfo.delay ?? null,
  };
  switch (task.taskType) {
    case 'custom':
      return { ...values, contents: toMessageEntries(task.taskInfo.contents) };
    case 'news':
      return { ...values, sortId: task.taskInfo.sortId, num: task.taskInfo.num, endWord: task.taskInfo.endWord };
    case 'customContent':
      return {
        ...values,
        baseUrl: task.taskInfo.baseUrl,
        apikey: task.taskInfo.apikey,
        variables: task.taskInfo.variables.map((v) => newVariableRow(v.key, v.value)),
      };
  }
}

/** What is saved: the common fields, and the kind's `taskInfo` only; a cleared delay left out. */
export function batchFormToInput(values: BatchTaskFormValues): BatchTaskInput {
  const delay = values.delay === null || Number.isNaN(values.delay) ? {} : { delay: values.delay };
  const common = {
    name: values.name.trim(),
    type: values.type,
    cron: values.cron,
    isAll: values.isAll,
    targets: values.isAll ? [] : values.targets,
    excludeTargets: values.isAll ? values.excludeTargets : [],
    paused: values.paused,
  };
  switch (values.taskType) {
    case 'custom':
      return { ...common, taskType: 'custom', taskInfo: { contents: fromMessageEntries(values.contents), ...delay } };
    case 'news':
      return {
        ...common,
        taskType: 'news',
        // null fails the schema with 请选择新闻分类.
        taskInfo: { sortId: values.sortId as number, num: values.num, endWord: values.endWord, ...delay },
      };
    case 'customContent':
      return {
        ...common,
        taskType: 'customContent',
        taskInfo: {
          sortId: DIFY_WORKFLOW_SORT_ID,
          isLocal: true,
          baseUrl: values.baseUrl.trim(),
          apikey: values.apikey.trim(),
          variables: values.variables.map(({ key, value }) => ({ key: key.trim(), value })),
          ...delay,
        },
      };
  }
}

/** Switching 群/好友 empties the picked and excluded targets (a group is no friend). */
export function switchBatchKind(type: TargetKind): Partial<BatchTaskFormValues> {
  return { type, targets: [], excludeTargets: [] };
}
