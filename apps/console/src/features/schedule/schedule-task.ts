import { DEFAULTS, type FriendOption, type RoomOption } from '@weassit/contract';
import type { FieldErrors } from '../../kit/form/use-form-state';

/** The two scheduled lists these pages edit (ROBOT-PROTOCOL §5.1). */
export type ScheduleKind = 'day' | 'countdown';
export type TargetType = 'room' | 'contact';

/** A 每日说 or 倒计时 task as stored: the robot finds the target by `wxid`, else by `roomName` or `name`/`alias`. */
export interface ScheduleTask {
  id?: number;
  /** The cron (6 fields, seconds first, Asia/Shanghai). */
  date?: string;
  type?: TargetType;
  wxid?: string;
  roomName?: string;
  name?: string;
  alias?: string;
  /** The console's own: the server leaves a paused task out of the config the robot reads. */
  paused?: boolean;
  memorialDay?: string;
  city?: string;
  prefix?: string;
  suffix?: string;
  endWord?: string;
  [key: string]: unknown;
}

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
}
export type ScheduleTaskField = keyof ScheduleTaskValues;

export interface ScheduleTaskTexts {
  memorialDayRequired: string;
  cityRequired?: string;
  prefixRequired?: string;
}

/** Without a type the robot takes a 每日说/倒计时 target for a friend. */
export const targetTypeOf = (task: ScheduleTask): TargetType => (task.type === 'room' ? 'room' : 'contact');

/** The target's name as the robot looks it up (`roomName || name`, a friend also by `alias`). */
export const targetNameOf = (task: ScheduleTask): string =>
  (task.roomName || task.name || (targetTypeOf(task) === 'contact' ? task.alias : '') || '').trim();

export const emptyScheduleTask = (): ScheduleTaskValues => ({
  type: 'contact',
  name: '',
  wxid: '',
  date: DEFAULTS.cron,
  memorialDay: '',
  city: '',
  prefix: '',
  suffix: '',
  endWord: '',
});

export function scheduleTaskToForm(task: ScheduleTask): ScheduleTaskValues {
  return {
    type: targetTypeOf(task),
    name: targetNameOf(task),
    wxid: task.wxid ?? '',
    date: task.date ?? DEFAULTS.cron,
    memorialDay: task.memorialDay ?? '',
    city: task.city ?? '',
    prefix: task.prefix ?? '',
    suffix: task.suffix ?? '',
    endWord: task.endWord ?? '',
  };
}

/**
 * The task to store for `kind`: the target's type set explicitly (the robot defaults to a friend), a group by
 * `roomName`, a friend by `name`, with the picked wxid; fields the form does not show kept as stored.
 */
export function scheduleTaskToItem(kind: ScheduleKind, values: ScheduleTaskValues, original?: ScheduleTask) {
  const { roomName: _roomName, name: _name, alias, wxid: _wxid, ...rest } = original ?? {};
  const name = values.name.trim();
  const item: ScheduleTask = { ...rest, type: values.type, date: values.date.trim() };
  if (values.type === 'room') item.roomName = name;
  else {
    item.name = name;
    // A friend found by remark keeps it while the name is the one stored.
    if (alias && original && targetNameOf(original) === name) item.alias = alias;
  }
  const wxid = values.wxid.trim();
  if (wxid !== '') item.wxid = wxid;
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

/** What the schema leaves optional but a task needs to send something meaningful. */
export function validateScheduleTask(
  kind: ScheduleKind,
  values: ScheduleTaskValues,
  texts: ScheduleTaskTexts,
): FieldErrors<ScheduleTaskField> {
  const errors: FieldErrors<ScheduleTaskField> = {};
  if (values.memorialDay.trim() === '') errors.memorialDay = texts.memorialDayRequired;
  if (kind === 'day' && values.city.trim() === '' && texts.cityRequired) errors.city = texts.cityRequired;
  if (kind === 'countdown' && values.prefix.trim() === '' && texts.prefixRequired) errors.prefix = texts.prefixRequired;
  return errors;
}

/** The robot's friends and groups, as loaded for the stale check (undefined: not known, nothing is flagged). */
export interface RobotTargets {
  friends: readonly FriendOption[];
  rooms: readonly RoomOption[];
}

/**
 * Whether the robot would not find the target: a wxid not among its friends/groups (a stale wxid silently
 * disables the task: no fallback to the name), or, without a wxid, no friend or group of that name.
 */
export function isTargetMissing(task: ScheduleTask, targets: RobotTargets | undefined): boolean {
  if (!targets) return false;
  const room = targetTypeOf(task) === 'room';
  const wxid = (task.wxid ?? '').trim();
  if (wxid !== '')
    return room ? !targets.rooms.some((r) => r.wxid === wxid) : !targets.friends.some((f) => f.wxid === wxid);
  const name = targetNameOf(task);
  if (name === '') return true;
  if (room) return !targets.rooms.some((r) => r.topic === name);
  const alias = (task.alias ?? '').trim();
  return !targets.friends.some((f) => f.name === name || f.alias === name || (alias !== '' && f.alias === alias));
}

/** The display name of a target, by its wxid when the robot still has it (a renamed group shows its new topic). */
export function targetLabel(task: ScheduleTask, targets: RobotTargets | undefined): string {
  const wxid = (task.wxid ?? '').trim();
  if (targets && wxid !== '') {
    if (targetTypeOf(task) === 'room') {
      const room = targets.rooms.find((r) => r.wxid === wxid);
      if (room) return room.topic;
    } else {
      const friend = targets.friends.find((f) => f.wxid === wxid);
      if (friend) return friend.name;
    }
  }
  return targetNameOf(task);
}

/**
 * The robot's "send this task now" command (ROBOT-PROTOCOL §3.2 `event`, target Room/Contact): the task's fields
 * with `message.type` always set (the plugin takes a missing one for a group).
 */
export function runNowEvent(kind: ScheduleKind, task: ScheduleTask) {
  const type = targetTypeOf(task);
  const { paused: _paused, ...message } = task;
  return {
    target: type === 'room' ? ('Room' as const) : ('Contact' as const),
    event: kind === 'day' ? ('wechatEveryday' as const) : ('countdown' as const),
    message: { ...message, type },
  };
}

/** Search: the target's name or the closing words containing the word. */
export const matchesScheduleTask = (task: ScheduleTask, word: string): boolean => {
  const lower = word.toLowerCase();
  return [targetNameOf(task), task.endWord ?? '', task.prefix ?? '', task.city ?? ''].some((text) =>
    text.toLowerCase().includes(lower),
  );
};
