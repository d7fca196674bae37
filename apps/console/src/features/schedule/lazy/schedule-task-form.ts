import { BATCH_NEWS_NUM_DEFAULT, DEFAULTS } from '@weassit/contract';
import {
  fromMessageEntries,
  type MessageEntry,
  messageEntriesError,
  toMessageEntries,
} from '../../../kit/config-list/message-items';
import type { FieldErrors } from '../../../kit/form/use-form-state';
import {
  defaultTargetType,
  type ScheduleKind,
  type ScheduleTask,
  type TargetType,
  targetNameOf,
  targetTypeOf,
} from '../schedule-task';

/*
 * The add/edit form of a scheduled task: its values, the mappers from and to the stored task, and the checks
 * beyond the schema's. Loaded with the dialog, not with the list.
 */

export interface ScheduleTaskValues {
  type: TargetType;
  /** The friend's name or the group's topic. */
  name: string;
  /** The picked target's wxid; cleared when the name is typed instead. */
  wxid: string;
  date: string;
  memorialDay: string;
  city: string;
  prefix: string;
  suffix: string;
  endWord: string;
  /** 素材定时发送's messages. */
  contents: MessageEntry[];
  /** 新闻资讯's category (null: none chosen) and item count (null: left empty). */
  sortId: number | null;
  num: number | null;
}
export type ScheduleTaskField = keyof ScheduleTaskValues;

export interface ScheduleTaskTexts {
  memorialDayRequired?: string;
  cityRequired?: string;
  prefixRequired?: string;
  /** 素材定时发送: no message, or an empty text. */
  contentsRequired?: string;
  textEmpty?: string;
  /** 新闻资讯: the count left empty. */
  numInvalid?: string;
}

/** A stored number (the robot also takes digits in a string); null when there is none. */
function storedNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

export const emptyScheduleTask = (kind: ScheduleKind = 'day'): ScheduleTaskValues => ({
  type: defaultTargetType(kind),
  name: '',
  wxid: '',
  date: DEFAULTS.cron,
  memorialDay: '',
  city: '',
  prefix: '',
  suffix: '',
  endWord: '',
  contents: [],
  sortId: null,
  num: BATCH_NEWS_NUM_DEFAULT,
});

export function scheduleTaskToForm(task: ScheduleTask, kind: ScheduleKind = 'day'): ScheduleTaskValues {
  return {
    type: targetTypeOf(task, kind),
    name: targetNameOf(task, kind),
    wxid: task.wxid ?? '',
    date: task.date ?? DEFAULTS.cron,
    memorialDay: task.memorialDay ?? '',
    city: task.city ?? '',
    prefix: task.prefix ?? '',
    suffix: task.suffix ?? '',
    endWord: task.endWord ?? '',
    contents: toMessageEntries(Array.isArray(task.contents) ? task.contents : []),
    sortId: storedNumber(task.sortId),
    num: task.num === undefined ? BATCH_NEWS_NUM_DEFAULT : storedNumber(task.num),
  };
}

/**
 * The task to store for `kind`: the target's type set explicitly (the robot's default depends on the list), a
 * group by `roomName`, a friend by `name`, with the picked wxid, then the kind's own fields (the messages of
 * 素材定时发送 in the form's order; 新闻资讯's category and count as numbers); fields the form does not show kept
 * as stored.
 */
export function scheduleTaskToItem(kind: ScheduleKind, values: ScheduleTaskValues, original?: ScheduleTask) {
  const { roomName: _roomName, name: _name, alias, wxid: _wxid, ...rest } = original ?? {};
  const name = values.name.trim();
  const item: ScheduleTask = { ...rest, type: values.type, date: values.date.trim() };
  if (values.type === 'room') item.roomName = name;
  else {
    item.name = name;
    // A friend found by remark keeps it while the name is the one stored.
    if (alias && original && targetNameOf(original, kind) === name) item.alias = alias;
  }
  const wxid = values.wxid.trim();
  if (wxid !== '') item.wxid = wxid;
  if (kind === 'custom') {
    item.contents = fromMessageEntries(values.contents);
    return item;
  }
  if (kind === 'news') {
    // An unchosen category or an emptied count is stored as missing: the checks refuse it before.
    if (values.sortId === null) delete item.sortId;
    else item.sortId = values.sortId;
    if (values.num === null) delete item.num;
    else item.num = values.num;
    item.endWord = values.endWord.trim();
    return item;
  }
  const memorialDay = values.memorialDay.trim();
  if (memorialDay !== '') item.memorialDay = memorialDay;
  else delete item.memorialDay;
  item.endWord = values.endWord.trim();
  if (kind === 'day') item.city = values.city.trim();
  else {
    item.prefix = values.prefix.trim();
    item.suffix = values.suffix.trim();
  }
  return item;
}

/**
 * What the schema leaves optional but a task needs to send something meaningful (the schema checks the target,
 * the cron, a news category and the count's range).
 */
export function validateScheduleTask(
  kind: ScheduleKind,
  values: ScheduleTaskValues,
  texts: ScheduleTaskTexts,
): FieldErrors<ScheduleTaskField> {
  const errors: FieldErrors<ScheduleTaskField> = {};
  if (kind === 'custom') {
    const contents = messageEntriesError(
      values.contents,
      { itemsRequired: texts.contentsRequired ?? '', textEmpty: texts.textEmpty ?? '' },
      true,
    );
    if (contents) errors.contents = contents;
    return errors;
  }
  if (kind === 'news') {
    // The schema checks the category and a count; the form also asks for the count (none would mean 10).
    if (values.num === null) errors.num = texts.numInvalid ?? '';
    return errors;
  }
  if (texts.memorialDayRequired && values.memorialDay.trim() === '') errors.memorialDay = texts.memorialDayRequired;
  if (kind === 'day' && values.city.trim() === '' && texts.cityRequired) errors.city = texts.cityRequired;
  if (kind === 'countdown' && values.prefix.trim() === '' && texts.prefixRequired) errors.prefix = texts.prefixRequired;
  return errors;
}
