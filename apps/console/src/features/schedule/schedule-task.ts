import type { FriendOption, LastSentTarget, MessageItem, RoomOption } from '@weassit/contract';

/**
 * The four scheduled lists these pages edit (ROBOT-PROTOCOL §5.1): 每日说, 倒计时, 素材定时发送 (`roomTaskSchedule`)
 * and 新闻资讯 (`roomNewsSchedule`).
 */
export type ScheduleKind = 'day' | 'countdown' | 'custom' | 'news';
export type TargetType = 'room' | 'contact';

/** A scheduled task as stored: the robot finds the target by `wxid`, else by `roomName` or `name`/`alias`. */
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
  /** 素材定时发送: the items in order (typed texts, or library materials by `id`). */
  contents?: MessageItem[];
  /** 新闻资讯: the category (`NEWS_CHANNELS` colid) and how many items. */
  sortId?: number | string;
  num?: number | string;
  [key: string]: unknown;
}

/** The kinds the robot sends to a group when the task has no type (每日说/倒计时 default to a friend). */
const ROOM_BY_DEFAULT: readonly ScheduleKind[] = ['custom', 'news'];

/** The type of a target stored without one. */
export const defaultTargetType = (kind: ScheduleKind): TargetType =>
  ROOM_BY_DEFAULT.includes(kind) ? 'room' : 'contact';

/** The target's type; without one the robot takes a 每日说/倒计时 target for a friend, the others for a group. */
export const targetTypeOf = (task: ScheduleTask, kind: ScheduleKind = 'day'): TargetType =>
  task.type === 'room' || task.type === 'contact' ? task.type : defaultTargetType(kind);

/** The target's name as the robot looks it up (`roomName || name`, a friend also by `alias`). */
export const targetNameOf = (task: ScheduleTask, kind: ScheduleKind = 'day'): string =>
  (task.roomName || task.name || (targetTypeOf(task, kind) === 'contact' ? task.alias : '') || '').trim();

/** The target 机器人最近发出 asks about (vip): a group by its wxid when the task has one, else by name. */
export function lastSentTargetOf(task: ScheduleTask, kind: ScheduleKind): LastSentTarget | null {
  const name = targetNameOf(task, kind);
  if (name === '') return null;
  const id = (task.wxid ?? '').trim();
  const isRoom = targetTypeOf(task, kind) === 'room';
  return id === '' ? { name, isRoom } : { id, name, isRoom };
}

/** A news category (`GET /api/wechat/channellist`, the contract's `NEWS_CHANNELS`). */
export interface NewsChannel {
  colid: number;
  name: string;
}

/** The news category's name by its id among `channels` ('' when none or unknown). */
export function newsCategoryName(sortId: unknown, channels: readonly NewsChannel[] | undefined): string {
  const id = Number(sortId);
  return channels?.find((channel) => channel.colid === id)?.name ?? '';
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
export function isTargetMissing(
  task: ScheduleTask,
  targets: RobotTargets | undefined,
  kind: ScheduleKind = 'day',
): boolean {
  if (!targets) return false;
  const room = targetTypeOf(task, kind) === 'room';
  const wxid = (task.wxid ?? '').trim();
  if (wxid !== '')
    return room ? !targets.rooms.some((r) => r.wxid === wxid) : !targets.friends.some((f) => f.wxid === wxid);
  const name = targetNameOf(task, kind);
  if (name === '') return true;
  if (room) return !targets.rooms.some((r) => r.topic === name);
  const alias = (task.alias ?? '').trim();
  return !targets.friends.some((f) => f.name === name || f.alias === name || (alias !== '' && f.alias === alias));
}

/** The display name of a target, by its wxid when the robot still has it (a renamed group shows its new topic). */
export function targetLabel(task: ScheduleTask, targets: RobotTargets | undefined, kind: ScheduleKind = 'day'): string {
  const wxid = (task.wxid ?? '').trim();
  if (targets && wxid !== '') {
    if (targetTypeOf(task, kind) === 'room') {
      const room = targets.rooms.find((r) => r.wxid === wxid);
      if (room) return room.topic;
    } else {
      const friend = targets.friends.find((f) => f.wxid === wxid);
      if (friend) return friend.name;
    }
  }
  return targetNameOf(task, kind);
}

/**
 * The robot's "send this task now" command (ROBOT-PROTOCOL §3.2 `event`, target Room/Contact): the task's fields
 * with `message.type` always set (the plugin takes a missing one for a group).
 */
const RUN_NOW_EVENT = {
  day: 'wechatEveryday',
  countdown: 'countdown',
  custom: 'roomTask',
  news: 'roomNews',
} as const satisfies Record<ScheduleKind, string>;

export function runNowEvent(kind: ScheduleKind, task: ScheduleTask) {
  const type = targetTypeOf(task, kind);
  const { paused: _paused, ...message } = task;
  return {
    target: type === 'room' ? ('Room' as const) : ('Contact' as const),
    event: RUN_NOW_EVENT[kind],
    message: { ...message, type },
  };
}

/**
 * Search (of `kind`'s list): the target's name, the texts, or one of the page's `extra` texts (e.g. the messages,
 * the news category's name) containing the word.
 */
export const scheduleTaskMatcher =
  (kind: ScheduleKind, extra?: (task: ScheduleTask) => string[]) =>
  (task: ScheduleTask, word: string): boolean => {
    const lower = word.toLowerCase();
    const texts = [targetNameOf(task, kind), task.endWord ?? '', task.prefix ?? '', task.city ?? ''];
    if (extra) texts.push(...extra(task));
    return texts.some((text) => text.toLowerCase().includes(lower));
  };

/** Search of a 每日说 or 倒计时 list. */
export const matchesScheduleTask = scheduleTaskMatcher('day');
