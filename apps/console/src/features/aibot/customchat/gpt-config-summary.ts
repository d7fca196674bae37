import type { GptConfig } from '@weassit/contract';
import { format } from '../../../lib/i18n/format';
import type { CustomChatMessages } from './messages';

/*
 * What a 自定义对话 row says at a glance. Types only from the contract's gpt-config module: its values build zod
 * schemas, which must stay out of the list's first visit.
 */

/** How many target names a row's label names before 等 N 个. */
const NAMED_TARGETS = 3;

/** Whether the config applies to every group (or friend) of its kind. */
export const isForEveryone = (config: Pick<GptConfig, 'type' | 'isAllRoom' | 'isAllFriend'>): boolean =>
  config.type === 'room' ? config.isAllRoom : config.isAllFriend;

/** The row's name: its own, else its targets (全部群聊 / the first names 等 N 个). */
export function gptConfigName(config: GptConfig, t: CustomChatMessages): string {
  if (config.name.trim()) return config.name.trim();
  if (isForEveryone(config)) return config.type === 'room' ? t.allRooms : t.allFriends;
  const names = config.targets.slice(0, NAMED_TARGETS).map((target) => target.name);
  const more = config.targets.length - names.length;
  return more > 0 ? `${names.join('、')} ${format(t.moreTargets, { count: config.targets.length })}` : names.join('、');
}

/** The usage: 已用 3 / 100 次, or 已用 3 次 · 不限 without a limit. */
export function gptUsageText(config: Pick<GptConfig, 'usedNum' | 'limitNum'>, t: CustomChatMessages): string {
  return config.limitNum > 0
    ? format(t.usage, { used: config.usedNum, limit: config.limitNum })
    : format(t.unlimited, { used: config.usedNum });
}

/** Whether the limit is used up (the robot then answers with the recharge tip). */
export const isUsedUp = (config: Pick<GptConfig, 'usedNum' | 'limitNum'>): boolean =>
  config.limitNum > 0 && config.usedNum >= config.limitNum;
