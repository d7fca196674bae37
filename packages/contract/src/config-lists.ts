/**
 * Item operations on one rule or task list of the robot config (the console's list editors): read one list with
 * its version, then add, replace, delete, duplicate or move one item. Each operation sends back the version it
 * read; a list changed in between answers a conflict, other lists never do.
 */
import { z } from 'zod';
import {
  CONFIG_LIST_MAX,
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

export const CONFIG_LIST_NAMES = [
  'replyKeywords',
  'eventKeywords',
  'callBackEvents',
  'roomJoinKeywords',
  'forwards',
  'privateForwards',
  'roomAsyncList',
  'dayTaskSchedule',
  'roomTaskSchedule',
  'roomNewsSchedule',
  'countDownTaskSchedule',
] as const;
export type ConfigListName = (typeof CONFIG_LIST_NAMES)[number];

export interface ConfigListSpec {
  /** The same item schema the whole config's list uses. */
  readonly item: z.ZodType<Record<string, unknown>, object>;
  readonly max: number;
  /** The plugin evaluates the list in order and the first match wins, so moving an item changes behaviour. */
  readonly ordered: boolean;
  /** Items carry the sequential id from 1 (spec §3 "Scheduled task items"). */
  readonly scheduled: boolean;
}

const rules = (item: ConfigListSpec['item'], max: number, ordered: boolean): ConfigListSpec => ({
  item,
  max,
  ordered,
  scheduled: false,
});
const schedule = (item: ConfigListSpec['item'], max: number): ConfigListSpec => ({
  item,
  max,
  ordered: false,
  scheduled: true,
});

/**
 * Every editable list. Ordered (ROBOT-PROTOCOL §4.2, §4.3): the keyword rules, where the first rule that
 * matches answers. Not ordered: private forwards and group syncs (every matching one runs) and schedules (each
 * is its own timer).
 */
export const CONFIG_LISTS: Record<ConfigListName, ConfigListSpec> = {
  replyKeywords: rules(replyKeywordSchema, CONFIG_LIST_MAX.replyKeywords, true),
  eventKeywords: rules(eventKeywordSchema, CONFIG_LIST_MAX.eventKeywords, true),
  callBackEvents: rules(callbackEventSchema, CONFIG_LIST_MAX.callBackEvents, true),
  roomJoinKeywords: rules(roomJoinKeywordSchema, CONFIG_LIST_MAX.roomJoinKeywords, true),
  forwards: rules(forwardSchema, CONFIG_LIST_MAX.forwards, true),
  privateForwards: rules(privateForwardSchema, CONFIG_LIST_MAX.privateForwards, false),
  roomAsyncList: rules(roomAsyncSchema, CONFIG_LIST_MAX.roomAsyncList, false),
  dayTaskSchedule: schedule(dayTaskScheduleSchema, CONFIG_LIST_MAX.dayTaskSchedule),
  roomTaskSchedule: schedule(roomTaskScheduleSchema, CONFIG_LIST_MAX.roomTaskSchedule),
  roomNewsSchedule: schedule(roomNewsScheduleSchema, CONFIG_LIST_MAX.roomNewsSchedule),
  countDownTaskSchedule: schedule(countDownTaskScheduleSchema, CONFIG_LIST_MAX.countDownTaskSchedule),
};

/** Largest item, as JSON text: a keyword rule with its replies fits many times over. */
export const CONFIG_LIST_ITEM_MAX_BYTES = 64 * 1024;

/** Refusal of an operation whose list changed since the client read it; `data.version` is the current one. */
export const CONFIG_LIST_CONFLICT_MESSAGE = '该列表已在别处被修改，请刷新后重试';

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
