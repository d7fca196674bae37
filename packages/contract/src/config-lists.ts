/**
 * Item operations on one rule or task list of the robot config (the console's list editors): read one list with
 * its version, then add, replace, delete, duplicate or move one item. Each operation sends back the version it
 * read; a list changed in between answers a conflict, other lists never do.
 */
import { z } from 'zod';
import {
  CONFIG_LIST_ITEM_MAX_BYTES,
  CONFIG_LIST_MAX,
  CONFIG_LIST_NAMES,
  CONFIG_LIST_TRAITS,
  type ConfigListName,
  type ConfigListTraits,
} from './config-list-traits.ts';
import {
  callbackEventSchema,
  countDownTaskScheduleSchema,
  dayTaskScheduleSchema,
  eventKeywordSchema,
  forwardSchema,
  privateForwardSchema,
  replyKeywordSchema,
  roomAsyncSchema,
  roomJoinKeywordSchema,
  roomNewsScheduleSchema,
  roomTaskScheduleSchema,
} from './robot-config.ts';

export interface ConfigListSpec extends ConfigListTraits {
  /** The same item schema the whole config's list uses. */
  readonly item: z.ZodType<Record<string, unknown>, object>;
}

const ITEM_SCHEMAS: Record<ConfigListName, ConfigListSpec['item']> = {
  replyKeywords: replyKeywordSchema,
  eventKeywords: eventKeywordSchema,
  callBackEvents: callbackEventSchema,
  roomJoinKeywords: roomJoinKeywordSchema,
  forwards: forwardSchema,
  privateForwards: privateForwardSchema,
  roomAsyncList: roomAsyncSchema,
  dayTaskSchedule: dayTaskScheduleSchema,
  roomTaskSchedule: roomTaskScheduleSchema,
  roomNewsSchedule: roomNewsScheduleSchema,
  countDownTaskSchedule: countDownTaskScheduleSchema,
};

/** Every editable list: its traits (cap, order, ids) with its item schema. */
export const CONFIG_LISTS = Object.fromEntries(
  CONFIG_LIST_NAMES.map((name) => [name, { ...CONFIG_LIST_TRAITS[name], item: ITEM_SCHEMAS[name] }]),
) as Record<ConfigListName, ConfigListSpec>;

const listName = z.string({ error: '缺少列表名称' }).pipe(z.enum(CONFIG_LIST_NAMES, { error: '列表名称不正确' }));
const listVersion = z
  .string({ error: '缺少列表版本' })
  .max(64, { message: '列表版本不正确', abort: true })
  .regex(/^[0-9a-f]{16}$/, '列表版本不正确');
const index = (label: string) =>
  z
    .number({ error: `缺少${label}` })
    .int(`${label}不正确`)
    .min(0, `${label}不正确`)
    .max(Math.max(...Object.values(CONFIG_LIST_MAX)), `${label}不正确`);

export const configListQuerySchema = z.object({ name: listName });
/** The item itself, present or not, is checked by `configListItemSchema(name)` once the list is known. */
const anyItem = z.unknown().optional();
export const configListAddSchema = z.object({ name: listName, version: listVersion, item: anyItem });
export const configListReplaceSchema = z.object({
  name: listName,
  version: listVersion,
  index: index('条目序号'),
  item: anyItem,
});
export const configListIndexSchema = z.object({ name: listName, version: listVersion, index: index('条目序号') });
export const configListMoveSchema = z.object({
  name: listName,
  version: listVersion,
  from: index('原位置'),
  to: index('新位置'),
});

/** `{ item }` as the list `name` accepts it: present, an object, its size, then the whole config's item schema. */
export function configListItemSchema(name: ConfigListName) {
  const bounded = z.unknown().transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'invalid_type', expected: 'object', message: '缺少条目' });
      return z.NEVER;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: '条目必须是一个对象' });
      return z.NEVER;
    }
    if (JSON.stringify(value).length > CONFIG_LIST_ITEM_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: '条目过大' });
      return z.NEVER;
    }
    return value;
  });
  return z.object({ item: bounded.pipe(CONFIG_LISTS[name].item) });
}

export type ConfigListAddRequest = z.infer<typeof configListAddSchema>;
export type ConfigListReplaceRequest = z.infer<typeof configListReplaceSchema>;
export type ConfigListIndexRequest = z.infer<typeof configListIndexSchema>;
export type ConfigListMoveRequest = z.infer<typeof configListMoveSchema>;

/** What every list call answers in `data`: the list as stored now and its version. */
export interface ConfigList {
  name: ConfigListName;
  version: string;
  items: Record<string, unknown>[];
}
