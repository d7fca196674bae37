/**
 * How the plugin matches: keywords (1 contains, 2 equals; it has no other kind), the needAt/scope gate of its
 * keyword rules, and chat targets by name or id. Each helper mirrors one piece of the plugin's code.
 */
import type { MessageItem } from '../robot-config.ts';
import { SIM_MESSAGES as M } from './messages.ts';
import type { SimulatedGptConfig, SimulatedTarget } from './types.ts';

/** The plugin's merged config: its defaults under what the server sent. */
export type PluginConfig = Record<string, unknown>;

/** What every layer sees about the message. */
export interface SimContext {
  config: PluginConfig;
  gptConfigs: readonly SimulatedGptConfig[];
  vip: boolean;
  isRoom: boolean;
  /** The text the rules see: trimmed in private chats, without @-mentions in groups. */
  text: string;
  /** The text as sent (the plugin's forwards of group messages read it). */
  rawText: string;
  mentioned: boolean;
  senderName: string;
  senderId: string | undefined;
  isFriend: boolean;
  roomTopic: string;
  roomId: string | undefined;
  materials: Readonly<Record<string, MessageItem>>;
}

export const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The first keyword that matches: reg 1 = the text contains it, reg 2 = the text equals it. The plugin treats
 * any other reg (a regex, a string "1") as matching nothing.
 */
export function matchKeyword(keywords: readonly string[], reg: unknown, text: string): string | undefined {
  if (reg === 1) return keywords.find((k) => text.includes(k));
  if (reg === 2) return keywords.find((k) => text === k);
  return undefined;
}

export interface GateRule {
  needAt?: unknown;
  scope?: unknown;
}

/**
 * Why a matched keyword rule does not apply here, or null when it does. The plugin's condition: in a group,
 * `needAt === 1` or needAt absent requires an @-mention (any other value, null and true included, does not);
 * scope 'friend' is private only, 'room' groups only, anything else both. The summary checks only
 * `needAt === 1` (`absentNeedAtRequires` false): there an absent needAt means no @ is needed.
 */
export function gateBlock(rule: GateRule, ctx: SimContext, absentNeedAtRequires = true): string | null {
  if (ctx.isRoom && rule.scope === 'friend') return M.onlyFriend;
  if (!ctx.isRoom && rule.scope === 'room') return M.onlyRoom;
  if (ctx.isRoom && !ctx.mentioned) {
    if (rule.needAt === 1) return M.needAt;
    if (absentNeedAtRequires && rule.needAt === undefined) return M.needAtUnset;
  }
  return null;
}

/** Whether `targets` names this chat: by name, or by id (the plugin compares both lists with includes). */
export function targetsInclude(targets: readonly SimulatedTarget[], name: string, id: string | undefined): boolean {
  return targets.some((t) => t.name === name || (id !== undefined && t.id === id));
}

/**
 * The per-target AI config the plugin picks for this chat (its getCustomConfig): the first config with the
 * matching "all" flag, or of the chat's type naming the chat (`onlyId`: by id only), and in groups with
 * `allowRoomMembers` only for those members. With `open4v` (the vision lookup) a named config also needs
 * `botConfig.open4v` and `openChat`.
 */
export function findGptConfig(ctx: SimContext, open4v = false): SimulatedGptConfig | undefined {
  const wants = (item: SimulatedGptConfig) => !open4v || (Boolean(item.botConfig?.open4v) && Boolean(item.openChat));
  return ctx.gptConfigs.find((item) => {
    // The plugin accepts an "all" config before looking at anything else, whatever its type or open4v flag.
    if (ctx.isRoom ? item.isAllRoom : item.isAllFriend) return true;
    const targets = list<SimulatedTarget>(item.targets);
    if (ctx.isRoom) {
      const inRoom = item.onlyId
        ? ctx.roomId !== undefined && targets.some((t) => t.id === ctx.roomId)
        : targetsInclude(targets, ctx.roomTopic, ctx.roomId);
      if (item.type !== 'room' || !inRoom || !wants(item)) return false;
      const members = list<SimulatedTarget>(item.allowRoomMembers);
      if (members.length === 0) return true;
      // With onlyId the plugin checks members by id only; else by id or name.
      return item.onlyId
        ? ctx.senderId !== undefined && members.some((m) => m.id === ctx.senderId)
        : targetsInclude(members, ctx.senderName, ctx.senderId);
    }
    const named = item.onlyId
      ? ctx.senderId !== undefined && targets.some((t) => t.id === ctx.senderId)
      : targetsInclude(targets, ctx.senderName, ctx.senderId);
    return item.type === 'contact' && named && wants(item);
  });
}

/**
 * The per-target config's @ gate (customChat and the vision flow): `type` is the config's, not the chat's,
 * and here an absent needAt means no @ is needed (the opposite of the keyword rules).
 */
export function gptNeedAtPasses(item: SimulatedGptConfig, mentioned: boolean): boolean {
  const isRoomConfig = item.type === 'room';
  return (isRoomConfig && item.needAt === 1 && mentioned) || (isRoomConfig && !item.needAt) || !isRoomConfig;
}

/** Items with a material `id` become that material (vip; the plugin keeps the item when there is none). */
export function resolveItems(items: readonly MessageItem[], ctx: SimContext): MessageItem[] {
  return items.map((item) => {
    if (item.id === undefined || !ctx.vip) return item;
    return ctx.materials[String(item.id)] ?? item;
  });
}

/** Whether the plugin sends nothing for these items: it only sends a text item with content. */
export function isSilent(items: readonly MessageItem[]): boolean {
  return items.every((item) => item.type === 1 && !item.content && item.id === undefined);
}
